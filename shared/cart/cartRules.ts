import { CART_REFETCH_THRESHOLD_MS } from '../constants';
import type { AppMode } from '../types';
import type { CartLine } from './cartReducer';

/** 001 §9: the remote cart is refetched when it is older than 2 s, or when forced. */
export function shouldRefetchCart(fetchedAt: number | null, now: number, force = false): boolean {
  return force || fetchedAt === null || now - fetchedAt > CART_REFETCH_THRESHOLD_MS;
}

/** 001 §4: the drawer opens after adding, except in headless and bloom or when the caller suppresses it. */
export function opensDrawerAfterAdd(mode: AppMode, suppressed = false): boolean {
  return !suppressed && mode !== 'headless' && mode !== 'bloom';
}

/** The `cart` message of DESIGN §1.3: units in the cart and the total in cents. */
export function cartSummary(lines: readonly CartLine[], orderTotalCents: number | null): { count: number; totalCents: number } {
  const count = lines.reduce((sum, line) => sum + line.count, 0);
  const estimate = lines.reduce((sum, line) => sum + (line.unitCents ?? 0) * line.count, 0);
  return { count, totalCents: orderTotalCents ?? estimate };
}
