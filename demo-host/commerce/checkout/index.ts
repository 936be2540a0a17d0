export { assertTipWithin, checkCheckout, TOTAL_UPDATED, PRODUCTS_UNAVAILABLE } from './checkoutRules';
export type { Buyer, CheckoutInput, CheckoutPlan } from './checkoutRules';
export { placeReservation, checkoutResult, PLACED_MESSAGE } from './placeReservation';
export type { ReservationData, ReservationRow } from './placeReservation';
export { scheduleSlot, windowKey } from './scheduleSlot';
export type { SlotResult, SlotRules } from './scheduleSlot';
