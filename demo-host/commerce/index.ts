// The commerce API: carts, checkout, reservations and accounts of 001 §7.
export { createCommerceApi, JSON_BODY_LIMIT } from './createCommerceApi';
export type { CommerceApi } from './createCommerceApi';
export type { Authenticator } from './auth/authenticate';
export type { CommerceConfig, PlacedReservation, SignInProvider } from './deps';
export type { Mailer, MailOptions } from './mail';
export { loadSecret, SECRET_FILE_NAME } from './auth/secret';
export { TOTAL_UPDATED, PRODUCTS_UNAVAILABLE } from './checkout/checkoutRules';
export { PLACED_MESSAGE } from './checkout/placeReservation';
export { scheduleSlot } from './checkout/scheduleSlot';
