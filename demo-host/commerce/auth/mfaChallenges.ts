import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { VERIFICATION_CODE_LENGTH } from '../../../shared/constants';
import { sanitizeVerificationCode } from '../../../shared/forms';
import type { Database } from '../../db';

// The multi-factor check at sign-in (000 §1 and 001 §6 flag mfa-check): a correct password opens a challenge (an
// opaque random id) and a code is mailed; the code, typed back with the id, opens the session. Of the id only its
// SHA-256 is stored, of the code only an HMAC under the host's secret, so the table alone tells neither. A challenge
// works for MFA_MINUTES, once, for MFA_ATTEMPTS wrong codes at most, and only while it is the user's newest.

export const MFA_MINUTES = 10;
export const MFA_ATTEMPTS = 5;
/** Letters and digits (001 §4), without the look-alikes 0/O and 1/I, so a code read from a phone is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export type MfaCheck = { state: 'passed'; userId: number } | { state: 'wrong'; triesLeft: number } | { state: 'expired' | 'used' | 'locked' | 'unknown' };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** 001 §4: whitespace stripped; the host also reads lower case as upper, as it mails upper case only. */
const codeHash = (secret: Buffer, challengeHash: string, code: string) =>
  createHmac('sha256', secret)
    .update(`${challengeHash}:${sanitizeVerificationCode(code).toUpperCase()}`)
    .digest();

export function newMfaCode(): string {
  return Array.from({ length: VERIFICATION_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** A new challenge for the user: the id to answer and the code to mail. The user's earlier open challenges stop working. */
export async function openMfaChallenge(db: Kysely<Database>, secret: Buffer, userId: number, now: Date): Promise<{ challenge: string; code: string; expiresAt: string }> {
  const challenge = randomBytes(24).toString('base64url');
  const code = newMfaCode();
  const challengeHash = sha256(challenge);
  const expiresAt = new Date(now.getTime() + MFA_MINUTES * 60_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('mfa_challenges').where('user_id', '=', userId).where('used_at', 'is', null).execute();
    await trx
      .insertInto('mfa_challenges')
      .values({
        challenge_hash: challengeHash,
        user_id: userId,
        code_hash: codeHash(secret, challengeHash, code).toString('hex'),
        created_at: now.toISOString(),
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
  });
  return { challenge, code, expiresAt };
}

/**
 * Checks a typed code (already valid by 001 §4's rule) against its challenge. The right one spends the challenge and
 * records the time of the success on the user (001 §3 Customer); a wrong one counts against the challenge. Each write
 * is guarded by its own conditions, so of two concurrent checks only one can spend a challenge or take its last try.
 */
export async function checkMfaCode(db: Kysely<Database>, secret: Buffer, challenge: string, typed: string, now: Date): Promise<MfaCheck> {
  const challengeHash = sha256(challenge);
  const row = await db.selectFrom('mfa_challenges').selectAll().where('challenge_hash', '=', challengeHash).executeTakeFirst();
  const at = now.toISOString();
  if (!row) return { state: 'unknown' };
  if (row.used_at !== null) return { state: 'used' };
  if (row.attempts >= MFA_ATTEMPTS) return { state: 'locked' };
  if (row.expires_at <= at) return { state: 'expired' };
  const live = db.updateTable('mfa_challenges').where('challenge_hash', '=', challengeHash).where('used_at', 'is', null).where('attempts', '<', MFA_ATTEMPTS);
  if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), codeHash(secret, challengeHash, typed))) {
    const counted = await live
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .returning('attempts')
      .executeTakeFirst();
    if (!counted) return { state: 'locked' };
    const triesLeft = MFA_ATTEMPTS - Number(counted.attempts);
    return triesLeft > 0 ? { state: 'wrong', triesLeft } : { state: 'locked' };
  }
  const spent = await live.set({ used_at: at }).where('expires_at', '>', at).executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return { state: 'used' };
  await db.updateTable('users').set({ mfa_verified_at: at }).where('id', '=', row.user_id).execute();
  return { state: 'passed', userId: row.user_id };
}
