import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { MenuProduct } from '../../../shared/types';
import { menuProductToWire, type ProductRow, type SpecialRow } from '../wire';

function productRows(db: Kysely<Database>) {
  return db.selectFrom('products as p').leftJoin('brands as b', 'b.id', 'p.brand_id').selectAll('p').select('b.name as brand_name');
}

// A store's menu rows (all, or those of some products) over their products and specials, as wire MenuProducts.
async function menuProductsOf(db: Kysely<Database>, storeId: number, productIds?: readonly number[]): Promise<MenuProduct[]> {
  let menu = db.selectFrom('menu_products').selectAll().where('store_id', '=', storeId);
  // Only the products the store's rows name are turned into menu products, so some ids need no test of the store
  // (that subquery reads every row of the store: 65 ms at 50,000 products, for a page of 24).
  const products = productIds
    ? productRows(db).where('p.id', 'in', productIds)
    : productRows(db).where('p.id', 'in', db.selectFrom('menu_products').select('product_id').where('store_id', '=', storeId));
  if (productIds) menu = menu.where('product_id', 'in', productIds);
  const [menuRows, productRowsOfMenu, specials] = await Promise.all([
    menu.orderBy('product_id').execute(),
    products.execute(),
    db.selectFrom('specials').select(['id', 'title', 'discount_type', 'discount_percent', 'data']).where('store_id', '=', storeId).execute(),
  ]);
  const productById = new Map<number, ProductRow>(productRowsOfMenu.map((p) => [p.id, p]));
  const specialById = new Map<number, SpecialRow>(specials.map((s) => [s.id, s]));
  return menuRows.flatMap((row) => {
    const product = productById.get(row.product_id);
    if (!product) return [];
    return [menuProductToWire(row, product, row.special_id === null ? null : (specialById.get(row.special_id) ?? null))];
  });
}

/** Every menu product of a store (visible or not), as the wire MenuProduct: what a menu index is built from. */
export function loadMenuProducts(db: Kysely<Database>, storeId: number): Promise<MenuProduct[]> {
  return menuProductsOf(db, storeId);
}

/** Products per statement when a whole menu is read (menuProductChunks). */
export const MENU_CHUNK = 2000;

/**
 * Every menu product of a store (visible or not), a chunk of MENU_CHUNK at a time in product id order: what a menu
 * index is built from, without holding a large store's products all at once.
 */
export async function* menuProductChunks(db: Kysely<Database>, storeId: number, chunk = MENU_CHUNK): AsyncGenerator<MenuProduct[]> {
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('menu_products')
      .select('product_id')
      .where('store_id', '=', storeId)
      .where('product_id', '>', after)
      .orderBy('product_id')
      .limit(chunk)
      .execute();
    if (rows.length === 0) return;
    yield await menuProductsOf(
      db,
      storeId,
      rows.map((row) => row.product_id),
    );
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].product_id;
  }
}

/** Some menu products of a store by product id (what a menu index re-reads after a product changed); a product the store does not carry is left out. */
export async function loadMenuProductsByIds(db: Kysely<Database>, storeId: number, productIds: readonly number[]): Promise<MenuProduct[]> {
  return productIds.length === 0 ? [] : menuProductsOf(db, storeId, productIds);
}

export { productRows };
