import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isValidVerificationCode } from '../../../shared/forms';
import type { Database } from '../../db';
import { ApiError } from '../../http';
import { linkMember, type MemberRow } from './loyaltyMembers';

/** How long a code works, how many wrong tries it takes, and how many codes an account may ask for an hour. */
export const CRM_CODE_MINUTES = 15;
export const CRM_CODE_ATTEMPTS = 5;
export const CRM_CODES_PER_HOUR = 5;

/** 001 §5: a code is letters and digits, whitespace stripped; matched ignoring case. */
const normalized = (code: string) => code.replace(/\s/g, '').toUpperCase();
const hashOf = (code: string) => createHash('sha256').update(normalized(code)).digest('hex');

/**
 * A new code (001 §9 verification length 6, digits) for the account to prove that `member` is theirs, newest-only:
 * the account's older codes stop working. At most CRM_CODES_PER_HOUR an hour per account, so five wrong tries of
 * each cannot add up to a guess.
 */
export async function issueCrmCode(db: Kysely<Database>, userId: number, member: MemberRow, now: Date): Promise<string> {
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  const recent = await db.selectFrom('loyalty_auth_codes').select('id').where('user_id', '=', userId).where('created_at', '>', hourAgo).execute();
  if (recent.length >= CRM_CODES_PER_HOUR) throw new ApiError('too_many_requests', 'Too many codes asked for; try again in an hour', undefined, { retry_after: 3600 });
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const at = now.toISOString();
  await db.updateTable('loyalty_auth_codes').set({ used_at: at }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  await db
    .insertInto('loyalty_auth_codes')
    .values({
      user_id: userId,
      member_id: member.id,
      code_hash: hashOf(code),
      created_at: at,
      expires_at: new Date(now.getTime() + CRM_CODE_MINUTES * 60_000).toISOString(),
      used_at: null,
    })
    .execute();
  return code;
}

export type CrmCodeCheck = 'linked' | 'wrong' | 'expired';

/**
 * Checks a code the account typed against its newest live code for a member of this store; the right one links that code's member to the
 * account (linkMember) and is used up. A wrong one counts against the code, which stops working after
 * CRM_CODE_ATTEMPTS. No live code (none asked, used, expired or worn out) is 'expired'.
 */
export async function checkCrmCode(db: Kysely<Database>, storeId: number, userId: number, typed: string, now: Date): Promise<CrmCodeCheck> {
  if (!isValidVerificationCode(typed)) return 'wrong';
  const row = await db
    .selectFrom('loyalty_auth_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('member_id', 'in', db.selectFrom('loyalty_members').select('id').where('store_id', '=', storeId))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('attempts', '<', CRM_CODE_ATTEMPTS)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return 'expired';
  const matches = timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(hashOf(typed), 'hex'));
  if (!matches) {
    await db
      .updateTable('loyalty_auth_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    return 'wrong';
  }
  // Used up by this check alone: of two concurrent checks of one code, one links.
  const used = await db.updateTable('loyalty_auth_codes').set({ used_at: now.toISOString() }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return 'expired';
  const member = await db.selectFrom('loyalty_members').selectAll().where('id', '=', row.member_id).executeTakeFirst();
  if (!member) return 'expired';
  await linkMember(db, member, userId);
  return 'linked';
}
