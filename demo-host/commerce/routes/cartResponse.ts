import { authenticateWith } from '../auth/authenticate';
import { cartFor } from '../cart/cartAccess';
import { cartState, rememberSeen, seenData, type CartState } from '../cart/cartState';
import { cartView } from '../cart/cartView';
import type { AddressWithPoint } from '../cart/deliveryArea';
import { loadCartRow, type CartRow } from '../cart/loadCart';
import type { CommerceDeps } from '../deps';
import type { Context } from 'hono';

/** An address given in a query (GET /carts, /pos_cart, lookup_sales_tax_rate), or null without a street. */
export function queryAddress(q: { delivery_address?: AddressWithPoint; street?: string; city?: string; state_code?: string; zipcode?: string }): AddressWithPoint | null {
  if (q.delivery_address) return q.delivery_address;
  return q.street ? { street: q.street, city: q.city ?? '', state_code: q.state_code ?? '', zipcode: q.zipcode ?? '' } : null;
}

/** The cart priced now, with a transient address and mode when the request names them. */
export async function pricedState(deps: CommerceDeps, cart: CartRow, over: { address?: AddressWithPoint | null; mode?: string } = {}): Promise<CartState> {
  const effective: CartRow = {
    ...cart,
    reservation_mode: over.mode ?? cart.reservation_mode,
    delivery_address_json: over.address ? JSON.stringify(over.address) : cart.delivery_address_json,
  };
  return cartState(deps, effective);
}

/** GET-style answer: prices the cart, keeps special_has_changed sticky, answers `{ cart }`. */
export async function readCartAnswer(deps: CommerceDeps, c: Context, cart: CartRow, address?: AddressWithPoint | null) {
  const state = await pricedState(deps, cart, { address });
  await rememberSeen(deps, state);
  return c.json({ cart: cartView(state, deps.now()) });
}

/**
 * After the shopper changed the cart: what they see now is the new baseline for special_has_changed,
 * and the flags keep only what was already set (their own change is not a price move).
 */
export async function changedCartState(deps: CommerceDeps, uuid: string): Promise<CartState> {
  const cart = await loadCartRow(deps, uuid);
  const state = await cartState(deps, cart!);
  const data = seenData(state, {
    special_has_changed: state.data.special_has_changed === true,
    brand_special_has_changed: state.data.brand_special_has_changed === true,
  });
  await deps.db.updateTable('carts').set({ data: JSON.stringify(data) }).where('id', '=', cart!.id).execute();
  return { ...state, data, change: { special_has_changed: data.special_has_changed!, brand_special_has_changed: data.brand_special_has_changed! } };
}

export async function changedCartAnswer(deps: CommerceDeps, c: Context, uuid: string) {
  const state = await changedCartState(deps, uuid);
  return c.json({ cart: cartView(state, deps.now()) });
}

export { authenticateWith, cartFor };
