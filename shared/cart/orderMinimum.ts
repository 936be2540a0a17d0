import type { ReservationMode } from '../constants';
import { formatCurrency } from '../money';
import type { Cents } from '../money';

/** A store's order minimums (000 §3): pickup, curbside (its own, when set) and delivery (the address's, when known). */
export interface OrderMinimums {
  readonly pickup: Cents;
  readonly curbside: Cents | null;
  readonly delivery: Cents;
}

/** The subtotal a mode needs before checkout (docs/api-commerce.md, check 6): curbside falls back to pickup's. */
export function orderMinimumCents(mode: ReservationMode, minimums: OrderMinimums): Cents {
  if (mode === 'delivery') return minimums.delivery;
  if (mode === 'curbside') return minimums.curbside ?? minimums.pickup;
  return minimums.pickup;
}

/**
 * Checkout's refusal for a discounted subtotal under the mode's minimum, word for word
 * ('The pickup minimum is $30.00; your subtotal is $12.00'), or null when the subtotal reaches it.
 */
export function orderMinimumRefusal(mode: ReservationMode, minimumCents: Cents, subtotalCents: Cents): string | null {
  if (subtotalCents >= minimumCents) return null;
  return `The ${mode} minimum is ${formatCurrency(minimumCents)}; your subtotal is ${formatCurrency(subtotalCents)}`;
}
