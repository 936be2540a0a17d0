import { matchRoute } from '../routes/matchRoute';
import { KINDS, LINEAGES } from '../types/catalog';
import { parseWeightFilters } from '../weights/parseWeightFilter';
import { LIST_FACETS, RANGE_FACETS } from './facets';
import type { ListFacet, RangeFacet } from './facets';
import type { MenuState } from './menuState';
import type { NumberRange } from './menuSearchParams';
import { HARD_PARAM, PRE_FILTER_PARAMS } from './preFilters';
import type { PreFilterParam } from './preFilters';
import { SORT_OPTION_SETS } from './sortOptions';

// The menu's state in its URL, so a reload, a shared link and Back from a product land on the same menu.
// The names are those the menu already reads: the pre-filters of 000 §2 (brand, category, root_types,
// brand_subtype, query, with `hard` for the locks) and `sort`; the facets 000 §2 does not name as pre-filters
// use the menu search's own names (docs/api.md: kind, feelings, available_weights, …, percent_thc_min/_max).
// Those are the shopper's choices, never pre-filters: `hard` cannot lock them.

const rangeParam = (facet: RangeFacet, end: 'min' | 'max') => `${facet}_${end}`;

/** Every query parameter the menu owns, in the order it writes them; other parameters are left as they are. */
export const MENU_QUERY_PARAMS: readonly string[] = [
  'query',
  ...LIST_FACETS,
  ...RANGE_FACETS.flatMap((facet) => [rangeParam(facet, 'min'), rangeParam(facet, 'max')]),
  'sort',
  HARD_PARAM,
];

/** The pre-filter parameters (000 §2) that are facets of the menu search; store_type and store_id choose stores (MenuState.stores). */
export const PRE_FILTER_FACETS: Partial<Record<PreFilterParam, ListFacet>> = {
  brand: 'brand',
  category: 'category',
  root_types: 'root_types',
  brand_subtype: 'brand_subtype',
};
const PRE_FILTER_FACET_SET = new Set<string>(Object.values(PRE_FILTER_FACETS));

// The menu search's bounds (docs/api.md): it answers 400 to a range outside them, so a typed URL must not ask.
const RANGE_MAX: Record<RangeFacet, number> = { percent_thc: 100, percent_cbd: 100, bucket_price: 1_000_000 };

const splitList = (text: string | undefined) => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
  ),
];

/**
 * The shopper's own filters in a menu query: the list facets that are not pre-filters, and the ranges.
 * Values that cannot be right are dropped: an unknown kind, an unknown weight (000 §5), a number that is not one,
 * a range whose minimum is above its maximum.
 */
export function readShopperFilters(query: Readonly<Record<string, string>>): Pick<MenuState, 'filters' | 'ranges'> {
  const filters: Partial<Record<ListFacet, readonly string[]>> = {};
  for (const facet of LIST_FACETS) {
    if (PRE_FILTER_FACET_SET.has(facet)) continue;
    let values = splitList(query[facet]);
    if (facet === 'kind') values = values.map((v) => v.toLowerCase()).filter((v) => (KINDS as readonly string[]).includes(v));
    if (facet === 'available_weights') values = parseWeightFilters(values);
    if (values.length > 0) filters[facet] = values;
  }
  const ranges: Partial<Record<RangeFacet, NumberRange>> = {};
  for (const facet of RANGE_FACETS) {
    const min = readNumber(query[rangeParam(facet, 'min')], RANGE_MAX[facet]);
    const max = readNumber(query[rangeParam(facet, 'max')], RANGE_MAX[facet]);
    if ((min === null && max === null) || (min !== null && max !== null && min > max)) continue;
    ranges[facet] = { min, max };
  }
  return { filters, ranges };
}

function readNumber(text: string | undefined, limit: number): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= limit ? value : null;
}

/**
 * The menu's query parameters for a state, in MENU_QUERY_PARAMS order, defaults left out (no search text, no
 * values, Recommended sort). Locked pre-filters are always written with `hard`, so they stay locked.
 */
export function menuQuery(state: MenuState): Record<string, string> {
  const out: Record<string, string> = {};
  const text = state.query.trim();
  if (text) out.query = text;
  for (const facet of LIST_FACETS) {
    const values = state.filters[facet];
    if (values && values.length > 0) out[facet] = values.join(',');
  }
  for (const facet of RANGE_FACETS) {
    const range = state.ranges[facet];
    if (range?.min != null) out[rangeParam(facet, 'min')] = String(range.min);
    if (range?.max != null) out[rangeParam(facet, 'max')] = String(range.max);
  }
  if (state.sort !== SORT_OPTION_SETS.full.defaultId) out.sort = state.sort;
  const hard = PRE_FILTER_PARAMS.filter((param) => (param === 'query' ? state.queryLocked && text !== '' : isLockedFacet(state, param)));
  if (hard.length > 0) out[HARD_PARAM] = hard.join(',');
  return out;
}

function isLockedFacet(state: MenuState, param: PreFilterParam): boolean {
  const facet = PRE_FILTER_FACETS[param];
  return facet !== undefined && state.locked.includes(facet) && (state.filters[facet]?.length ?? 0) > 0;
}

/** One string per distinct menu query: two states with the same key show the same menu. */
export function menuQueryKey(state: MenuState): string {
  return queryString(menuQuery(state));
}

/**
 * The route to replace the current one with after a change (widget route relative to the mode base, with its
 * query). The path stays, and the parameters the menu does not own keep their place and spelling; but on a
 * category route (000 §2 /menu/{category}) whose kind or lineage the shopper changed, the segment goes, or a
 * reload would bring it back.
 */
export function menuLocation(currentPath: string, state: MenuState): string {
  const hashAt = currentPath.indexOf('#');
  const hash = hashAt === -1 ? '' : currentPath.slice(hashAt);
  const withoutHash = hashAt === -1 ? currentPath : currentPath.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  let pathname = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const parts =
    queryAt === -1
      ? []
      : withoutHash
          .slice(queryAt + 1)
          .split('&')
          .filter(Boolean);

  const query = menuQuery(state);
  const match = matchRoute(withoutHash);
  if (match?.name === 'storeMenuCategory') {
    const segment = match.params.category.toLowerCase();
    const facet: ListFacet | null = (KINDS as readonly string[]).includes(segment) ? 'kind' : (LINEAGES as readonly string[]).includes(segment) ? 'category' : null;
    const values = facet ? (state.filters[facet] ?? []) : [];
    if (facet && values.length === 1 && values[0] === segment) {
      if (!state.locked.includes(facet)) delete query[facet];
    } else if (facet) {
      pathname = pathname.replace(/\/[^/]*\/?$/, '');
    }
  }

  const kept = parts.filter((part) => !MENU_QUERY_PARAMS.includes(decodeKey(part)));
  // 000 §2 store_type and store_id are not the menu's own parameters, so they stay as written; their locks are kept too.
  const foreignLocks = PRE_FILTER_PARAMS.filter((param) => !(param in PRE_FILTER_FACETS) && param !== 'query' && lockedIn(parts, param));
  if (foreignLocks.length > 0) {
    const hard = [...(query[HARD_PARAM]?.split(',') ?? []), ...foreignLocks];
    query[HARD_PARAM] = PRE_FILTER_PARAMS.filter((param) => hard.includes(param)).join(',');
  }
  const own = queryString(query);
  const search = [...kept, ...(own ? [own] : [])].join('&');
  return `${pathname || '/'}${search ? `?${search}` : ''}${hash}`;
}

function lockedIn(parts: readonly string[], param: PreFilterParam): boolean {
  const present = parts.some((part) => decodeKey(part) === param && decodeValue(part).trim() !== '');
  return present && parts.some((part) => decodeKey(part) === HARD_PARAM && splitList(decodeValue(part)).includes(param));
}

function decodeKey(part: string): string {
  const eq = part.indexOf('=');
  return safeDecode(eq === -1 ? part : part.slice(0, eq));
}

function decodeValue(part: string): string {
  const eq = part.indexOf('=');
  return eq === -1 ? '' : safeDecode(part.slice(eq + 1));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

// Commas stay readable (?brand=Kiva,Wyld): list values never hold one, and a search text's comma reads back the same.
function queryString(query: Readonly<Record<string, string>>): string {
  return Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`)
    .join('&');
}
