import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import { ApiError } from '../../http';
import type { CartsTable, Database } from '../../db';
import type { CommerceDeps } from '../deps';
import { CART_NOT_FOUND } from './cartAccess';
import type { CartRow } from './loadCart';

export type Trx = Transaction<Database>;

/** Reads a cart row inside a transaction, locking it on PostgreSQL so concurrent writers queue. */
export async function lockCart(deps: CommerceDeps, trx: Kysely<Database>, uuid: string): Promise<CartRow | null> {
  let query = trx.selectFrom('carts').selectAll().where('uuid', '=', uuid);
  if (deps.dialect === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

/**
 * Runs one change to a cart in a transaction: the row is re-read and locked, the owner re-checked
 * (it may have changed since the request began), and the version bumped so readers can tell.
 * Rules that depend on the cart's lines (cart limits) belong inside `change`, read through `trx`: the lock
 * queues concurrent changes of one cart on PostgreSQL (SQLite runs one transaction at a time), so each
 * sees the lines the one before it wrote. `create` inserts the cart first, in the same transaction, so a
 * refused first add leaves no empty cart behind. `columns` names what else the change writes to the cart's
 * row, written with the version bump in one statement.
 */
export async function changeCart<T>(
  deps: CommerceDeps,
  uuid: string,
  userId: number | null,
  change: (trx: Trx, cart: CartRow) => Promise<T>,
  options: { create?: Insertable<CartsTable>; columns?: (result: T) => Updateable<CartsTable> } = {},
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    if (options.create) await trx.insertInto('carts').values(options.create).execute();
    const cart = await lockCart(deps, trx, uuid);
    if (!cart || (cart.user_id !== null && cart.user_id !== userId)) throw new ApiError('not_found', CART_NOT_FOUND);
    const result = await change(trx, cart);
    await trx
      .updateTable('carts')
      .set({ ...options.columns?.(result), version: cart.version + 1, updated_at: deps.now().toISOString() })
      .where('id', '=', cart.id)
      .execute();
    return result;
  });
}
