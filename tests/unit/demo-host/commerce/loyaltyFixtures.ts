import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../../demo-host/db';

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
