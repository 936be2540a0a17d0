// The menu import (docs/api-admin.md § Menu import): a CSV or JSON menu read and checked, compared with a store's
// menu, and written in one transaction. The admin route and `npm run import` share importMenu.
export { parseMenuCsv } from './parseMenuCsv';
export { parseMenuJson } from './parseMenuJson';
export { diffMenu, targetItem } from './diffMenu';
export type { MenuDiff, MenuChange } from './diffMenu';
export { MAX_FAULTS } from './menuItem';
export type { ImportedProduct, ImportFault, MenuItem, ParsedMenu, WeightOffer } from './menuItem';
export { importMenu, menuFaultsError, MAX_LISTED } from './importMenu';
export type { MenuImportOptions, MenuImportResult } from './importMenu';
