import * as v from 'valibot';
import { SEARCH_SORT_KEYS, type SearchSortKey } from '../../shared/search/sortKeys';
import { MENU_LIST_PARAMS, MenuQuerySchema } from '../api/routes/menuQuerySchema';
import { ApiError } from '../http';
import type { MenuQuery } from '../search';

// 001 §7: a row's search_filter is a menu query string, the parameters of GET /stores/{id}/menu_products
// (`kind=flower&category=sativa`), checked here as that route checks them, so a bad filter is a 400 naming the field.

const FILTER_PARAMS = new Set(Object.keys((MenuQuerySchema.pipe[0] as { entries: Record<string, unknown> }).entries));
// A row names its page, text and sort in their own fields, and is always of one store.
const NOT_FILTERS = new Set(['page', 'per_page', 'query', 'sort', 'store_id', 'store_type', 'hard']);

/** The menu query of a search_filter (no page, text or sort: the row says those), or a 400 naming `field`. */
export function menuQueryOf(filter: string | null | undefined, field: string): MenuQuery {
  const params = new URLSearchParams(filter ?? '');
  const record: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    if (!FILTER_PARAMS.has(name) || NOT_FILTERS.has(name)) throw new ApiError('bad_request', `Invalid body: ${field}`, { [field]: [`${name} is not a menu filter`] });
    const values = params.getAll(name);
    record[name] = MENU_LIST_PARAMS.includes(name) ? values.flatMap((value) => value.split(',').map((part) => part.trim())).filter(Boolean) : values[0];
  }
  const parsed = v.safeParse(MenuQuerySchema, record);
  if (!parsed.success) {
    throw new ApiError('bad_request', `Invalid body: ${field}`, { [field]: parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'filter'}: ${issue.message}`) });
  }
  const { filters, ranges } = parsed.output;
  return { filters, ranges };
}

/** A row's search_sort: a menu sort key (000 §5), or a 400 naming `field`. */
export function menuSortOf(sort: string | null | undefined, field: string): SearchSortKey | undefined {
  if (!sort) return undefined;
  if ((SEARCH_SORT_KEYS as readonly string[]).includes(sort)) return sort as SearchSortKey;
  throw new ApiError('bad_request', `Invalid body: ${field}`, { [field]: [`must be one of ${SEARCH_SORT_KEYS.join(', ')}`] });
}
