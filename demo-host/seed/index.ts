export { seedDatabase, ensureSeeded } from './seedDatabase';
export { buildCatalogue } from './buildCatalogue';
export type { Catalogue, CatalogueOptions } from './buildCatalogue';
export { FULL_SERVICE_STORE_ID, BIG_STORE_ID, TAX_INCLUDED_STORE_ID, HIDE_PRICES_STORE_ID, ALWAYS_CLOSED_STORE_ID } from './stores';
export { createRandom } from './random';
