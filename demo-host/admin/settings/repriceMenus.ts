import type { Kysely } from 'kysely';
import { isLiveAt } from '../../api/wire';
import { fromJson, type BrandSpecialData, type Database, type MenuProductData, type SpecialData } from '../../db';
import { priceMenuRow, type BrandSpecialRecord, type SpecialRecord } from './menuRowPrices';

// A special counts when enabled, not retired (data.active, which the seed sets false for disabled and past windows)
// and inside its time window now (specialToWire's isLiveAt).
const live = (r: { row: { enabled: number; start_time: string | null; end_time: string | null }; data: { active?: boolean } }, now: Date) =>
  r.data.active !== false && isLiveAt(r.row, now);

/**
 * Prices a store's menu rows again from its live specials and brand specials (menuRowPrices.ts), inside the caller's
 * transaction, writing only the rows that changed. Answers how many did.
 */
export async function repriceStoreMenu(trx: Kysely<Database>, storeId: number, now: Date): Promise<number> {
  const store = await trx.selectFrom('stores').select(['id', 'state']).where('id', '=', storeId).executeTakeFirstOrThrow();
  const rows = await trx
    .selectFrom('menu_products as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .selectAll('m')
    .select(['p.kind as p_kind', 'p.category as p_category', 'p.brand_id as p_brand_id'])
    .where('m.store_id', '=', storeId)
    .orderBy('m.id')
    .execute();
  const specialRows = await trx.selectFrom('specials').selectAll().where('store_id', '=', storeId).orderBy('id').execute();
  const specials: SpecialRecord[] = specialRows.map((row) => ({ row, data: fromJson<SpecialData>(row.data, {} as SpecialData) })).filter((s) => live(s, now));
  const brandIds = [...new Set(rows.flatMap((r) => (r.p_brand_id === null ? [] : [r.p_brand_id])))];
  const brandRows = brandIds.length === 0 ? [] : await trx.selectFrom('brand_specials').selectAll().where('brand_id', 'in', brandIds).orderBy('id').execute();
  const brandSpecials: BrandSpecialRecord[] = brandRows.map((row) => ({ row, data: fromJson<BrandSpecialData>(row.data, {} as BrandSpecialData) })).filter((b) => live(b, now));
  let changed = 0;
  for (const { p_kind, p_category, p_brand_id, ...row } of rows) {
    const data = fromJson<MenuProductData>(row.data, {} as MenuProductData);
    const subject = { productId: row.product_id, kind: p_kind, lineage: p_category, storeId, state: store.state, weights: [] };
    const ofBrand = brandSpecials.filter((b) => b.row.brand_id === p_brand_id);
    const next = priceMenuRow(row, data, subject, specials, ofBrand);
    const nextData = JSON.stringify(next.data);
    const same = nextData === row.data && Object.entries(next.columns).every(([key, value]) => row[key as keyof typeof row] === value);
    if (same) continue;
    await trx
      .updateTable('menu_products')
      .set({ ...next.columns, data: nextData })
      .where('id', '=', row.id)
      .execute();
    changed += 1;
  }
  return changed;
}

/** The stores whose menus carry a product of one of these brands: a brand special change reprices each of them. */
export async function storesCarryingBrands(db: Kysely<Database>, brandIds: readonly number[]): Promise<number[]> {
  if (brandIds.length === 0) return [];
  const rows = await db
    .selectFrom('menu_products as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .select('m.store_id')
    .distinct()
    .where('p.brand_id', 'in', [...brandIds])
    .orderBy('m.store_id')
    .execute();
  return rows.map((r) => r.store_id);
}
