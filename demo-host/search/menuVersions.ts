import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db';

/**
 * Tells every host process that a store's menu changed (DESIGN §1.7): bumps the store's menu version in the
 * database, which each MenuIndexCache compares before using its index, so the very next request on any process
 * answers from the new rows. Call it with every write to what a menu shows (prices, visibility, stock, specials, the
 * catalogue products a store carries: once per store that carries them), inside the writer's transaction so the
 * bump commits or rolls back with the write, or right after the commit. One upsert on the store's row, the same SQL
 * on SQLite and PostgreSQL; concurrent writers queue on that row until their commits, so no bump is lost (call it
 * last in a long transaction, to hold the row briefly). A store that does not exist is refused (foreign key).
 */
export async function menuChanged(db: Kysely<Database> | Transaction<Database>, storeId: number): Promise<void> {
  await db
    .insertInto('menu_versions')
    .values({ store_id: storeId, version: 1 })
    .onConflict((conflict) => conflict.column('store_id').doUpdateSet({ version: sql<number>`menu_versions.version + 1` }))
    .execute();
}

/**
 * What a store's menu index must be built from or patched up to: its menu version (menuChanged; 0 for a store whose
 * menu never changed) and the number of its latest product changed in place (productChanged; 0 for none).
 */
export interface MenuVersion {
  version: number;
  productChange: number;
}

/** The store's menu version now: one statement, two primary-key reads. */
export async function menuVersionOf(db: Kysely<Database>, storeId: number): Promise<MenuVersion> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('menu_versions').select('version').where('store_id', '=', storeId).as('version'),
      eb.selectFrom('menu_product_sequences').select('sequence').where('store_id', '=', storeId).as('product_change'),
    ])
    .executeTakeFirstOrThrow();
  return { version: Number(row.version ?? 0), productChange: Number(row.product_change ?? 0) };
}
