import type { Insertable, Updateable } from 'kysely';
import type { CartsTable } from '../../db';
import type { CommerceDeps } from '../deps';
import { changeCart, type Trx } from './cartTransaction';
import { afterOwnChange, loadCartParts, priceCartParts, type CartParts, type CartState } from './cartState';
import type { CartRow } from './loadCart';

/** A cart as a change leaves it: its row, its parts (read in the change's transaction) and the row's columns it set. */
export interface ChangedCart extends CartParts {
  cart: CartRow;
  set?: Updateable<CartsTable>;
}

export interface ChangeOptions {
  /** Inserts the cart first (a first add): see changeCart. */
  create?: Insertable<CartsTable>;
  /** A rule on the priced cart (a tip bound): throwing here rolls the change back. */
  accept?: (state: CartState) => void;
}

/**
 * One change to a cart, priced once (DESIGN §3: one request per cart change, and it answers the priced cart).
 * `change` runs in the cart's transaction (changeCart) and answers the cart as it left it; that is priced in the
 * same transaction, without reading again what the change read, and the seen prices (afterOwnChange) are written
 * with the version bump.
 */
export async function changeAndPrice(
  deps: CommerceDeps,
  uuid: string,
  userId: number | null,
  change: (trx: Trx, cart: CartRow) => Promise<ChangedCart>,
  options: ChangeOptions = {},
): Promise<CartState> {
  let set: Updateable<CartsTable> | undefined;
  return changeCart(
    deps,
    uuid,
    userId,
    async (trx, locked) => {
      const changed = await change(trx, locked);
      set = changed.set;
      const state = afterOwnChange(await priceCartParts({ ...deps, db: trx }, changed.cart, changed));
      options.accept?.(state);
      return state;
    },
    { create: options.create, columns: (state) => ({ ...set, data: JSON.stringify(state.data) }) },
  );
}

/** A change to the cart's own row (mode, address, promo code, tip, flags): `set` applied, the parts read once. */
export function changeColumns(deps: CommerceDeps, set: Updateable<CartsTable>): (trx: Trx, cart: CartRow) => Promise<ChangedCart> {
  return async (trx, locked) => {
    const cart = { ...locked, ...set } as CartRow;
    return { cart, set, ...(await loadCartParts({ ...deps, db: trx }, cart)) };
  };
}
