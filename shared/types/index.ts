/**
 * Domain types for the entities of 000 §3 and 001 §3 that the code uses, named with the spec's field names.
 *
 * These types describe the WIRE shape of the API (what /api/v1 sends and receives). Money on the wire is
 * dollars — a number with at most 2 decimals, as the original API sends it (`price_gram: 12.5`,
 * `tip_amount: 0`), typed `WireDollars`. Everywhere else in shared/ and in the database money is integer
 * cents: the host converts rows → wire and the widget wire → rules with shared/money's `centsToDollars` and
 * `dollarsToCents`. Per-weight prices are typed optional fields for each weight id
 * (`price_{weight}`, `discounted_price_{weight}`, `special_price_{weight}`, 000 §3); a missing or null
 * price means the weight is not offered (000 §4).
 */
export * from './catalog';
export * from './menuCard';
export type * from './product';
export * from './special';
export type * from './schedule';
export * from './store';
export type * from './brand';
export type * from './review';
export type * from './search';
export type * from './cart';
export type * from './customer';
