import type { Kysely, Transaction } from 'kysely';
import { CommerceError } from '../CommerceError';
import type { Database } from '../../db';
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
 */
export async function changeCart<T>(
  deps: CommerceDeps,
  uuid: string,
  userId: number | null,
  change: (trx: Trx, cart: CartRow) => Promise<T>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    const cart = await lockCart(deps, trx, uuid);
    if (!cart || (cart.user_id !== null && cart.user_id !== userId)) throw new CommerceError('not_found', CART_NOT_FOUND);
    const result = await change(trx, cart);
    await trx
      .updateTable('carts')
      .set({ version: cart.version + 1, updated_at: deps.now().toISOString() })
      .where('id', '=', cart.id)
      .execute();
    return result;
  });
}
