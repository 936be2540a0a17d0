export { LIST_FACETS, RANGE_FACETS, SEARCH_FACETS } from './facets';
export type { ListFacet, RangeFacet, SearchFacet } from './facets';
export {
  SEARCH_SORT_KEYS,
  sortTerms,
  weightPriceSortKey,
} from './sortKeys';
export type { SearchSortKey, SortTerm, WeightPriceSortKey } from './sortKeys';
export {
  SORT_OPTIONS,
  SORT_OPTION_SETS,
  isSortOptionId,
  parseSortOption,
  searchSortKey,
  sortOptions,
} from './sortOptions';
export type { SortOption, SortOptionId, SortOptionSet } from './sortOptions';
export {
  HARD_PARAM,
  PRE_FILTER_PARAMS,
  parsePreFilters,
} from './preFilters';
export type { PreFilterParam, PreFilterValues, PreFilters, QueryParamsLike } from './preFilters';
export { menuSearchParams } from './menuSearchParams';
export type { MenuSearch, NumberRange } from './menuSearchParams';
export {
  BEST_SELLERS_SEARCH,
  MENU_PAGE_SIZE,
  activeFilterCount,
  initialMenuState,
  isFiltered,
  isSortedByPrice,
  menuReducer,
  menuSearch,
  weightFiltersOf,
} from './menuState';
export type { MenuAction, MenuState } from './menuState';
export { MENU_QUERY_PARAMS, menuLocation, menuQuery, menuQueryKey, readShopperFilters } from './menuQuery';
export { bootRequests } from './bootRequests';
export type { BootGet, BootPlan } from './bootRequests';
