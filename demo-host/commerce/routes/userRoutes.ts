import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { reserveAttempt } from '../auth/attemptLimits';
import { requireUser, sessionIdOf } from '../auth/authenticate';
import { sessionAnswer } from '../auth/sessionCookie';
import { hashPassword } from '../auth/passwords';
import { accountChanges, confirmCurrentPassword, isUniqueViolation, saveAccountChanges } from '../accounts/accountChanges';
import { customerView } from '../accounts/customerView';
import { sendToOutbox } from '../accounts/outbox';
import { CHECK_EMAIL, sendRegistrationNotice } from '../accounts/registrationNotice';
import { checkUserForm, REGISTER_RULES, UPDATE_RULES, type UserFields } from '../accounts/userForm';
import { ApiError, jsonBody, parse } from '../../http';
import type { CommerceDeps } from '../deps';
import { openSession } from './sessionRoutes';

const field = (max: number) => v.optional(v.nullable(v.pipe(v.string('must be text'), v.maxLength(max, `must be at most ${max} characters`))));
const UserInput = v.object({
  email: field(254),
  password: field(200),
  current_password: field(200),
  phone: field(30),
  first_name: field(100),
  last_name: field(100),
  nickname: field(50),
  birth_date: field(10),
});
const UserBody = v.object({ user: UserInput, promotions_opt_out: v.optional(v.boolean('must be true or false')) });
const ResetRequest = v.object({ email: v.pipe(v.string('must be text'), v.trim(), v.maxLength(254)) });
const ResetPerform = v.object({ token: v.pipe(v.string('must be text'), v.maxLength(200)), password: v.pipe(v.string('must be text'), v.maxLength(200)) });

export const RESET_SENT = 'If an account exists for that e-mail, we have sent a link to reset the password';
export const RESET_INVALID = 'This reset link is invalid or has expired';
const RESET_MINUTES = 60;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const clean = (fields: UserFields) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as UserFields;

export function userRoutes(deps: CommerceDeps): Hono {
  const app = new Hono();

  app.post('/users', async (c) => {
    const body = parse(UserBody, await jsonBody(c), 'body');
    const fields = checkUserForm(clean(body.user as UserFields), REGISTER_RULES);
    const attempt = reserveAttempt([[deps.limits.registrationIps, deps.clientIp(c)]], deps.now().getTime(), 'registrations from your network');
    // Hashed before the address is looked at, so an address with an account is answered as slowly as a new one.
    const password_hash = await attempt.run(() => hashPassword(fields.password!, deps.passwordCost));
    const now = deps.now().toISOString();
    try {
      const user = await deps.db
        .insertInto('users')
        .values({
          email: fields.email!,
          password_hash,
          phone: fields.phone ?? null,
          first_name: fields.first_name ?? null,
          last_name: fields.last_name ?? null,
          nickname: fields.nickname ?? null,
          birth_date: fields.birth_date ?? null,
          promotions_opt_out: body.promotions_opt_out ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const session = await openSession(deps, user.id);
      return sessionAnswer(c, session, { user: customerView(user, true) }, 201);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The address has an account: a neutral answer, the detail to its owner (see CHECK_EMAIL).
      await sendRegistrationNotice(deps, fields.email!);
      return c.json(CHECK_EMAIL, 202);
    }
  });

  app.put('/users', async (c) => {
    const userId = await requireUser(deps, c);
    const body = parse(UserBody, await jsonBody(c), 'body');
    const fields = checkUserForm(clean(body.user as UserFields), UPDATE_RULES);
    const user = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const { columns, signInChanges } = accountChanges(user, fields);
    if (signInChanges) await confirmCurrentPassword(deps, user, fields.current_password);
    if (fields.password) columns.password_hash = await hashPassword(fields.password, deps.passwordCost);
    if (body.promotions_opt_out !== undefined) columns.promotions_opt_out = body.promotions_opt_out ? 1 : 0;
    // A new password ends every other session: whoever else held a token is signed out.
    await saveAccountChanges(deps, userId, columns, fields.password ? { keep: sessionIdOf(deps, c) } : null);
    const updated = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    return c.json({ user: customerView(updated), validations: {} });
  });

  // Password reset (001 §2 /forgot-password, /reset-password): the link goes to the outbox; only its hash is
  // stored. The answer is the same whether or not the address has an account, so the route cannot be used to
  // find accounts.
  app.post('/password_resets', async (c) => {
    const { email } = parse(ResetRequest, await jsonBody(c), 'body');
    const now = deps.now();
    reserveAttempt([[deps.limits.resetRequestIps, deps.clientIp(c)]], now.getTime(), 'password reset requests from your network');
    const user = await deps.db.selectFrom('users').select(['id', 'email']).where('email', '=', email.toLowerCase()).executeTakeFirst();
    // Past a mailbox's few links an hour, the answer stays the same and no mail goes out (no flooding, no signal).
    if (user && deps.limits.resetMails.reserve(`e:${user.email}`, now.getTime()) === 0) {
      const token = randomBytes(32).toString('base64url');
      await deps.db.transaction().execute(async (trx) => {
        // Only the newest link works: one mailed earlier and not used is void.
        await trx.deleteFrom('password_resets').where('user_id', '=', user.id).where('used_at', 'is', null).execute();
        await trx
          .insertInto('password_resets')
          .values({
            token_hash: sha256(token),
            user_id: user.id,
            expires_at: new Date(now.getTime() + RESET_MINUTES * 60_000).toISOString(),
            used_at: null,
            created_at: now.toISOString(),
          })
          .execute();
      });
      await sendToOutbox(deps, {
        kind: 'password_reset',
        recipient: user.email,
        subject: 'Reset your password',
        body: `Open this link within ${RESET_MINUTES} minutes to choose a new password: /reset-password?token=${token}`,
      });
    }
    return c.json({ message: RESET_SENT }, 202);
  });

  app.put('/password_resets', async (c) => {
    const body = parse(ResetPerform, await jsonBody(c), 'body');
    const fields = checkUserForm({ password: body.password }, { password: REGISTER_RULES.password });
    const attempt = reserveAttempt([[deps.limits.resetIps, deps.clientIp(c)]], deps.now().getTime(), 'password reset attempts from your network');
    const now = deps.now().toISOString();
    // The link is checked before the new password is hashed: a bogus one costs no hash.
    const live = await deps.db
      .selectFrom('password_resets')
      .select('token_hash')
      .where('token_hash', '=', sha256(body.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!live) throw new ApiError('unprocessable', RESET_INVALID, { token: [RESET_INVALID] });
    const hash = await attempt.run(() => hashPassword(fields.password!, deps.passwordCost));
    const done = await deps.db.transaction().execute(async (trx) => {
      const reset = await trx.selectFrom('password_resets').selectAll().where('token_hash', '=', sha256(body.token)).executeTakeFirst();
      if (!reset || reset.used_at !== null || reset.expires_at <= now) return false;
      const used = await trx.updateTable('password_resets').set({ used_at: now }).where('token_hash', '=', reset.token_hash).where('used_at', 'is', null).executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      await trx.updateTable('users').set({ password_hash: hash, updated_at: now }).where('id', '=', reset.user_id).execute();
      // A reset signs every device out.
      await trx.deleteFrom('sessions').where('user_id', '=', reset.user_id).execute();
      return true;
    });
    if (!done) throw new ApiError('unprocessable', RESET_INVALID, { token: [RESET_INVALID] });
    return c.json({ message: 'Your password has been reset' });
  });

  return app;
}
