import { sql, type Kysely, type Selectable } from 'kysely';
import { dollarsToCents } from '../../../shared/money';
import type { Database, PromoCodesTable } from '../../db';
import { dollars } from '../../api/wire/money';
import { notFound, unprocessable } from '../../http';
import { isUniqueViolation, validated } from './adminInput';
import { PromoCodeSchema, type PromoCodeFields, type PromoCodeInput } from './promoCodeSchema';

type PromoCodeRow = Selectable<PromoCodesTable>;

/** docs/api-admin.md § Promo codes: a row on the wire, money in dollars, with how many placed reservations took it. */
export interface AdminPromoCode extends PromoCodeFields {
  id: number;
  store_id: number;
}

export function promoCodeToWire(row: PromoCodeRow): AdminPromoCode {
  return {
    id: row.id,
    store_id: row.store_id,
    code: row.code,
    discount_type: row.discount_type,
    discount_percent: row.discount_percent,
    discount_dollar_amount: dollars(row.discount_dollar_amount_cents),
    cart_minimum: dollars(row.cart_minimum_cents),
    start_time: row.start_time,
    end_time: row.end_time,
    enabled: row.enabled === 1,
    max_uses: row.max_uses,
    max_uses_per_customer: row.max_uses_per_customer,
  };
}

const cents = (amount: number | null) => (amount === null ? null : dollarsToCents(amount));

// Only the discount its type names is kept, so the row never carries a stale other amount.
function promoCodeColumns(p: PromoCodeFields) {
  return {
    code: p.code,
    discount_type: p.discount_type,
    discount_percent: p.discount_type === 'percent' ? p.discount_percent : null,
    discount_dollar_amount_cents: p.discount_type === 'dollar_amount' ? cents(p.discount_dollar_amount) : null,
    cart_minimum_cents: cents(p.cart_minimum),
    start_time: p.start_time,
    end_time: p.end_time,
    enabled: p.enabled ? (1 as const) : (0 as const),
    max_uses: p.max_uses,
    max_uses_per_customer: p.max_uses_per_customer,
  };
}

const TAKEN = 'is already a promo code of this store (codes ignore case)';

/** 422 when another code of the store is spelled the same ignoring case (the unique index promo_codes_store_code). */
async function assertCodeFree(db: Kysely<Database>, storeId: number, code: string, exceptId: number | null): Promise<void> {
  let query = db
    .selectFrom('promo_codes')
    .select('code')
    .where('store_id', '=', storeId)
    .where(sql<string>`lower(code)`, '=', code.toLowerCase());
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  const taken = await query.executeTakeFirst();
  if (taken) throw unprocessable(`The promo code ${code} ${TAKEN}: ${taken.code}`, { code: [TAKEN] });
}

/** A concurrent write of the same code passes the check above and fails on the unique index: the same 422. */
async function guardUnique<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable(`The promo code ${code} ${TAKEN}`, { code: [TAKEN] });
    throw error;
  }
}

export async function listPromoCodes(db: Kysely<Database>, storeId: number): Promise<AdminPromoCode[]> {
  const rows = await db.selectFrom('promo_codes').selectAll().where('store_id', '=', storeId).orderBy('id').execute();
  return rows.map(promoCodeToWire);
}

export async function findPromoCode(db: Kysely<Database>, storeId: number, id: number): Promise<PromoCodeRow> {
  const row = await db.selectFrom('promo_codes').selectAll().where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`promo code in store ${storeId}`, id);
  return row;
}

export async function createPromoCode(db: Kysely<Database>, storeId: number, input: PromoCodeFields): Promise<AdminPromoCode> {
  const code = validated(PromoCodeSchema, input);
  await assertCodeFree(db, storeId, code.code, null);
  const row = await guardUnique(code.code, () =>
    db
      .insertInto('promo_codes')
      .values({ store_id: storeId, ...promoCodeColumns(code) })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return promoCodeToWire(row);
}

export async function updatePromoCode(db: Kysely<Database>, storeId: number, id: number, patch: PromoCodeInput): Promise<AdminPromoCode> {
  return db.transaction().execute(async (trx) => {
    const current = promoCodeToWire(await findPromoCode(trx, storeId, id));
    const { id: _id, store_id: _store, ...fields } = current;
    const code = validated(PromoCodeSchema, { ...fields, ...patch });
    await assertCodeFree(trx, storeId, code.code, id);
    const row = await guardUnique(code.code, () => trx.updateTable('promo_codes').set(promoCodeColumns(code)).where('id', '=', id).returningAll().executeTakeFirstOrThrow());
    return promoCodeToWire(row);
  });
}

/** A code placed reservations took keeps its history (its limits count it): it is disabled, not deleted. */
export async function deletePromoCode(db: Kysely<Database>, storeId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findPromoCode(trx, storeId, id);
    const used = await trx.selectFrom('promo_code_uses').select('reservation_id').where('promo_code_id', '=', id).executeTakeFirst();
    if (used) throw unprocessable(`The promo code ${row.code} has been used by reservations: disable it instead (PATCH enabled: false)`, { id: ['has been used'] });
    await trx.deleteFrom('promo_codes').where('id', '=', id).execute();
  });
}
