import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import { fromJson, type Database } from '../../db';
import { WEIGHT_IDS, type MenuProduct, type WeightId } from '../../../shared/types';
import { bool, dollars } from '../wire/money';

/**
 * The fields of a menu product that whole-menu readers (the merchandising rows, the budtender's facts, a special's
 * product lists) need beside the menu index's columns: a few scalars, the prices and a few small lists, as
 * menuProductToWire gives them (prices in dollars), never the photos, descriptions and lab results of the full product.
 */
export type MenuFeatureRow = Pick<
  MenuProduct,
  | 'id'
  | 'name'
  | 'kind'
  | 'type'
  | 'category'
  | 'brand'
  | 'root_subtype'
  | 'percent_thc'
  | 'percent_cbd'
  | 'thc_dosage_milligrams'
  | 'cbd_dosage_milligrams'
  | 'aggregate_rating'
  | 'review_count'
  | 'best_seller_rank'
  | 'special_id'
  | 'has_brand_discount'
  | 'effects'
  | 'feelings'
  | 'activities'
  | 'applicable_special_ids'
  | 'applicable_brand_special_ids'
  | 'applicable_bundle_special_ids'
  | `price_${WeightId}`
  | `discounted_price_${WeightId}`
>;

/** Reads a store's feature rows in chunks (visible or not; the reader keeps those its index shows). */
export type MenuFeatureReader = (storeId: number) => AsyncIterable<readonly MenuFeatureRow[]>;

/**
 * Rows per statement. A chunk's rows are alive together while the derivations see them: at 5,000 the host's RSS rose
 * by about 100 MB during a 50,000-product read, at 1,000 by about 30 MB, in the same time (one read, 2 s).
 */
export const FEATURE_CHUNK = 1000;

const PRICE_COLUMNS = WEIGHT_IDS.flatMap((weight) => [`m.price_${weight}`, `m.discounted_price_${weight}`] as const);

/**
 * Some keys of a JSON text column as one JSON array of their values (null for a missing key), selected in SQL so the
 * rest of the document never leaves the database. SQLite parses the document once for all the keys (one json_extract
 * with several paths: 1.7 s instead of 5.0 s for 50,000 rows read with one `->` a key) and answers JSON text;
 * PostgreSQL answers a value the driver has parsed already.
 */
function jsonKeys(postgres: boolean, column: string, keys: readonly string[]): RawBuilder<unknown> {
  const ref = sql.ref(column);
  if (postgres) return sql`json_build_array(${sql.join(keys.map((key) => sql`(${ref}::jsonb) -> ${sql.lit(key)}`))})`;
  return sql`json_extract(${ref}, ${sql.join(keys.map((key) => sql.lit(`$.${key}`)))})`;
}

/** A jsonKeys column's values, in the order of its keys. */
const valuesOf = (value: unknown): unknown[] => (typeof value === 'string' ? fromJson<unknown[] | null>(value, null) : (value as unknown[] | null)) ?? [];

/** The price columns' names, made once: a key built per row and weight cost more than the rest of the row's reading. */
const PRICE_KEYS = WEIGHT_IDS.flatMap((weight) => [`price_${weight}`, `discounted_price_${weight}`]);

type Selected = Record<string, unknown> & { product_json: unknown; menu_json: unknown };

/**
 * The selected row made a feature row in place: its prices to dollars, its flag to a boolean, the JSON keys' values
 * set as fields. Every row of a statement has the same columns, so the rows share one object shape, and no second
 * object is made per row (a new object with the 16 price keys added one by one took as long as the select itself).
 */
function featureRowOf(row: Selected): MenuFeatureRow {
  for (const key of PRICE_KEYS) row[key] = dollars(row[key] as number | null);
  const [effects, feelings, activities, thcDose, cbdDose] = valuesOf(row.product_json);
  const [specialIds, brandSpecialIds, bundleSpecialIds] = valuesOf(row.menu_json);
  row.product_json = undefined;
  row.menu_json = undefined;
  row.has_brand_discount = bool(row.has_brand_discount as number | boolean);
  row.thc_dosage_milligrams = thcDose ?? null;
  row.cbd_dosage_milligrams = cbdDose ?? null;
  row.effects = effects ?? [];
  row.feelings = feelings ?? undefined;
  row.activities = activities ?? undefined;
  row.applicable_special_ids = specialIds ?? [];
  row.applicable_brand_special_ids = brandSpecialIds ?? [];
  row.applicable_bundle_special_ids = bundleSpecialIds ?? { qualify: [], discount: [] };
  return row as unknown as MenuFeatureRow;
}

/**
 * A store's menu rows as feature rows, FEATURE_CHUNK at a time in product id order: one narrow select of the columns
 * and JSON keys MenuFeatureRow names (the product's document stays in the database), so reading a 50,000-product
 * menu for its features never holds its full products.
 */
export async function* menuFeatureRows(db: Kysely<Database>, storeId: number, chunk = FEATURE_CHUNK): AsyncGenerator<MenuFeatureRow[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('menu_products as m')
      .innerJoin('products as p', 'p.id', 'm.product_id')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['p.id', 'p.name', 'p.kind', 'p.type', 'p.category', 'p.root_subtype', 'p.percent_thc', 'p.percent_cbd', 'p.aggregate_rating', 'p.review_count'])
      .select(['b.name as brand', 'm.best_seller_rank', 'm.special_id', 'm.has_brand_discount', ...PRICE_COLUMNS])
      .select(jsonKeys(postgres, 'p.data', ['effects', 'feelings', 'activities', 'thc_dosage_milligrams', 'cbd_dosage_milligrams']).as('product_json'))
      .select(jsonKeys(postgres, 'm.data', ['applicable_special_ids', 'applicable_brand_special_ids', 'applicable_bundle_special_ids']).as('menu_json'))
      .where('m.store_id', '=', storeId)
      .where('m.product_id', '>', after)
      .orderBy('m.product_id')
      .limit(chunk)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((row) => featureRowOf(row as unknown as Selected));
    if (rows.length < chunk) return;
    after = (rows[rows.length - 1] as { id: number }).id;
  }
}

/** The feature reader over a database. */
export const databaseFeatures =
  (db: Kysely<Database>): MenuFeatureReader =>
  (storeId) =>
    menuFeatureRows(db, storeId);
