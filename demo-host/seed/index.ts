export { seedDatabase, ensureSeeded } from './seedDatabase';
export type { SeedSummary } from './seedDatabase';
export {
  buildCatalogue,
  DEFAULT_SEED,
  DEFAULT_STORE_COUNT,
  DEFAULT_BIG_STORE_PRODUCTS,
  BRAND_COUNT,
  MIN_STORE_PRODUCTS,
  MAX_STORE_PRODUCTS,
} from './buildCatalogue';
export type { Catalogue, CatalogueOptions } from './buildCatalogue';
export {
  FULL_SERVICE_STORE_ID,
  BIG_STORE_ID,
  TAX_INCLUDED_STORE_ID,
  AROUND_THE_CLOCK_STORE_ID,
  HIDE_PRICES_STORE_ID,
  ALWAYS_CLOSED_STORE_ID,
} from './stores';
export { ACTIVE_WINDOW, EXPIRED_WINDOW, UPCOMING_WINDOW } from './specials';
export { buildPromoCodes, PROMO_CODES_BY_STORE } from './promoCodes';
export type { SeedPromoCode } from './promoCodes';
export { PLACES } from './places';
export { createRandom, hashString } from './random';
export type { Random } from './random';
