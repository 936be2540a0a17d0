import type * as v from 'valibot';
import { ianaTimeZone } from '../../../shared/schedule';
import { ageRefusal, missingIdDocuments, slotRulesOf, orderMinimumCents, orderMinimumRefusal, withAreaTiming, type AgeGates, type IdGates } from '../../../shared/cart';
import { documentCompletion } from '../../../shared/identification';
import type { ReservationMode } from '../../../shared/constants';
import { FORM_MESSAGES, maxNumericMessage } from '../../../shared/forms';
import { maxTip } from '../../../shared/pricing';
import type { IdentificationDocument, ModeTiming, PaymentOption } from '../../../shared/types';
import { ApiError, unprocessable } from '../../http';
import type { CartState } from '../cart/cartState';
import { toCents, toDollars } from '../money';
import type { CheckoutBodySchema } from '../../../shared/schemas';
import { requirePostalCode } from '../cart/postalCodeCheck';
import { assertCurbsideDetails, assertGuestContact, assertModeOffered, checkoutAppMode } from './handoverChecks';
import { scheduleSlot, windowKey } from './scheduleSlot';

export type CheckoutInput = v.InferOutput<typeof CheckoutBodySchema>;

/** 001 §8: the two checkout messages the widget acts on, word for word. */
export const TOTAL_UPDATED = 'Your total has been updated';
export const PRODUCTS_UNAVAILABLE = 'One or more products in your cart are no longer available';

export interface Buyer {
  userId: number | null;
  birthDate: string | null;
  document: IdentificationDocument | null;
}

export interface CheckoutPlan {
  start: Date;
  end: Date;
  warning: string | null;
  amount: number;
  /** 000 §3 max_orders_per_window: the window this order takes a place in, when the mode caps it. */
  capacity: { window: string; max: number; minutes: number; timeZone: string } | null;
}

const dollars = (cents: number) => `$${toDollars(cents).toFixed(2)}`;

/** A tip over shared/pricing maxTip (the discounted subtotal, never less than $50): 422 naming tip_amount. */
export function assertTipWithin(tip: number, discountedSubtotal: number): void {
  const max = maxTip(discountedSubtotal);
  if (tip > max) throw unprocessable(`A tip can be at most ${dollars(max)} on this order`, { tip_amount: [maxNumericMessage(toDollars(max))] });
}

/** 000 §3 checkout gates (shared/cart ageRefusal): 422 naming birth_date when the age is not attested or too low. */
function assertAgeAttested(gates: AgeGates, birthDates: (string | null | undefined)[], today: string): void {
  const refusal = ageRefusal(gates, birthDates, today);
  if (refusal?.kind === 'missing') {
    const minimum = gates.checkout_age_minimum ?? 0;
    const message =
      gates.birth_date_required || minimum <= 0 ? 'Please enter your birth date' : `Please enter your birth date: this store sells only to customers ${minimum} or older`;
    throw unprocessable(message, { birth_date: [FORM_MESSAGES.required] });
  }
  if (refusal?.kind === 'under_age') {
    throw unprocessable(`You must be ${refusal.minimum} or older to order from this store`, { birth_date: [`must be ${refusal.minimum} or older`] });
  }
}

/**
 * 000 §3 delivery_id_required / pickup_id_required: 422 id_required with the document items still missing
 * (`missing`, each also named in `validations`) and the mode, so the widget can say what to add and where.
 */
function assertIdOnFile(store: IdGates, mode: ReservationMode, buyer: Buyer): void {
  const missing = missingIdDocuments(store, mode, buyer.document ? documentCompletion(buyer.document) : null);
  if (missing.length === 0) return;
  const message =
    buyer.userId === null ? `A photo ID is required for ${mode}: sign in and add your ID to your profile` : `A photo ID is required for ${mode}: add your ID to your profile`;
  throw new ApiError('id_required', message, Object.fromEntries(missing.map((item) => [item, [FORM_MESSAGES.required]])), { missing, mode });
}

/**
 * Every check of POST /carts/checkout (docs/api-commerce.md), in the order a shopper can fix them; the first
 * failure is thrown as a ApiError. Returns the reservation window and amount for a cart that passes.
 */
export function checkCheckout(state: CartState, body: CheckoutInput, buyer: Buyer, now: Date): CheckoutPlan {
  const { store, priced, cart } = state;
  if (!store || !priced || state.lines.length === 0) throw unprocessable('Your cart is empty');
  if (state.unavailable.length > 0) {
    throw new ApiError('products_unavailable', PRODUCTS_UNAVAILABLE, undefined, { unavailable_products: state.unavailable });
  }
  const mode = cart.reservation_mode as 'pickup' | 'delivery' | 'curbside';
  const data = store.data as typeof store.data & Record<string, unknown>;
  const appMode = checkoutAppMode(body, cart.app_mode);
  assertModeOffered(store, mode, appMode);

  const timeZone = ianaTimeZone(store.row.time_zone_identifier);
  const requested = body.reservation_start_window ? new Date(body.reservation_start_window) : null;
  // 000 §3 delivery_zipcodes: the address's zip may ask for a longer lead time and an earlier last call.
  const area = { zipcode: state.address?.zipcode, lead_time_minutes: priced.delivery_lead_time_minutes, last_call_minutes: priced.delivery_last_call_minutes };
  const slot = scheduleSlot(withAreaTiming(slotRulesOf(data, mode, store.row.time_zone_identifier), area), now, requested);
  if (!slot.ok) throw unprocessable(slot.message, { reservation_start_window: [slot.message] });

  if (mode === 'delivery') {
    if (!state.address?.street) throw unprocessable('A delivery address is required', { 'delivery_address.street': [FORM_MESSAGES.required] });
    requirePostalCode(state.address, store.row.country_code);
    if (priced.delivery_status === 'outside_area') {
      throw unprocessable("This address is outside the store's delivery area", { delivery_address: [priced.delivery_reason ?? "outside the store's delivery area"] });
    }
  }
  assertCurbsideDetails(data, mode, body.curbside);
  const minimums = { pickup: data.pickup_minimum ?? 0, curbside: data.curbside_timing?.minimum_order ?? null, delivery: priced.delivery_minimum };
  const belowMinimum = orderMinimumRefusal(mode, orderMinimumCents(mode, minimums), priced.discounted_subtotal);
  if (belowMinimum) throw unprocessable(belowMinimum);

  assertAgeAttested(data, [body.birth_date, body.contact?.birth_date, buyer.birthDate, buyer.document?.birth_date], new Intl.DateTimeFormat('en-CA', { timeZone }).format(now));
  assertIdOnFile(data, mode, buyer);
  if (data.require_checkout_agreement && body.agreement_accepted !== true) {
    throw unprocessable('Please accept the checkout agreement', { agreement_accepted: ['must be accepted'] });
  }
  const options = (data[`${mode}_payment_options`] as PaymentOption[] | undefined) ?? [];
  if (!(options as string[]).includes(body.payment_method)) {
    throw unprocessable(`${body.payment_method} is not accepted for ${mode}; choose ${options.join(', ') || 'another mode'}`, {
      payment_method: [`must be one of ${options.join(', ')}`],
    });
  }
  if (buyer.userId === null) assertGuestContact(data, appMode, body.contact);
  assertTipWithin(priced.tip_amount, priced.discounted_subtotal);
  if (body.expected_total !== undefined && toCents(body.expected_total) !== priced.order_total) {
    throw new ApiError('total_changed', TOTAL_UPDATED, undefined, { order_total: toDollars(priced.order_total) });
  }
  const timing = data[`${mode}_timing`] as ModeTiming | undefined;
  const capacity =
    timing?.max_orders_per_window != null && timing.window > 0
      ? { window: windowKey(slot.start, timing.window, timeZone), max: timing.max_orders_per_window, minutes: timing.window, timeZone }
      : null;
  return { start: slot.start, end: slot.end, warning: slot.warning, amount: priced.order_total, capacity };
}
