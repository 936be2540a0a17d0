import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, LoyaltyMembersTable } from '../../db';

export type MemberRow = Selectable<LoyaltyMembersTable>;

/** How a shopper names a membership that is not yet linked to their account (001 §7 crm_integration query). */
export interface MemberLookup {
  crmMemberId?: string;
  email?: string;
}

/** The member of the store's program (with its provider) linked to the account, if any. */
export function linkedMember(db: Kysely<Database>, storeId: number, provider: string, userId: number): Promise<MemberRow | undefined> {
  return db.selectFrom('loyalty_members').selectAll().where('store_id', '=', storeId).where('provider', '=', provider).where('user_id', '=', userId).executeTakeFirst();
}

/** The member a shopper names by member number or e-mail (the number first), linked to any account or none. */
export async function namedMember(db: Kysely<Database>, storeId: number, provider: string, lookup: MemberLookup): Promise<MemberRow | undefined> {
  const base = () => db.selectFrom('loyalty_members').selectAll().where('store_id', '=', storeId).where('provider', '=', provider);
  if (lookup.crmMemberId) return base().where('crm_member_id', '=', lookup.crmMemberId.trim()).executeTakeFirst();
  if (lookup.email) return base().where('email', '=', lookup.email.trim().toLowerCase()).orderBy('id').executeTakeFirst();
  return undefined;
}

/**
 * Links a member to an account, the one place a membership changes hands: the shopper proved with a code sent to
 * the member's e-mail that it is theirs (crmAuthCodes.ts). A membership the account already had of this store is
 * let go first (one per account and store); the member's ledger goes with the member, not the account.
 */
export async function linkMember(db: Kysely<Database>, member: MemberRow, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('loyalty_members').set({ user_id: null }).where('store_id', '=', member.store_id).where('user_id', '=', userId).where('id', '<>', member.id).execute();
    await trx.updateTable('loyalty_members').set({ user_id: userId }).where('id', '=', member.id).execute();
  });
}

/** A new member number: the provider's prefix and ten random digits. */
export function newMemberNumber(provider: string): string {
  const prefix = provider === 'alpineiq' ? 'AIQ' : provider === 'data_owl' ? 'DOW' : 'SPB';
  return `${prefix}-${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}

/**
 * The account's member of the store's program, enrolled now when it has none (a signed-in shopper's first
 * completed reservation there): their e-mail is the member's. `db` may be a transaction.
 */
export async function enrolledMember(db: Kysely<Database>, storeId: number, provider: string, userId: number, at: string): Promise<MemberRow | null> {
  const existing = await linkedMember(db, storeId, provider, userId);
  if (existing) return existing;
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  // Another program's membership of this store (the store changed provider) keeps its ledger, unlinked.
  await db.updateTable('loyalty_members').set({ user_id: null }).where('store_id', '=', storeId).where('user_id', '=', userId).execute();
  return db
    .insertInto('loyalty_members')
    .values({ store_id: storeId, provider, crm_member_id: newMemberNumber(provider), email: user.email.toLowerCase(), user_id: userId, created_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}
