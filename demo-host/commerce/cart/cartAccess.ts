import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { authenticateWith } from '../auth/authenticate';
import { ApiError } from '../../http';
import type { CommerceDeps } from '../deps';
import { loadCartRow, type CartRow } from './loadCart';

/** A new cart uuid: 122 random bits from the CSPRNG, so a uuid cannot be guessed from another. */
export const newCartUuid = (): string => randomUUID();

export const CART_NOT_FOUND = 'Cart not found';

/**
 * The cart a request may use: reachable only by its uuid and, once it has a user, only by that user.
 * Someone else's cart answers the same 404 as a missing one, so uuids cannot be probed.
 */
export async function cartFor(deps: CommerceDeps, c: Context, uuid: string): Promise<{ cart: CartRow; userId: number | null }> {
  const [cart, userId] = await Promise.all([loadCartRow(deps, uuid), authenticateWith(deps, c)]);
  if (!cart || (cart.user_id !== null && cart.user_id !== userId)) throw new ApiError('not_found', CART_NOT_FOUND);
  return { cart, userId };
}

/** 001 §8: 'Cart is not pending' once checked out; the widget clears its cart on this message. */
export function assertPending(cart: CartRow): void {
  if (cart.status === 'checked_out' || cart.status === 'deleted') throw new ApiError('cart_not_pending', 'Cart is not pending');
}
