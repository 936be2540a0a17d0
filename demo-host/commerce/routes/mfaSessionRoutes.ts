import { Hono } from 'hono';
import * as v from 'valibot';
import { isValidVerificationCode } from '../../../shared/forms';
import { reserveAttempt } from '../auth/attemptLimits';
import { checkMfaCode } from '../auth/mfaChallenges';
import { mfaRefusal } from '../auth/mfaSignIn';
import { ApiError, jsonBody, parse } from '../../http';
import type { CommerceDeps } from '../deps';
import { signedInAnswer } from './sessionRoutes';

const MfaBody = v.object({
  challenge: v.pipe(v.string('must be text'), v.minLength(1, 'Please fill out this field.'), v.maxLength(100)),
  code: v.pipe(v.string('must be text'), v.maxLength(50)),
  // 001 §4 keep me signed in, as POST /sessions takes it: the session this opens is that sign-in's.
  remember: v.optional(v.boolean('must be true or false')),
});

/**
 * POST /sessions/mfa: the second step of a sign-in that answered `mfa_required` (000 §1 flag mfa-check). The right
 * code opens the session exactly as POST /sessions does; every other answer is a 422 that says what to do next.
 */
export function mfaSessionRoutes(deps: CommerceDeps): Hono {
  const app = new Hono();
  app.post('/sessions/mfa', async (c) => {
    const body = parse(MfaBody, await jsonBody(c), 'body');
    // 001 §4: letters and digits only, whitespace stripped, length 6. A code of another shape costs no try.
    if (!isValidVerificationCode(body.code)) {
      throw new ApiError('unprocessable', 'Enter the 6 letters and digits of the code we e-mailed you.', { code: ['Enter the 6 letters and digits of the code.'] });
    }
    const now = deps.now();
    const attempt = await reserveAttempt(deps.limits, [[deps.limits.mfaIps, deps.clientIp(c)]], now.getTime(), 'sign-in codes');
    const check = await attempt.run(() => checkMfaCode(deps.db, deps.secret, body.challenge, body.code, now));
    if (check.state !== 'passed') throw mfaRefusal(check);
    await attempt.release();
    const user = await deps.db.selectFrom('users').selectAll().where('id', '=', check.userId).executeTakeFirst();
    if (!user) throw mfaRefusal({ state: 'unknown' });
    return signedInAnswer(c, deps, user, body.remember ?? true);
  });
  return app;
}
