import { SEARCH_SORT_KEYS, type SearchSortKey } from '../../../shared/search/sortKeys';
import type { SearchFacets } from '../../../shared/types';
import { ApiError } from '../../http';
import { LIST_FACETS, sortOrder, type MenuIndex, type MenuQuery } from '../../search';
import { matchMenu } from '../../search/searchMenu';
import { parseOptionalFilters, parseSearchFilter, type OptionalFilter } from './searchFilter';
import type { PlacementFields } from '../../../shared/schemas/merchandisingRequests';

// The search-driven rows (001 §7 menu_inline, menu_inline_table, menu_dynamic_row; themes): the menu index's own
// search (demo-host/search matchMenu and sort orders), so a row shows what the menu would for the same filter.

export interface SearchResult {
  /** Hits in order, at most `limit`: those matching an optional filter first, each group in the sort's order. */
  productIds: number[];
  nbHits: number;
  facets: SearchFacets | null;
  /** hit[i] = 1 when product position i matched. */
  hit: Uint8Array;
}

/** The search a placement asks for: its search_filter's facets and ranges, search_query's text, search_sort's order (400s name the field). */
export function placementQuery(fields: PlacementFields): MenuQuery {
  const query = parseSearchFilter(fields.search_filter);
  if (fields.search_sort && !(SEARCH_SORT_KEYS as readonly string[]).includes(fields.search_sort)) {
    throw new ApiError('bad_request', 'Invalid body: search_sort', { search_sort: [`must be one of ${SEARCH_SORT_KEYS.join(', ')}`] });
  }
  return { ...query, query: fields.search_query?.trim() || undefined, sort: (fields.search_sort || undefined) as SearchSortKey | undefined };
}

function preferenceOf(index: MenuIndex, optional: readonly OptionalFilter[]): ((i: number) => boolean) | null {
  const wanted = optional.flatMap(({ facet, value }) => {
    const id = index.facets[facet].idOf.get(value);
    return id === undefined ? [] : [{ column: index.facets[facet], id }];
  });
  if (wanted.length === 0) return null;
  return (i) => wanted.some(({ column, id }) => column.valueIds.subarray(column.offsets[i], column.offsets[i + 1]).includes(id));
}

/** Whether a query keeps every product (no text, no facet, no range). */
function keepsEverything(query: MenuQuery): boolean {
  const noText = !query.query || query.query.trim() === '';
  const noFacet = Object.values(query.filters ?? {}).every((values) => !values || values.length === 0);
  const noRange = Object.values(query.ranges ?? {}).every((range) => !range || (range.min === undefined && range.max === undefined));
  return noText && noFacet && noRange;
}

/**
 * Runs a menu search over the index, keeping the first `limit` hits (optional filters preferred). Facet counts are
 * computed only when asked for (`facets`), or when the search filters anyway.
 */
export function searchIndex(index: MenuIndex, query: MenuQuery, options: { optional?: readonly OptionalFilter[]; limit: number; facets?: boolean }): SearchResult {
  const everything = !options.facets && keepsEverything(query);
  const { hit, nbHits, facets } = everything ? { hit: new Uint8Array(index.ids.length).fill(1), nbHits: index.ids.length, facets: null } : matchMenu(index, query);
  const prefers = preferenceOf(index, options.optional ?? []);
  const first: number[] = [];
  const rest: number[] = [];
  for (const i of sortOrder(index, query.sort ?? 'recommended')) {
    if (hit[i] !== 1) continue;
    if (prefers?.(i)) first.push(i);
    else if (rest.length < options.limit) rest.push(i);
    if (first.length >= options.limit || (!prefers && rest.length >= options.limit)) break;
  }
  const positions = [...first, ...rest].slice(0, options.limit);
  return { productIds: positions.map((i) => index.ids[i]), nbHits, facets, hit };
}

/** The facet counts a menu_inline_table asked for (search_facets), over the whole result; list facets only. */
export function requestedFacets(facets: SearchFacets | null, names: readonly string[] | null | undefined): Record<string, Record<string, number>> | null {
  if (!names) return null;
  const counts: Record<string, Record<string, number>> = {};
  for (const name of names) {
    if ((LIST_FACETS as readonly string[]).includes(name)) counts[name] = facets ? { ...(facets[name as keyof SearchFacets] as Record<string, number>) } : {};
  }
  return counts;
}

/** The placement's search over the index, with its optional filters. */
export function searchPlacement(index: MenuIndex, fields: PlacementFields, limit: number): SearchResult & { sorted: boolean } {
  const query = placementQuery(fields);
  const facets = fields.placement === 'menu_inline_table' && fields.search_facets != null;
  const result = searchIndex(index, query, { optional: parseOptionalFilters(fields.search_optional_filters), limit, facets });
  return { ...result, sorted: query.sort !== undefined };
}
