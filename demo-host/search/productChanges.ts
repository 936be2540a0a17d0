import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db';

/**
 * Tells every host process that one product changed in place in the menus of the stores that carry it (its rating and
 * review count after a review), without the whole-menu rebuild a menuChanged would cost each of them (a 5,000-product
 * store took 1.7 s on SQLite and 4.1 s on PostgreSQL to read again). Each store numbers its changes: the upsert that
 * takes the next number locks the store's sequence row until the writer commits, so numbers commit in order and a
 * reader that saw number n has every change up to n. The product keeps the number of its latest change; every
 * MenuIndexCache re-reads the products changed after the number it last saw (productsChangedSince). Call it inside
 * the writer's transaction. Two statements, however many stores carry the product; stores are taken in id order, so
 * concurrent writers cannot deadlock on them.
 */
export async function productChanged(db: Kysely<Database> | Transaction<Database>, productId: number): Promise<void> {
  const numbered = await db
    .insertInto('menu_product_sequences')
    .columns(['store_id', 'sequence'])
    .expression(
      db
        .selectFrom('menu_products')
        .select(['store_id', sql<number>`1`.as('sequence')])
        .where('product_id', '=', productId)
        .orderBy('store_id'),
    )
    .onConflict((conflict) => conflict.column('store_id').doUpdateSet({ sequence: sql<number>`menu_product_sequences.sequence + 1` }))
    .returning(['store_id', 'sequence'])
    .execute();
  if (numbered.length === 0) return;
  await db
    .insertInto('menu_product_changes')
    .values(numbered.map(({ store_id, sequence }) => ({ store_id, product_id: productId, sequence })))
    .onConflict((conflict) => conflict.columns(['store_id', 'product_id']).doUpdateSet((eb) => ({ sequence: eb.ref('excluded.sequence') })))
    .execute();
}

/** The store's products changed in place after change number `after`, each once. */
export async function productsChangedSince(db: Kysely<Database>, storeId: number, after: number): Promise<number[]> {
  const rows = await db.selectFrom('menu_product_changes').select('product_id').where('store_id', '=', storeId).where('sequence', '>', after).execute();
  return rows.map((row) => row.product_id);
}
