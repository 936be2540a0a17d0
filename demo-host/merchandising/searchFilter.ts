import { SEARCH_SORT_KEYS, type SearchSortKey } from '../../shared/search/sortKeys';
import { ApiError } from '../http';
import type { MenuQuery } from '../search';
import { parseSearchFilter } from './ranking/searchFilter';

// 001 §7: a row's search_filter is a menu query string, the parameters of GET /stores/{id}/menu_products
// (`kind=flower&category=sativa`), read by the same parser the ranking uses (ranking/searchFilter.ts), so the routes
// refuse exactly the filters the ranking could not read: a 400 naming the field.

/** The menu query of a search_filter (no page, text or sort: the row says those), or a 400 naming `field`. */
export function menuQueryOf(filter: string | null | undefined, field: string): MenuQuery {
  return parseSearchFilter(filter, field);
}

/** A row's search_sort: a menu sort key (000 §5), or a 400 naming `field`. */
export function menuSortOf(sort: string | null | undefined, field: string): SearchSortKey | undefined {
  if (!sort) return undefined;
  if ((SEARCH_SORT_KEYS as readonly string[]).includes(sort)) return sort as SearchSortKey;
  throw new ApiError('bad_request', `Invalid body: ${field}`, { [field]: [`must be one of ${SEARCH_SORT_KEYS.join(', ')}`] });
}
