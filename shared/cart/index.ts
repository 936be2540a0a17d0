// The cart's pure core (STYLE 6): the reducer every cart change goes through, what is stored, and the rules
// the cart and checkout screens follow. No DOM, no storage, no clock: `now` is a parameter.
export { EMPTY_CART, cartReducer } from './cartReducer';
export type { AddStatus, CartAction, CartLine, CartModel, KnownLimitRules } from './cartReducer';
export { cartAnswerOf, cartChangeOf, serverCartOf } from './serverCart';
export type { CartChange, ServerCart, ServerCartLine } from './serverCart';
export { DELIVERY_ADDRESS_KEY, cartPromoCodeKey, cartStorageKey, cartTagsKey, parseStoredCart, serializeCart } from './cartStorage';
export { cartLimitMeters, cartLimitRefusal } from './cartLimitMeters';
export type { LimitMeter, MeterLine } from './cartLimitMeters';
export { CART_NOT_PENDING_MESSAGE, CHECKOUT_CONTACT_EMAIL, checkoutErrorKind, contactMessage } from './checkoutErrorKind';
export { cartSummary, opensDrawerAfterAdd, shouldRefetchCart } from './cartRules';
export { checkoutSlots, firstSlot, nextOpeningText, offeredTime, slotsAhead } from './checkoutSlots';
export type { CheckoutSlot, SlotOffer } from './checkoutSlots';
export { orderingNow, slotRefusal, slotRulesOf, slotStep, timeRefusal } from './slotRules';
export type { OrderingNow, SlotRules, SlotSettings } from './slotRules';
export { areaTimingOf, withAreaTiming } from './areaTiming';
export type { AreaTiming } from './areaTiming';
export { EMPTY_CHECKOUT_VALUES, checkoutFormRules } from './checkoutForm';
export type { CheckoutFormContext, CheckoutValues } from './checkoutForm';
export { addressOf, checkoutPayload, savableAddress, tipCents } from './checkoutPayload';
export type { CheckoutPayload } from './checkoutPayload';
export { ageOn, ageRefusal, birthDateAsked } from './ageGate';
export { idItemsIn, idRequiredFor, missingIdDocuments, missingIdSentence } from './idRequirement';
export type { IdCompletion, IdGates } from './idRequirement';
export type { AgeGates, AgeRefusal } from './ageGate';
export { backedRedemptions, redemptionRefusal } from './loyaltyRedemption';
export type { HeldReward, LoyaltyStanding, RedemptionRefusal } from './loyaltyRedemption';
export { addressDeliveryMinimum, orderMinimumCents, orderMinimumNotice, orderMinimumRefusal, orderMinimumShortfall, orderMinimumShortfalls, orderMinimumsOf } from './orderMinimum';
export type { MinimumShortfall, OrderMinimums } from './orderMinimum';
