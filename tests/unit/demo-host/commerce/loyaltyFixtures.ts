import { sql, type Kysely } from 'kysely';
import type { Database, StoreData } from '../../../../demo-host/db';

/**
 * Store 1 as the loyalty tests expect it, whatever the seed drew: a data_owl program with $5 off (100 points) and
 * $15 off (250 points), once each per order, and a checkout that asks for nothing else (money in cents).
 */
export const LOYALTY_STORE_ONE = {
  loyalty: {
    signed_up: false,
    points: 0,
    offers: [],
    automatic_redemption: false,
    wallet_state: 'unlocked',
    provider: 'data_owl',
    redeemable_rewards: [
      { reward_name: '$5 off', point_value: 100, cash_reward: 500, max_count: 1 },
      { reward_name: '$15 off', point_value: 250, cash_reward: 1500, max_count: 1 },
    ],
  },
  guest_checkout_setting: 'allowed',
  pickup_id_required: false,
  birth_date_required: false,
  pickup_minimum: 0,
  pickup_payment_options: ['cash'],
  require_checkout_agreement: false,
  cart_limit_rules: [],
} as unknown as Partial<StoreData>;

/**
 * Makes `userId` a member of the store's program with `provider` whose ledger balance is `points`: a membership
 * linked to the account (made once), then one 'adjusted' entry for the difference, as an operator would write it.
 */
export async function setMemberPoints(db: Kysely<Database>, storeId: number, userId: number, points: number, provider: string): Promise<number> {
  let member = await db
    .selectFrom('loyalty_members')
    .select('id')
    .where('store_id', '=', storeId)
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  if (!member) {
    await db.updateTable('loyalty_members').set({ user_id: null }).where('store_id', '=', storeId).where('user_id', '=', userId).execute();
    member = await db
      .insertInto('loyalty_members')
      .values({
        store_id: storeId,
        provider,
        crm_member_id: `T-${storeId}-${userId}-${provider}`,
        email: `member-${userId}@example.com`,
        user_id: userId,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  const row = await db
    .selectFrom('loyalty_ledger')
    .select(sql<string | number | null>`sum(points)`.as('total'))
    .where('member_id', '=', member.id)
    .executeTakeFirst();
  const difference = points - Number(row?.total ?? 0);
  if (difference !== 0)
    await db
      .insertInto('loyalty_ledger')
      .values({ member_id: member.id, kind: 'adjusted', points: difference, reservation_id: null, note: 'test', created_at: new Date().toISOString() })
      .execute();
  return member.id;
}

/** The member's balance as the ledger holds it. */
export async function ledgerTotal(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('loyalty_ledger')
    .select(sql<string | number | null>`sum(points)`.as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
