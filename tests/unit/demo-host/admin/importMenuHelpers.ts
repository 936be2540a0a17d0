import type { Kysely } from 'kysely';
import type { Database } from '../../../../demo-host/db';
import { WEIGHT_IDS } from '../../../../shared/types';

/** The columns the tests write (photo_url left out: the sample catalogue's photos are inline SVG, kept as they are). */
export const TEST_COLUMNS = ['product_id', 'name', 'brand', 'kind', 'category', 'weight', 'price', 'discounted_price', 'quantity', 'thc_percent', 'cbd_percent', 'description'];

export type CsvRow = Record<string, string>;

const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

export function toCsv(rows: readonly CsvRow[], columns = TEST_COLUMNS): string {
  return [columns.join(','), ...rows.map((row) => columns.map((column) => quote(row[column] ?? '')).join(','))].join('\r\n') + '\r\n';
}

/** A store's visible menu as an operator would export it: one row per product and weight, its product id as the operator's id. */
export async function exportMenu(db: Kysely<Database>, storeId: number): Promise<CsvRow[]> {
  const rows = await db
    .selectFrom('menu_products as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .selectAll('m')
    .select(['p.name', 'p.kind', 'p.category', 'p.description', 'p.percent_thc', 'p.percent_cbd', 'b.name as brand'])
    .where('m.store_id', '=', storeId)
    .where('m.visible', '=', 1)
    .orderBy('m.product_id')
    .execute();
  return rows.flatMap((row) => {
    const inventories = JSON.parse(row.data).inventories as { price_id: string; quantity: number }[];
    return WEIGHT_IDS.filter((weight) => row[`price_${weight}`] !== null).map((weight) => ({
      product_id: String(row.product_id),
      name: row.name,
      brand: row.brand ?? '',
      kind: row.kind,
      category: row.category ?? '',
      weight,
      price: dollars(row[`price_${weight}`]),
      discounted_price: dollars(row[`discounted_price_${weight}`]),
      quantity: String(inventories.find((i) => i.price_id === weight)?.quantity ?? 0),
      thc_percent: row.percent_thc === null ? '' : String(row.percent_thc),
      cbd_percent: row.percent_cbd === null ? '' : String(row.percent_cbd),
      description: row.description,
    }));
  });
}
