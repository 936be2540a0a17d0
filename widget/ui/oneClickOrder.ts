import { areaTimingOf, offeredTime } from '../../shared/cart';
import type { CheckoutValues, ServerCart } from '../../shared/cart';
import { offeredReservationModes } from '../../shared/fulfilment';
import { isFormValid, validateForm } from '../../shared/forms';
import type { Customer, DeliveryAddress } from '../../shared/types';
import type { Reservation } from '../api/checkout';
import type { WidgetInstance } from '../app';
import { checkoutFunnel } from './checkoutFunnel';
import type { CheckoutDraft } from './checkoutDraft';
import { checkoutContext, checkoutRules, orderBlockers, orderPayload } from './checkoutRules';
import { checkoutTimeOffer } from './checkoutTimeOffer';
import type { HandoverPayload } from './handoverForm';
import { initialCheckoutValues, type InitialSources } from './initialCheckoutValues';
import { paymentOptions } from './paymentOptions';
import { submitCheckout, type SubmitOutcome } from './submitCheckout';

/** What a signed-in shopper has already told: nothing here is guessed. */
export interface SavedDetails {
  /** The profile: name, phone, e-mail, birth date. */
  readonly user: Customer;
  /** Their newest reservation (GET /reservations), or null for none: its payment, address and car. */
  readonly last: Reservation | null;
  /** What they entered at checkout for this cart before leaving it (checkoutDraft). */
  readonly draft: CheckoutDraft;
  /** The address the cart holds (or the one saved on this device, 001 §9). */
  readonly address: DeliveryAddress | null;
}

export interface OneClickSources extends Pick<InitialSources, 'store' | 'remote' | 'now' | 'appMode'> {
  readonly saved: SavedDetails;
}

export interface OneClickPlan {
  /** The checkout form's values: the full checkout opens with them when the shopper changes them or the host refuses. */
  readonly values: CheckoutValues;
  /** The chosen slot as the time section names it: its day and time, or null for as soon as possible. */
  readonly slotLabel: string | null;
  readonly payload: HandoverPayload;
}

/** The saved details as checkout values, the draft over the profile and the last order (the draft is newer). */
function savedValues({ user, last, draft }: SavedDetails): Partial<CheckoutValues> {
  const profile = { first_name: user.first_name ?? '', last_name: user.last_name ?? '', phone: user.phone ?? '', email: user.email, birth_date: user.birth_date ?? '' };
  const fromLast = {
    ...(last?.payment_method ? { payment: last.payment_method } : {}),
    ...(last?.curbside?.vehicle ? { vehicle: last.curbside.vehicle } : {}),
  };
  // The mode is the cart's (its totals are for it) and the time the earliest the store can fill, not a draft's.
  const { mode: _mode, time: _time, ...typed } = draft;
  return { ...profile, ...fromLast, ...typed };
}

/**
 * One-click checkout (000 §1 one-click-checkout): the order a signed-in shopper's saved details make for the cart's
 * mode, at the earliest time the store's rules give, or null when they are not enough. Enough means what the checkout
 * form asks: its rules pass (a delivery's address, a birth date where asked, an agreement where asked, which is never
 * saved), nothing blocks the order (the store closed, a minimum, an address out of the area, an unavailable item),
 * and a payment option the shopper chose before, unless the mode offers only one. Never on a kiosk: its tablet
 * serves one shopper after another.
 */
export function oneClickPlan({ store, remote, now, appMode, saved }: OneClickSources): OneClickPlan | null {
  const mode = remote.reservationMode;
  if (appMode === 'kiosk' || !offeredReservationModes(store, appMode).includes(mode) || remote.unavailable.length > 0) return null;
  const known = savedValues(saved);
  const address = saved.address ?? (mode === 'delivery' ? (saved.last?.delivery_address ?? null) : null);
  const start = initialCheckoutValues({ store, remote, address, kept: {}, draft: { ...known, mode } as CheckoutDraft, now, appMode });
  const options: readonly string[] = paymentOptions(store, mode);
  if (start.payment !== known.payment && options.length !== 1) return null;
  const { offer, closed } = checkoutTimeOffer(store, mode, now, areaTimingOf(remote));
  if (orderBlockers(store, remote, mode, closed).blocked) return null;
  const values: CheckoutValues = { ...start, mode, time: offeredTime(offer, ''), agreement: false };
  const context = checkoutContext(store, remote, null);
  if (!isFormValid(validateForm(values, checkoutRules(context, values)))) return null;
  const slot = offer.slots.find((candidate) => candidate.start === values.time);
  return { values, slotLabel: slot ? `${slot.day}, ${slot.label}` : null, payload: orderPayload(values, remote, null, appMode) };
}

/**
 * Places the plan's order as the checkout form places its own: the form's GA4 funnel (begin_checkout,
 * add_shipping_info, add_payment_info) at once, then its submit (the `checkout` message, `purchase`, the receipt path).
 */
export function placeOneClick(widget: WidgetInstance, remote: ServerCart, plan: OneClickPlan): Promise<SubmitOutcome> {
  const { values, payload } = plan;
  for (const step of checkoutFunnel(widget, remote, values.mode, values.payment)) if (step.key !== null) widget.analytics.track(step.event, step.params());
  return submitCheckout(widget, payload, remote, false);
}
