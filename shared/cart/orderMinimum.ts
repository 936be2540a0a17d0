import type { ReservationMode } from '../constants';
import { dollarsToCents, formatCurrency } from '../money';
import type { Cents } from '../money';
import type { Store } from '../types/store';
import type { ServerCart } from './serverCart';

/** A store's order minimums (000 §3): pickup, curbside (its own, when set) and delivery (the address's, when known). */
export interface OrderMinimums {
  readonly pickup: Cents;
  readonly curbside: Cents | null;
  readonly delivery: Cents;
}

/** How far a subtotal is from a mode's minimum. */
export interface MinimumShortfall {
  readonly mode: ReservationMode;
  readonly minimumCents: Cents;
  readonly shortCents: Cents;
}

/** The subtotal a mode needs before checkout (docs/api-commerce.md, check 6): curbside falls back to pickup's. */
export function orderMinimumCents(mode: ReservationMode, minimums: OrderMinimums): Cents {
  if (mode === 'delivery') return minimums.delivery;
  if (mode === 'curbside') return minimums.curbside ?? minimums.pickup;
  return minimums.pickup;
}

/**
 * A store's minimums in cents (000 §3 minimum order amounts): the delivery address's minimum (the cart's
 * delivery_minimum, docs/api-commerce.md) before the store's own.
 */
export function orderMinimumsOf(store: Pick<Store, 'pickup_minimum' | 'delivery_minimum' | 'curbside_timing'>, addressDeliveryMinimum: Cents | null): OrderMinimums {
  return {
    pickup: dollarsToCents(store.pickup_minimum) ?? 0,
    curbside: dollarsToCents(store.curbside_timing?.minimum_order),
    delivery: addressDeliveryMinimum ?? dollarsToCents(store.delivery_minimum) ?? 0,
  };
}

/**
 * The delivery minimum the server found for the cart's address, or null: a cart that is not for delivery, or whose
 * address is not placed in the area, answers 0 there (docs/api-commerce.md delivery_status), which is not a minimum.
 */
export function addressDeliveryMinimum(cart: Pick<ServerCart, 'reservationMode' | 'deliveryStatus' | 'deliveryMinimumCents'>): Cents | null {
  const placed = cart.reservationMode === 'delivery' && (cart.deliveryStatus === 'ok' || cart.deliveryStatus === 'below_minimum');
  return placed ? cart.deliveryMinimumCents : null;
}

/** What a discounted subtotal lacks for the mode's minimum, or null when it reaches it (checkout refuses exactly then). */
export function orderMinimumShortfall(mode: ReservationMode, minimumCents: Cents, subtotalCents: Cents): MinimumShortfall | null {
  return subtotalCents >= minimumCents ? null : { mode, minimumCents, shortCents: minimumCents - subtotalCents };
}

/** Every mode of `modes` the subtotal is short for, `current` first: what the bag tells before checkout. */
export function orderMinimumShortfalls(modes: readonly ReservationMode[], current: ReservationMode, minimums: OrderMinimums, subtotalCents: Cents): MinimumShortfall[] {
  const ordered = modes.includes(current) ? [current, ...modes.filter((m) => m !== current)] : modes;
  return ordered.flatMap((mode) => orderMinimumShortfall(mode, orderMinimumCents(mode, minimums), subtotalCents) ?? []);
}

/** What the shopper can still do about it: 'Add $18.00 more for delivery (minimum $30.00)'. */
export function orderMinimumNotice(short: MinimumShortfall): string {
  return `Add ${formatCurrency(short.shortCents)} more for ${short.mode} (minimum ${formatCurrency(short.minimumCents)})`;
}

/**
 * Checkout's refusal for a discounted subtotal under the mode's minimum, word for word
 * ('The pickup minimum is $30.00; your subtotal is $12.00'), or null when the subtotal reaches it.
 */
export function orderMinimumRefusal(mode: ReservationMode, minimumCents: Cents, subtotalCents: Cents): string | null {
  if (!orderMinimumShortfall(mode, minimumCents, subtotalCents)) return null;
  return `The ${mode} minimum is ${formatCurrency(minimumCents)}; your subtotal is ${formatCurrency(subtotalCents)}`;
}
