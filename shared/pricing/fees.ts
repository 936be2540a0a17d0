import type { ReservationMode } from '../constants';
import { decideDeliveryArea } from '../delivery/deliveryArea';
import type { DeliveryRule } from '../delivery/types';
import type { Cents, DeliveryLocation, DeliverySettings } from './types';

/** no_address: a delivery cart with no address yet, so neither the area nor the fee is known. */
export type DeliveryStatus = 'not_delivery' | 'no_address' | 'ok' | 'outside_area' | 'below_minimum';

export interface DeliveryQuote {
  status: DeliveryStatus;
  delivery_fee_amount: Cents;
  /** The order minimum for this address (0 when none); checkout refuses a subtotal below it. */
  minimum: Cents;
  free_delivery: boolean;
  /** The lowest free_delivery_configs cart_minimum, or null when the store has none. */
  free_delivery_minimum: Cents | null;
  /** The rule that decided (the store's strategy) and why, in plain words; null when nothing was decided. */
  rule: DeliveryRule | null;
  reason: string | null;
  /** A listed zip's own timing (000 §3 delivery_zipcodes), else null. */
  lead_time_minutes: number | null;
  last_call_minutes: number | null;
}

const undecided = (status: DeliveryStatus, free_delivery_minimum: Cents | null): DeliveryQuote => ({
  status,
  delivery_fee_amount: 0,
  minimum: 0,
  free_delivery: false,
  free_delivery_minimum,
  rule: null,
  reason: null,
  lead_time_minutes: null,
  last_call_minutes: null,
});

function freeDeliveryMinimum(settings: DeliverySettings | null | undefined): Cents | null {
  const thresholds = (settings?.free_delivery_configs ?? []).map((c) => c.cart_minimum).filter((m) => m >= 0);
  return thresholds.length > 0 ? Math.min(...thresholds) : null;
}

/**
 * The delivery fee (000 §3 delivery settings). Only delivery carts pay it, once they have an address. The area
 * rule (shared/delivery decideDeliveryArea) gives the fee and minimum of the zip, geofence or radius that took
 * the address. At or above the lowest free-delivery cart_minimum the fee is waived. The threshold and the minimum
 * are checked against the discounted subtotal: what the shopper pays for products. An empty cart pays no fee.
 */
export function quoteDelivery(
  mode: ReservationMode,
  settings: DeliverySettings | null | undefined,
  where: DeliveryLocation | null | undefined,
  discountedSubtotal: Cents,
  cartHasItems = true,
): DeliveryQuote {
  const freeFrom = freeDeliveryMinimum(settings);
  if (mode !== 'delivery') return undecided('not_delivery', null);
  if (!where) return undecided('no_address', freeFrom);
  const decision = decideDeliveryArea(settings ?? {}, where);
  if (!decision.inside) return { ...undecided('outside_area', freeFrom), rule: decision.rule, reason: decision.reason };
  const { terms } = decision;
  const free = freeFrom !== null && discountedSubtotal >= freeFrom;
  return {
    status: discountedSubtotal < terms.minimum ? 'below_minimum' : 'ok',
    delivery_fee_amount: free || !cartHasItems ? 0 : Math.max(0, terms.fee),
    minimum: terms.minimum,
    free_delivery: free,
    free_delivery_minimum: freeFrom,
    rule: decision.rule,
    reason: decision.reason,
    lead_time_minutes: terms.lead_time_minutes,
    last_call_minutes: terms.last_call_minutes,
  };
}

/** The store's flat service fee, charged once on a cart that holds something. */
export function serviceFee(amount: Cents | null | undefined, cartHasItems: boolean): Cents {
  return cartHasItems ? Math.max(0, amount ?? 0) : 0;
}
