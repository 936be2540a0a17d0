import { Hono } from 'hono';
import * as v from 'valibot';
import { reserveAttempt } from '../auth/attemptLimits';
import { hashPassword } from '../auth/passwords';
import { issueResetToken, RESET_MINUTES, resetLinkState, resetRefusal, spendResetToken } from '../accounts/resetTokens';
import { checkUserForm, REGISTER_RULES } from '../accounts/userForm';
import { ModeBaseSchema, pageLink, passwordResetMail } from '../mail';
import { jsonBody, parse } from '../../http';
import type { CommerceDeps } from '../deps';

const ResetRequest = v.object({
  email: v.pipe(v.string('must be text'), v.trim(), v.maxLength(254)),
  mode_base: v.optional(ModeBaseSchema),
});
const Token = v.pipe(v.string('must be text'), v.maxLength(200));
const ResetCheck = v.object({ token: Token });
const ResetPerform = v.object({ token: Token, password: v.pipe(v.string('must be text'), v.maxLength(200)) });

export const RESET_SENT = 'If an account exists for that e-mail, we have sent a link to reset the password';

/**
 * Password reset (001 §2 /forgot-password, /reset-password). The answer to a request is the same whether or
 * not the address has an account, so the route cannot be used to find accounts; the link is mailed, absolute,
 * under the widget's mode base (mailLinks.ts).
 */
export function passwordResetRoutes(deps: CommerceDeps): Hono {
  const app = new Hono();
  const reserveReset = (ip: string | null) => reserveAttempt(deps.limits, [[deps.limits.resetIps, ip]], deps.now().getTime(), 'password reset attempts from your network');

  app.post('/password_resets', async (c) => {
    const { email, mode_base: modeBase = '' } = parse(ResetRequest, await jsonBody(c), 'body');
    const now = deps.now();
    await reserveAttempt(deps.limits, [[deps.limits.resetRequestIps, deps.clientIp(c)]], now.getTime(), 'password reset requests from your network');
    const user = await deps.db.selectFrom('users').select(['id', 'email']).where('email', '=', email.toLowerCase()).executeTakeFirst();
    // Past a mailbox's few links an hour, the answer stays the same and no mail goes out (no flooding, no signal).
    if (user && 'held' in (await deps.limits.counter.reserve(deps.limits.resetMails, `e:${user.email}`, now.getTime()))) {
      const token = await issueResetToken(deps.db, user.id, now);
      const link = pageLink(deps.publicOrigin, modeBase, `/reset-password?token=${token}`);
      await deps.mailer.send(passwordResetMail(user.email, link, RESET_MINUTES));
    }
    return c.json({ message: RESET_SENT }, 202);
  });

  // The reset page asks first, so it can say at once that a link is used or expired. Checking spends nothing;
  // a check of a bad link counts like a reset attempt from the address.
  app.post('/password_resets/check', async (c) => {
    const { token } = parse(ResetCheck, await jsonBody(c), 'body');
    const attempt = await reserveReset(deps.clientIp(c));
    const { state } = await resetLinkState(deps.db, token, deps.now());
    if (state !== 'valid') throw resetRefusal(state);
    await attempt.release();
    return c.json({ status: 'valid' });
  });

  app.put('/password_resets', async (c) => {
    const body = parse(ResetPerform, await jsonBody(c), 'body');
    const fields = checkUserForm({ password: body.password }, { password: REGISTER_RULES.password });
    const attempt = await reserveReset(deps.clientIp(c));
    // The link is checked before the new password is hashed: a bogus one costs no hash.
    const before = await resetLinkState(deps.db, body.token, deps.now());
    if (before.state !== 'valid') throw resetRefusal(before.state);
    const hash = await attempt.run(() => hashPassword(fields.password!, deps.passwordCost));
    const state = await spendResetToken(deps.db, body.token, hash, deps.now());
    if (state !== 'valid') throw resetRefusal(state);
    return c.json({ message: 'Your password has been reset' });
  });

  return app;
}
