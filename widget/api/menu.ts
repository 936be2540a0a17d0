import type { MenuProductsPage } from '../../shared/types';
import type { QueryParams } from '../../shared/routes';
import type { Http } from './createHttp';

import { LIST_FACETS, RANGE_FACETS } from '../../shared/search';
import type { ListFacet, RangeFacet, SearchSortKey } from '../../shared/search';

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
}

/** The query string of GET /stores/{id}/menu_products (docs/api.md): lists comma-separated, ranges as _min/_max. */
export function menuSearchParams(search: MenuSearch): QueryParams {
  const params: Record<string, string | number | readonly string[] | undefined> = {
    query: search.query?.trim() || undefined,
    sort: search.sort,
    page: search.page,
    per_page: search.perPage,
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

const menuPath = (storeId: number) => `/stores/${storeId}/menu_products`;

export function searchMenu(http: Http, storeId: number, search: MenuSearch, signal?: AbortSignal): Promise<MenuProductsPage> {
  return http.get<MenuProductsPage>(menuPath(storeId), { query: menuSearchParams(search), signal });
}

/** The search's answer if it is already here (the widget's HTML or the boot requests), for a first render. */
export function peekMenu(http: Http, storeId: number, search: MenuSearch): MenuProductsPage | undefined {
  return http.peek<MenuProductsPage>(menuPath(storeId), menuSearchParams(search));
}
