import type { Kysely, Selectable } from 'kysely';
import type { BrandSpecial } from '../../../shared/types';
import { brandSpecialToWire } from '../../api/wire';
import type { BrandSpecialData, BrandSpecialsTable, Database } from '../../db';
import { notFound, unprocessable } from '../../http';
import { validated } from './adminInput';
import { repriceStoreMenu, storesCarryingBrands } from './repriceMenus';
import { BrandSpecialSchema, type BrandSpecialFields } from './specialSchema';
import { sharedSpecialColumns } from './specialColumns';

// Brand specials (000 §3) belong to a brand and reach every store that carries it, so only the host token edits them
// (brandSpecialsRoutes.ts). Every write prices again, in the same transaction, the menus of the stores carrying the
// brand (before and after a brand change), and answers which stores those are so their caches are bumped.

type Row = Selectable<BrandSpecialsTable>;

async function brandName(db: Kysely<Database>, brandId: number): Promise<string | null> {
  return (await db.selectFrom('brands').select('name').where('id', '=', brandId).executeTakeFirst())?.name ?? null;
}

async function toWire(db: Kysely<Database>, row: Row, now: Date): Promise<BrandSpecial> {
  return brandSpecialToWire(row, (await brandName(db, row.brand_id)) ?? '', now);
}

function fieldsOf(special: BrandSpecial): BrandSpecialFields {
  const { id: _id, active: _active, product_brand: _brand, product_brand_id, ...rest } = special;
  return { ...rest, brand_id: product_brand_id, bundle_settings: special.bundle_settings ?? null } as BrandSpecialFields;
}

function columnsOf(s: BrandSpecialFields) {
  const data: BrandSpecialData = {
    description: s.description,
    discount_label: s.discount_label,
    terms: s.terms,
    applicable_weights: s.applicable_weights,
    excluded_app_modes: s.excluded_app_modes,
    photo: s.photo,
    // Retired only by enabled: the time window is judged when read.
    active: s.enabled,
    rules: s.rules,
    bundle_settings: s.bundle_settings,
  };
  return { ...sharedSpecialColumns(s), brand_id: s.brand_id, data: JSON.stringify(data) };
}

export async function listBrandSpecials(db: Kysely<Database>, brandId: number | undefined, now: Date): Promise<BrandSpecial[]> {
  let query = db.selectFrom('brand_specials as s').innerJoin('brands as b', 'b.id', 's.brand_id').selectAll('s').select('b.name as brand_name');
  if (brandId !== undefined) query = query.where('s.brand_id', '=', brandId);
  const rows = await query.orderBy('s.id').execute();
  return rows.map(({ brand_name, ...row }) => brandSpecialToWire(row, brand_name, now));
}

export async function findBrandSpecial(db: Kysely<Database>, id: number): Promise<Row> {
  const row = await db.selectFrom('brand_specials').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('brand special', id);
  return row;
}

export async function readBrandSpecial(db: Kysely<Database>, id: number, now: Date): Promise<BrandSpecial> {
  return toWire(db, await findBrandSpecial(db, id), now);
}

/** Writes (or deletes, with `next` null) a brand special and reprices the menus it touches; answers those stores. */
async function writeBrandSpecial(db: Kysely<Database>, id: number | null, next: BrandSpecialFields | null, now: Date) {
  return db.transaction().execute(async (trx) => {
    const current = id === null ? null : await findBrandSpecial(trx, id);
    const special = next && validated(BrandSpecialSchema, next);
    if (special && (await brandName(trx, special.brand_id)) === null) throw unprocessable(`No brand with id ${special.brand_id}`, { brand_id: ['is not a brand'] });
    let row: Row | null = null;
    if (special && current) row = await trx.updateTable('brand_specials').set(columnsOf(special)).where('id', '=', current.id).returningAll().executeTakeFirstOrThrow();
    else if (special) row = await trx.insertInto('brand_specials').values(columnsOf(special)).returningAll().executeTakeFirstOrThrow();
    else if (current) await trx.deleteFrom('brand_specials').where('id', '=', current.id).execute();
    const brands = [...new Set([current?.brand_id, special?.brand_id].filter((b): b is number => b !== undefined))];
    const stores = await storesCarryingBrands(trx, brands);
    for (const storeId of stores) await repriceStoreMenu(trx, storeId, now);
    return { special: row && (await toWire(trx, row, now)), stores };
  });
}

export const createBrandSpecial = (db: Kysely<Database>, input: BrandSpecialFields, now: Date) => writeBrandSpecial(db, null, input, now);

export async function updateBrandSpecial(db: Kysely<Database>, id: number, patch: Partial<BrandSpecialFields>, now: Date) {
  const current = fieldsOf(await readBrandSpecial(db, id, now));
  return writeBrandSpecial(db, id, { ...current, ...patch }, now);
}

export const deleteBrandSpecial = (db: Kysely<Database>, id: number, now: Date) => writeBrandSpecial(db, id, null, now);
