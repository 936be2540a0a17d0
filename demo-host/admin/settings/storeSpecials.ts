import type { Kysely, Selectable } from 'kysely';
import type { StoreSpecial } from '../../../shared/types';
import { specialToWire } from '../../api/wire';
import { notFound, unprocessable } from '../../http';
import type { Database, SpecialData, SpecialsTable } from '../../db';
import { validated } from './adminInput';
import { repriceStoreMenu } from './repriceMenus';
import { cents, sharedSpecialColumns } from './specialColumns';
import { StoreSpecialSchema, type StoreSpecialFields } from './specialSchema';

// A store's own specials (specials table + data JSON, money in cents) through the admin API. Every write prices the
// store's menu again in the same transaction (repriceMenus.ts), so the menu, the product page and the cart agree.

type SpecialRow = Selectable<SpecialsTable>;

/** The editable fields of a row (what specialToWire shows, less what the host derives). */
function fieldsOf(row: SpecialRow, now: Date): StoreSpecialFields {
  const { id: _id, store_id: _store, active: _active, ...fields } = specialToWire(row, now) as StoreSpecial & Record<string, unknown>;
  return fields as unknown as StoreSpecialFields;
}

function columnsOf(s: StoreSpecialFields) {
  const data: SpecialData = {
    description: s.description,
    terms: s.terms,
    photo: s.photo,
    custom_badge: s.custom_badge,
    // Retired only by enabled: the time window is judged when read (specialToWire, the cart's engine).
    active: s.enabled,
    rules: s.rules,
    bundle_settings: s.bundle_settings,
    bulk_weight_threshold_grams: s.bulk_weight_threshold_grams,
    cart_minimum: cents(s.cart_minimum),
  };
  return { ...sharedSpecialColumns(s), gold: s.gold ? (1 as const) : (0 as const), data: JSON.stringify(data) };
}

export async function listStoreSpecials(db: Kysely<Database>, storeId: number, now: Date): Promise<StoreSpecial[]> {
  const rows = await db.selectFrom('specials').selectAll().where('store_id', '=', storeId).orderBy('id').execute();
  return rows.map((row) => specialToWire(row, now));
}

export async function findStoreSpecial(db: Kysely<Database>, storeId: number, id: number): Promise<SpecialRow> {
  const row = await db.selectFrom('specials').selectAll().where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`special in store ${storeId}`, id);
  return row;
}

/** A special's product ids must be products the catalogue has: a typo would match nothing, silently. */
async function assertProductsExist(db: Kysely<Database>, s: StoreSpecialFields): Promise<void> {
  const lists = [s.rules.include, s.rules.exclude, s.rules.base, s.rules.qualifier, s.rules.discountable];
  const ids = [...new Set(lists.flatMap((l) => l?.product_ids ?? []))];
  if (ids.length === 0) return;
  const found = new Set((await db.selectFrom('products').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length === 0) return;
  throw unprocessable(`No product with id ${missing.join(', ')}`, { rules: [`names products that do not exist: ${missing.join(', ')}`] });
}

export async function createStoreSpecial(db: Kysely<Database>, storeId: number, input: StoreSpecialFields, now: Date): Promise<StoreSpecial> {
  const special = validated(StoreSpecialSchema, input);
  return db.transaction().execute(async (trx) => {
    await assertProductsExist(trx, special);
    const row = await trx
      .insertInto('specials')
      .values({ store_id: storeId, ...columnsOf(special) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await repriceStoreMenu(trx, storeId, now);
    return specialToWire(row, now);
  });
}

export async function updateStoreSpecial(db: Kysely<Database>, storeId: number, id: number, patch: Partial<StoreSpecialFields>, now: Date): Promise<StoreSpecial> {
  return db.transaction().execute(async (trx) => {
    const current = await findStoreSpecial(trx, storeId, id);
    const special = validated(StoreSpecialSchema, { ...fieldsOf(current, now), ...patch });
    await assertProductsExist(trx, special);
    const row = await trx.updateTable('specials').set(columnsOf(special)).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await repriceStoreMenu(trx, storeId, now);
    return specialToWire(row, now);
  });
}

export async function deleteStoreSpecial(db: Kysely<Database>, storeId: number, id: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await findStoreSpecial(trx, storeId, id);
    await trx.deleteFrom('specials').where('id', '=', id).execute();
    await repriceStoreMenu(trx, storeId, now);
  });
}
