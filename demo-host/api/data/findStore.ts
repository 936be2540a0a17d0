import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { Store } from '../../../shared/types';
import { notFound } from '../../http';
import { storeToWire } from '../wire';

export async function findStore(db: Kysely<Database>, storeId: number): Promise<Store | null> {
  const row = await db.selectFrom('stores').selectAll().where('id', '=', storeId).executeTakeFirst();
  return row ? storeToWire(row) : null;
}

/** The store, or a 404. */
export async function requireStore(db: Kysely<Database>, storeId: number): Promise<Store> {
  const store = await findStore(db, storeId);
  if (!store) throw notFound('store', storeId);
  return store;
}

export async function requireStoreExists(db: Kysely<Database>, storeId: number): Promise<void> {
  const row = await db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst();
  if (!row) throw notFound('store', storeId);
}
