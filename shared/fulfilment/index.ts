// The rules of how an order is handed over (000 §3, 001 §9): which reservation modes a checkout offers, what a
// curbside order tells the store, and what a buyer without an account gives (a kiosk's anonymous checkout).
export { fallbackReservationMode, modeRefusal, offeredReservationModes, reservationTimeLabel } from './reservationModes';
export type { ModeToggles } from './reservationModes';
export { VEHICLE_MAX_LENGTH, curbsideFormRules, curbsideRefusals, curbsideSpotMax } from './curbside';
export type { CurbsideDetails, CurbsideSettings } from './curbside';
export { contactFormRules, contactGiven, guestContactPolicy, guestContactRefusal, takesBuyersWithoutAccount } from './kioskCheckout';
export type { ContactPolicy, GuestGates, KioskAnonymousCheckout } from './kioskCheckout';
