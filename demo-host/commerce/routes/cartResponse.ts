import { bundleOffer } from '../cart/bundleOffer';
import { afterOwnChange, cartState, rememberSeen, type CartState } from '../cart/cartState';
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
  return cartAnswer(deps, c, state);
}

/** `{ cart }` (with `extra` first): the Cart of 001 §3, whose `pos` is what GET /pos_cart answers for it. */
export function cartAnswer(deps: CommerceDeps, c: Context, state: CartState, extra: Record<string, unknown> = {}, status: 200 | 201 = 200) {
  return c.json({ ...extra, cart: cartView(state, deps.now()) }, status);
}

/**
 * A line change's answer (DESIGN §3: one request per cart change): the cart priced once, with its POS totals, and
 * `bundle`, what GET /carts/find_bundle_specials answers for the product touched (001 §4 bundle prompt).
 */
export async function lineChangeAnswer(deps: CommerceDeps, c: Context, state: CartState, touchedProductId: number, extra: Record<string, unknown> = {}, status: 200 | 201 = 200) {
  const bundle = await bundleOffer(deps, state, touchedProductId);
  return c.json({ ...extra, cart: cartView(state, deps.now()), bundle }, status);
}

/** A change made elsewhere (a loyalty redemption): the cart read and priced again, its seen prices kept (afterOwnChange). */
export async function changedCartAnswer(deps: CommerceDeps, c: Context, uuid: string) {
  const cart = await loadCartRow(deps, uuid);
  const state = afterOwnChange(await cartState(deps, cart!));
  await deps.db
    .updateTable('carts')
    .set({ data: JSON.stringify(state.data) })
    .where('id', '=', cart!.id)
    .execute();
  return cartAnswer(deps, c, state);
}
