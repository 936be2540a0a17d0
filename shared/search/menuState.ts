import { KINDS, LINEAGES } from '../types/catalog';
import type { Kind, Lineage, WeightId } from '../types/catalog';
import { parseWeightFilters } from '../weights/parseWeightFilter';
import type { ListFacet, RangeFacet } from './facets';
import { PRE_FILTER_FACETS, readShopperFilters } from './menuQuery';
import type { MenuSearch, NumberRange } from './menuSearchParams';
import { parsePreFilters } from './preFilters';
import { readStorePreFilters } from './storePreFilters';
import type { PreFilterParam } from './preFilters';
import { parseSortOption, searchSortKey } from './sortOptions';
import type { SortOptionId, SortOptionSet } from './sortOptions';

export const MENU_PAGE_SIZE = 24;

/** What the shopper has chosen on a store menu. Pure data; every change goes through menuReducer. */
export interface MenuState {
  readonly query: string;
  readonly filters: Partial<Record<ListFacet, readonly string[]>>;
  readonly ranges: Partial<Record<RangeFacet, NumberRange>>;
  readonly sort: SortOptionId;
  readonly pages: number;
  /** 000 §2: pre-filters named by the hard parameter cannot be removed. */
  readonly locked: readonly ListFacet[];
  readonly queryLocked: boolean;
  /** 000 §2 store pre-filters from the URL; the shopper does not change them. */
  readonly stores?: MenuSearch['stores'];
}

export type MenuAction =
  | { type: 'setQuery'; query: string }
  | { type: 'toggle'; facet: ListFacet; value: string }
  | { type: 'setValues'; facet: ListFacet; values: readonly string[] }
  | { type: 'setRange'; facet: RangeFacet; range: NumberRange | null }
  | { type: 'setSort'; sort: SortOptionId }
  | { type: 'clearAll' }
  | { type: 'loadMore' }
  /** The URL changed under the menu (Back or forward in the host page, the host's navigate). */
  | { type: 'replace'; state: MenuState };

/**
 * The menu's state from its route: the pre-filters of the query (000 §2, only permitted parameters,
 * comma-separated, `hard` locks), the shopper's other filters and ranges and the sort as menuQuery writes them,
 * and the route's category segment (a kind or a lineage).
 */
export function initialMenuState(query: Readonly<Record<string, string>>, category: string | null, sortSet: SortOptionSet = 'full'): MenuState {
  const pre = parsePreFilters(query);
  const shopper = readShopperFilters(query);
  const filters: Partial<Record<ListFacet, readonly string[]>> = { ...shopper.filters };
  const locked: ListFacet[] = [];
  for (const [param, facet] of Object.entries(PRE_FILTER_FACETS) as [PreFilterParam, ListFacet][]) {
    const values = pre.filters[param];
    if (!values) continue;
    filters[facet] = values;
    if (pre.locked.includes(param)) locked.push(facet);
  }
  const segment = category?.toLowerCase() ?? null;
  if (segment && (KINDS as readonly string[]).includes(segment)) filters.kind = [segment as Kind];
  else if (segment && (LINEAGES as readonly string[]).includes(segment)) filters.category = [segment as Lineage];
  return {
    query: pre.filters.query?.[0] ?? '',
    filters,
    ranges: shopper.ranges,
    sort: parseSortOption(query.sort, sortSet),
    pages: 1,
    locked,
    queryLocked: pre.locked.includes('query'),
    stores: readStorePreFilters(pre.filters),
  };
}

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'setQuery':
      return state.queryLocked || action.query === state.query ? state : { ...state, query: action.query, pages: 1 };
    case 'toggle': {
      if (state.locked.includes(action.facet)) return state;
      const current = state.filters[action.facet] ?? [];
      const values = current.includes(action.value) ? current.filter((v) => v !== action.value) : [...current, action.value];
      return { ...state, filters: { ...state.filters, [action.facet]: values }, pages: 1 };
    }
    case 'setValues':
      if (state.locked.includes(action.facet)) return state;
      return { ...state, filters: { ...state.filters, [action.facet]: [...action.values] }, pages: 1 };
    case 'setRange': {
      const ranges = { ...state.ranges };
      if (action.range && (action.range.min != null || action.range.max != null)) ranges[action.facet] = action.range;
      else delete ranges[action.facet];
      return { ...state, ranges, pages: 1 };
    }
    case 'setSort':
      return { ...state, sort: action.sort, pages: 1 };
    case 'clearAll': {
      const filters: Partial<Record<ListFacet, readonly string[]>> = {};
      for (const facet of state.locked) filters[facet] = state.filters[facet] ?? [];
      return { ...state, filters, ranges: {}, query: state.queryLocked ? state.query : '', pages: 1 };
    }
    case 'loadMore':
      return { ...state, pages: state.pages + 1 };
    case 'replace':
      return action.state;
  }
}

/** The weight filters applied, in order (000 §5: only known weights). */
export function weightFiltersOf(state: MenuState): WeightId[] {
  return parseWeightFilters(state.filters.available_weights ?? []);
}

/** The API search for one page of the menu. */
export function menuSearch(state: MenuState, page: number): MenuSearch {
  return {
    query: state.query,
    filters: state.filters,
    ranges: state.ranges,
    sort: searchSortKey(state.sort, { weightFilters: weightFiltersOf(state) }),
    page,
    perPage: MENU_PAGE_SIZE,
    ...(state.stores?.store_id || state.stores?.store_type ? { stores: state.stores } : {}),
  };
}

/** The Best sellers row above an unfiltered menu (000 §5 best-seller-rank sort). */
export const BEST_SELLERS_SEARCH: MenuSearch = { sort: 'best-seller-rank', perPage: 12 };

/** Whether the shopper (or the route's pre-filters) narrowed the menu: the Best sellers row shows only when not. */
export function isFiltered(state: MenuState): boolean {
  const stores = state.stores?.store_id || state.stores?.store_type;
  return Boolean(stores) || state.query !== '' || Object.values(state.filters).some((values) => values.length > 0) || Object.keys(state.ranges).length > 0;
}

export function isSortedByPrice(state: MenuState): boolean {
  return state.sort === 'price-low-to-high' || state.sort === 'price-high-to-low';
}

/** How many filters the shopper has set (the mobile toggle's badge); locked pre-filters are not counted. */
export function activeFilterCount(state: MenuState): number {
  let count = Object.keys(state.ranges).length;
  for (const [facet, values] of Object.entries(state.filters) as [ListFacet, readonly string[]][]) {
    if (facet !== 'kind' && !state.locked.includes(facet)) count += values.length;
  }
  return count;
}
