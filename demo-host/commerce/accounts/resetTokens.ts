import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { ApiError } from '../../http';

// Password-reset links (001 §2 /reset-password): 32 random bytes, of which only the SHA-256 is stored; valid for
// RESET_MINUTES, once, and only while they are the user's newest link (asking again voids the earlier ones).

export const RESET_MINUTES = 60;

/** What a link is now. `invalid`: unknown, or replaced by a newer link (which deletes the older unused ones). */
export type ResetLinkState = 'valid' | 'used' | 'expired' | 'invalid';

const REFUSALS = {
  used: { code: 'reset_used', message: 'This reset link has already been used' },
  expired: { code: 'reset_expired', message: 'This reset link has expired' },
  invalid: { code: 'reset_invalid', message: 'This reset link is not valid' },
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The 422 `{ message, code }` of a link that cannot reset a password. */
export function resetRefusal(state: Exclude<ResetLinkState, 'valid'>): ApiError {
  const { code, message } = REFUSALS[state];
  return new ApiError(code, message);
}

/** A new link for the user: the token to mail. Earlier unused links of the user stop working. */
export async function issueResetToken(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
    await trx
      .insertInto('password_resets')
      .values({
        token_hash: sha256(token),
        user_id: userId,
        expires_at: new Date(now.getTime() + RESET_MINUTES * 60_000).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
  });
  return token;
}

/** The state of the link with `token`, and its user when it is valid. A used link says so even once expired. */
export async function resetLinkState(db: Kysely<Database>, token: string, now: Date): Promise<{ state: ResetLinkState; userId: number | null }> {
  const reset = await db.selectFrom('password_resets').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (!reset) return { state: 'invalid', userId: null };
  if (reset.used_at !== null) return { state: 'used', userId: null };
  if (reset.expires_at <= now.toISOString()) return { state: 'expired', userId: null };
  return { state: 'valid', userId: reset.user_id };
}

/**
 * Spends the link and sets the user's password hash, in one transaction that also ends every session of the
 * user (a reset signs every device out). Answers the link's state: anything but `valid` changed nothing, as when
 * a concurrent reset spent the link first.
 */
export async function spendResetToken(db: Kysely<Database>, token: string, passwordHash: string, now: Date): Promise<ResetLinkState> {
  return db.transaction().execute(async (trx) => {
    const { state, userId } = await resetLinkState(trx, token, now);
    if (state !== 'valid' || userId === null) return state;
    const stamp = now.toISOString();
    const spent = await trx.updateTable('password_resets').set({ used_at: stamp }).where('token_hash', '=', sha256(token)).where('used_at', 'is', null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return 'used';
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: stamp }).where('id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    return 'valid';
  });
}
