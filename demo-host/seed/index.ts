export { seedDatabase, ensureSeeded } from './seedDatabase';
export { buildCatalogue, planCatalogue } from './buildCatalogue';
export type { Catalogue, CatalogueOptions, CataloguePlan, StoreMenu } from './buildCatalogue';
export { FULL_SERVICE_STORE_ID, BIG_STORE_ID, TAX_INCLUDED_STORE_ID, HIDE_PRICES_STORE_ID, ALWAYS_CLOSED_STORE_ID } from './stores';
export { createRandom } from './random';
