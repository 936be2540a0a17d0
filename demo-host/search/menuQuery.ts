import { LIST_FACETS, RANGE_FACETS } from '../../shared/search/facets';
import type { ListFacet, RangeFacet } from '../../shared/search/facets';
import type { SearchSortKey } from '../../shared/search/sortKeys';
import type { StorePreFilters } from '../../shared/search/storePreFilters';

export { LIST_FACETS, RANGE_FACETS };
export type { ListFacet, RangeFacet };

export interface RangeFilter {
  min?: number;
  max?: number;
}

/**
 * A parsed menu search (GET /stores/{id}/menu_products). A product passes a list facet when it has ANY
 * selected value (values of one facet are OR-ed); facets and ranges are AND-ed. Pages count from 1.
 */
export interface MenuQuery {
  query?: string;
  filters?: Partial<Record<ListFacet, readonly string[]>>;
  ranges?: Partial<Record<RangeFacet, RangeFilter>>;
  sort?: SearchSortKey;
  page?: number;
  per_page?: number;
  /** 000 §2 store pre-filters: a store that does not pass them answers no products (the route checks the store). */
  stores?: StorePreFilters;
}

export const DEFAULT_PER_PAGE = 24;
export const MAX_PER_PAGE = 100;
