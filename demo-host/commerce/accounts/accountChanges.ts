import { FORM_MESSAGES, usPhoneDigits } from '../../../shared/forms';
import { reserveAttempt } from '../auth/attemptLimits';
import { verifyPassword } from '../auth/passwords';
import { ApiError } from '../../http';
import type { CommerceDeps } from '../deps';
import type { UserRow } from './customerView';
import { CORRECT_FIELDS, EMAIL_TAKEN, type UserFields } from './userForm';

const PROFILE_FIELDS = ['first_name', 'last_name', 'nickname', 'birth_date'] as const;
export const NOT_CURRENT_PASSWORD = 'is not your current password';

const phoneNumber = (phone: string | null) => (phone === null ? null : (usPhoneDigits(phone) ?? phone));

export interface AccountChanges {
  /** The users columns to set. */
  columns: Record<string, unknown>;
  /** The e-mail, the phone or the password changes: what signs in, so the current password is needed. */
  signInChanges: boolean;
}

/**
 * The columns a PUT /users sets. An e-mail or phone equal to the stored one (the same address in capitals,
 * the same number written another way) is no change, so it needs no password.
 */
export function accountChanges(user: UserRow, fields: UserFields): AccountChanges {
  const columns: Record<string, unknown> = {};
  for (const key of PROFILE_FIELDS) if (fields[key] !== undefined) columns[key] = fields[key] === '' ? null : fields[key];
  if (fields.email === '') throw new ApiError('unprocessable', CORRECT_FIELDS, { email: [FORM_MESSAGES.required] });
  if (fields.email !== undefined && fields.email !== user.email) columns.email = fields.email;
  const phone = fields.phone === undefined ? undefined : (fields.phone ?? null);
  if (phone !== undefined && phoneNumber(phone) !== phoneNumber(user.phone)) columns.phone = phone;
  return { columns, signInChanges: 'email' in columns || 'phone' in columns || Boolean(fields.password) };
}

/**
 * A 422 on current_password unless it is the user's password. A bearer token alone must not take the
 * account by changing how it signs in; wrong guesses are counted like sign-ins (five in 15 minutes).
 */
export async function confirmCurrentPassword(deps: CommerceDeps, user: UserRow, given: unknown): Promise<void> {
  if (typeof given !== 'string' || given === '') throw new ApiError('unprocessable', CORRECT_FIELDS, { current_password: [FORM_MESSAGES.required] });
  const key = `u:${user.id}`;
  const attempt = await reserveAttempt(deps.limits, [[deps.limits.logins, key]], deps.now().getTime(), 'wrong passwords');
  if (!(await attempt.run(() => verifyPassword(given, user.password_hash)))) {
    throw new ApiError('unprocessable', CORRECT_FIELDS, { current_password: [NOT_CURRENT_PASSWORD] });
  }
  await attempt.release(deps.limits.logins);
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

/**
 * Saves the columns. With `endSessions` (a new password) the user's sessions end in the same transaction,
 * all but `keep`, the one that made the change.
 */
export async function saveAccountChanges(deps: CommerceDeps, userId: number, columns: Record<string, unknown>, endSessions: { keep: string | null } | null): Promise<void> {
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ ...columns, updated_at: deps.now().toISOString() })
        .where('id', '=', userId)
        .execute();
      if (!endSessions) return;
      let others = trx.deleteFrom('sessions').where('user_id', '=', userId);
      if (endSessions.keep !== null) others = others.where('token', '!=', endSessions.keep);
      await others.execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('unprocessable', CORRECT_FIELDS, { email: [EMAIL_TAKEN] });
    throw error;
  }
}
