import type { QueryParams } from '../routes/requestUrl';
import { LIST_FACETS, RANGE_FACETS } from './facets';
import type { ListFacet, RangeFacet } from './facets';
import type { SearchSortKey } from './sortKeys';

export interface NumberRange {
  readonly min?: number | null;
  readonly max?: number | null;
}

export interface MenuSearch {
  readonly query?: string;
  readonly filters?: Partial<Record<ListFacet, readonly string[]>>;
  readonly ranges?: Partial<Record<RangeFacet, NumberRange>>;
  readonly sort?: SearchSortKey;
  readonly page?: number;
  readonly perPage?: number;
  /** 000 §2 store pre-filters (store ids, store types): on a store's menu, whether that store is wanted at all. */
  readonly stores?: { readonly store_id?: readonly string[]; readonly store_type?: readonly string[] };
}

/** The query string of GET /stores/{id}/menu_products (docs/api.md): lists comma-separated, ranges as _min/_max. */
export function menuSearchParams(search: MenuSearch): QueryParams {
  const params: Record<string, string | number | readonly string[] | undefined> = {
    query: search.query?.trim() || undefined,
    sort: search.sort,
    page: search.page,
    per_page: search.perPage,
    store_id: search.stores?.store_id,
    store_type: search.stores?.store_type,
  };
  for (const facet of LIST_FACETS) {
    const values = search.filters?.[facet];
    if (values && values.length > 0) params[facet] = values;
  }
  for (const facet of RANGE_FACETS) {
    const range = search.ranges?.[facet];
    if (range?.min != null) params[`${facet}_min`] = range.min;
    if (range?.max != null) params[`${facet}_max`] = range.max;
  }
  return params;
}

/**
 * A menu search as a list of product cards asks it (docs/api.md `fields=card`): the widget's grid and rows, and the
 * boot requests the host answers inside the widget's HTML, so both build the same request key.
 */
export function menuCardParams(search: MenuSearch): QueryParams {
  return { ...menuSearchParams(search), fields: 'card' };
}
