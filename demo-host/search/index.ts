export { buildMenuIndex } from './buildMenuIndex';
export type { MenuIndex } from './buildMenuIndex';
export { searchMenu, searchMenuJson } from './searchMenu';
export { sortOrder } from './sortOrder';
export { patchMenuIndex } from './patchMenuIndex';
export { MenuIndexCache } from './menuIndexCache';
export { invalidateStore, invalidateProduct } from './menuChanges';
export { MAX_PER_PAGE, LIST_FACETS, RANGE_FACETS } from './menuQuery';
export type { MenuQuery, RangeFilter } from './menuQuery';
