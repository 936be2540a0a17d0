import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { MenuProduct } from '../../../shared/types';
import { menuProductToWire, type ProductRow, type SpecialRow } from '../wire';

function productRows(db: Kysely<Database>) {
  return db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .selectAll('p')
    .select('b.name as brand_name');
}

/** Every menu product of a store (visible or not), as the wire MenuProduct: what a menu index is built from. */
export async function loadMenuProducts(db: Kysely<Database>, storeId: number): Promise<MenuProduct[]> {
  const [menu, products, specials] = await Promise.all([
    db.selectFrom('menu_products').selectAll().where('store_id', '=', storeId).orderBy('product_id').execute(),
    productRows(db)
      .where('p.id', 'in', db.selectFrom('menu_products').select('product_id').where('store_id', '=', storeId))
      .execute(),
    db.selectFrom('specials').select(['id', 'title', 'discount_type', 'discount_percent', 'data']).where('store_id', '=', storeId).execute(),
  ]);
  const productById = new Map<number, ProductRow>(products.map((p) => [p.id, p]));
  const specialById = new Map<number, SpecialRow>(specials.map((s) => [s.id, s]));
  return menu.flatMap((row) => {
    const product = productById.get(row.product_id);
    if (!product) return [];
    return [menuProductToWire(row, product, row.special_id === null ? null : specialById.get(row.special_id) ?? null)];
  });
}

/** One menu product, or null when the store does not carry the product. */
export async function findMenuProduct(db: Kysely<Database>, storeId: number, productId: number): Promise<MenuProduct | null> {
  const row = await db
    .selectFrom('menu_products')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!row) return null;
  const product = await productRows(db).where('p.id', '=', productId).executeTakeFirst();
  if (!product) return null;
  const special =
    row.special_id === null
      ? null
      : ((await db
          .selectFrom('specials')
          .select(['id', 'title', 'discount_type', 'discount_percent', 'data'])
          .where('id', '=', row.special_id)
          .executeTakeFirst()) ?? null);
  return menuProductToWire(row, product, special);
}

export { productRows };
