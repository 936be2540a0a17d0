import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db';
import { WEIGHT_IDS, type Kind, type Lineage, type WeightId } from '../../../shared/types';
import type { IndexedProduct } from '../../search';
import { bool, dollars } from '../wire/money';

// What a store's menu index is built from, read narrowly: the columns an index holds and the four values of the
// product's `data` JSON it needs, pulled out by the database, never the whole row turned into a wire MenuProduct
// (which took 12–19 s at 50,000 products: mostly parsing every product's and menu row's JSON, photos and all).

/** Rows per statement (a chunk's rows are small: the longest field is the description). */
export const INDEX_ROWS_CHUNK = 5000;

const PRICE_COLUMNS = WEIGHT_IDS.flatMap((weight) => [`m.price_${weight}`, `m.discounted_price_${weight}`] as const);

/** [feelings, activities, compound_names, thc_dosage_milligrams] of the product's data, in one JSON array. */
type DataFacts = [string[] | null, string[] | null, string[] | null, number | null];

/**
 * One extraction per row (each parses the data once): on SQLite json_extract with several paths answers them as one
 * JSON array; data is text on PostgreSQL too (migration 0001), cast to jsonb once in a fenced subquery (OFFSET 0 keeps
 * the planner from repeating the cast for each key).
 */
function dataFacts(db: Kysely<Database>): RawBuilder<DataFacts | string> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return sql`(SELECT jsonb_build_array(d -> 'feelings', d -> 'activities', d -> 'compound_names', d -> 'thc_dosage_milligrams') FROM (SELECT p.data::jsonb AS d OFFSET 0) AS parsed)`;
  }
  return sql`json_extract(p.data, '$.feelings', '$.activities', '$.compound_names', '$.thc_dosage_milligrams')`;
}

function indexRows(db: Kysely<Database>, storeId: number) {
  return db
    .selectFrom('menu_products as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['m.product_id', 'p.name', 'b.name as brand_name', 'p.description', 'p.kind', 'p.category', 'p.brand_subtype', 'p.root_subtype'])
    .select(['p.percent_thc', 'p.percent_cbd', 'p.aggregate_rating', 'p.review_count'])
    .select(['m.visible', 'm.recommended', 'm.has_brand_discount', 'm.operator_store_rank', 'm.best_seller_rank', 'm.lowest_price_cents', ...PRICE_COLUMNS])
    .select(dataFacts(db).as('facts'))
    .where('m.store_id', '=', storeId)
    .where('m.visible', '=', 1);
}

type IndexRow = Awaited<ReturnType<ReturnType<typeof indexRows>['execute']>>[number];

/** A narrow row as the fields of the wire MenuProduct an index reads (api/wire menuProductToWire's values). */
export function indexedProductOf(row: IndexRow): IndexedProduct {
  const [feelings, activities, compoundNames, thcDosage] = (typeof row.facts === 'string' ? JSON.parse(row.facts) : row.facts) as DataFacts;
  const lowest = dollars(row.lowest_price_cents);
  const product: IndexedProduct = {
    id: row.product_id,
    product_id: row.product_id,
    name: row.name,
    brand: row.brand_name,
    description: row.description,
    kind: row.kind as Kind,
    category: row.category as Lineage | null,
    brand_subtype: row.brand_subtype,
    root_subtype: row.root_subtype,
    available_weights: [],
    feelings: feelings ?? undefined,
    activities: activities ?? undefined,
    compound_names: [...new Set(compoundNames ?? [])],
    has_brand_discount: bool(row.has_brand_discount),
    percent_thc: row.percent_thc,
    percent_cbd: row.percent_cbd,
    bucket_price: lowest,
    lowest_available_price: lowest,
    visible: bool(row.visible),
    recommended: bool(row.recommended),
    operator_store_rank: row.operator_store_rank,
    best_seller_rank: row.best_seller_rank,
    aggregate_rating: row.aggregate_rating,
    review_count: row.review_count,
    thc_dosage_milligrams: thcDosage ?? null,
  };
  for (const weight of WEIGHT_IDS) {
    const price = row[`price_${weight}`];
    product[`price_${weight}`] = dollars(price);
    product[`discounted_price_${weight}`] = dollars(row[`discounted_price_${weight}`]);
    // 000 §4: a weight is available only when it has a non-empty price.
    if (price !== null) product.available_weights.push(weight as WeightId);
  }
  return product;
}

/**
 * A store's visible menu products as an index reads them, INDEX_ROWS_CHUNK at a time in product id order (the order
 * menuProductChunks reads, so positions match).
 */
export async function* menuIndexRowChunks(db: Kysely<Database>, storeId: number, chunk = INDEX_ROWS_CHUNK): AsyncGenerator<IndexedProduct[]> {
  for (let after = 0; ;) {
    const rows = await indexRows(db, storeId).where('m.product_id', '>', after).orderBy('m.product_id').limit(chunk).execute();
    if (rows.length === 0) return;
    yield rows.map(indexedProductOf);
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].product_id;
  }
}
