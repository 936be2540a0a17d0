// The merchandising (ranked-rows) service and the virtual budtender under /dm (001 §7, docs/api-merchandising.md).
export { createMerchandisingApi, FINGERPRINT_OFF } from './createMerchandisingApi';
export type { MerchandisingDeps } from './deps';
export { merchandisingSettings, MerchandisingSettingsSchema, NO_MERCHANDISING_SETTINGS } from './settings';
export type { MerchandisingSettings } from './settings';
export { ANSWERED_PRODUCTS_MAX, ANSWERED_PRODUCTS_TTL_MS } from './answeredProducts';
export { createRanking } from './ranking/createRanking';
export { createBudtender } from './budtender/createBudtender';
