import { PostgresAdapter, sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db';
import type { MenuProduct } from '../../../shared/types';
import { menuProductToWire, type ProductRow, type SpecialRow } from '../wire';
import type { MenuRow } from '../wire/productToWire';

function productRows(db: Kysely<Database>) {
  return db.selectFrom('products as p').leftJoin('brands as b', 'b.id', 'p.brand_id').selectAll('p').select('b.name as brand_name');
}

// A product's and a special's columns, each named with a prefix beside the menu row's own (both tables have id and data).
const PRODUCT_COLUMNS = [
  'id',
  'name',
  'brand_id',
  'kind',
  'category',
  'type',
  'root_subtype',
  'brand_subtype',
  'url_slug',
  'description',
  'percent_thc',
  'percent_cbd',
  'aggregate_rating',
  'review_count',
  'data',
] as const satisfies readonly (keyof ProductRow)[];
const SPECIAL_COLUMNS = ['id', 'title', 'discount_type', 'discount_percent', 'data'] as const satisfies readonly (keyof SpecialRow)[];

type JoinedRow = MenuRow & { brand_name: string | null } & Record<string, unknown>;

function pick<T>(row: JoinedRow, prefix: string, columns: readonly string[]): T {
  return Object.fromEntries(columns.map((column) => [column, row[`${prefix}${column}`]])) as T;
}

/**
 * `m.product_id` among the ids: on PostgreSQL one array parameter (`= any($2)`), so a page of 24 ids and one of 7 are
 * the same SQL text, one statement prepared by name (db/preparedStatements.ts), not one per length of IN list.
 */
function productIdAmong(db: Kysely<Database>, productIds: readonly number[]) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return sql<SqlBool>`m.product_id = any(${sql.val([...productIds])})`;
  return sql<SqlBool>`m.product_id in (${sql.join(productIds)})`;
}

/**
 * A store's menu rows (all, or those of some products) with their products, brands and specials, as wire
 * MenuProducts, in product id order: one statement (a page's records were three, each a round trip on PostgreSQL,
 * and the store's every special read for each page). A row whose product is gone is left out; a special not of
 * this store is none.
 */
async function menuProductsOf(db: Kysely<Database>, storeId: number, productIds?: readonly number[]): Promise<MenuProduct[]> {
  let rows = db
    .selectFrom('menu_products as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('specials as s', (join) => join.onRef('s.id', '=', 'm.special_id').on('s.store_id', '=', storeId))
    .selectAll('m')
    .select('b.name as brand_name')
    .select(PRODUCT_COLUMNS.map((column) => sql.ref(`p.${column}`).as(`p_${column}`)))
    .select(SPECIAL_COLUMNS.map((column) => sql.ref(`s.${column}`).as(`s_${column}`)))
    .where('m.store_id', '=', storeId);
  if (productIds) rows = rows.where(productIdAmong(db, productIds));
  const joined = (await rows.orderBy('m.product_id').execute()) as unknown as JoinedRow[];
  return joined.map((row) => {
    const product = { ...pick<ProductRow>(row, 'p_', PRODUCT_COLUMNS), brand_name: row.brand_name };
    const special = row.s_id === null ? null : pick<SpecialRow>(row, 's_', SPECIAL_COLUMNS);
    return menuProductToWire(row, product, special);
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
