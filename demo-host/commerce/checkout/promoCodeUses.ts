import { sql, type Kysely } from 'kysely';
import type { Database, Dialect } from '../../db';
import { unprocessable } from '../../http';

/** Whom a code's per-customer limit counts: a signed-in account and its e-mail, or a guest's contact e-mail. */
export interface PromoCustomer {
  userId: number | null;
  /** Lower-case. */
  email: string;
}

export interface PromoCodeClaim {
  promoCodeId: number;
  customer: PromoCustomer;
}

type Limits = { id: number; code: string; max_uses: number | null; max_uses_per_customer: number | null };

/** Placed reservations (a cancelled one gives its use back) that took the code, of one customer when given. */
async function placedUses(trx: Kysely<Database>, promoCodeId: number, customer?: PromoCustomer): Promise<number> {
  let query = trx
    .selectFrom('promo_code_uses as u')
    .innerJoin('reservations as r', 'r.id', 'u.reservation_id')
    .select(sql<string | number>`count(*)`.as('n'))
    .where('u.promo_code_id', '=', promoCodeId)
    .where('r.status', '<>', 'cancelled');
  if (customer) {
    const { userId, email } = customer;
    query = query.where((eb) => (userId === null ? eb('u.email', '=', email) : eb.or([eb('u.user_id', '=', userId), eb('u.email', '=', email)])));
  }
  return Number((await query.executeTakeFirstOrThrow()).n);
}

function assertUnderLimits(row: Limits, total: number, mine: number | null): void {
  if (row.max_uses !== null && total >= row.max_uses) {
    const message = `The promo code ${row.code} has been used as many times as it can be`;
    throw unprocessable(message, { promo_code: [message] });
  }
  const perCustomer = row.max_uses_per_customer;
  if (perCustomer !== null && mine !== null && mine >= perCustomer) {
    const message =
      perCustomer === 1
        ? `The promo code ${row.code} can be used once per customer, and you have used it`
        : `The promo code ${row.code} can be used ${perCustomer} times per customer, and you have used it ${mine} times`;
    throw unprocessable(message, { promo_code: [message] });
  }
}

/**
 * Inside the checkout transaction: the store's code the cart took (spelled as the engine matched it, ignoring
 * case), refused when its limits are reached, else claimed for this customer. A limited code's row is locked
 * first on PostgreSQL, so two checkouts for its last use queue and the second one's count (a new statement
 * under READ COMMITTED) sees the first's use; SQLite runs one transaction at a time.
 */
export async function claimPromoCode(trx: Kysely<Database>, dialect: Dialect, storeId: number, typed: string, customer: PromoCustomer): Promise<PromoCodeClaim | null> {
  const select = () =>
    trx
      .selectFrom('promo_codes')
      .select(['id', 'code', 'max_uses', 'max_uses_per_customer'])
      .where('store_id', '=', storeId)
      .where(sql<string>`lower(code)`, '=', typed.trim().toLowerCase());
  let row: Limits | undefined = await select().executeTakeFirst();
  if (!row) return null;
  if (row.max_uses !== null || row.max_uses_per_customer !== null) {
    if (dialect === 'postgres') row = (await select().forUpdate().executeTakeFirst()) ?? row;
    const total = row.max_uses !== null ? await placedUses(trx, row.id) : 0;
    const mine = row.max_uses_per_customer !== null ? await placedUses(trx, row.id, customer) : null;
    assertUnderLimits(row, total, mine);
  }
  return { promoCodeId: row.id, customer };
}

/** Every placed reservation that took a code is recorded, limited or not, so a limit set later counts it. */
export async function recordPromoCodeUse(trx: Kysely<Database>, claim: PromoCodeClaim, reservationId: number, at: string): Promise<void> {
  await trx
    .insertInto('promo_code_uses')
    .values({ reservation_id: reservationId, promo_code_id: claim.promoCodeId, user_id: claim.customer.userId, email: claim.customer.email, created_at: at })
    .execute();
}
