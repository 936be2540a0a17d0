import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { IdSchema } from '../../../shared/schemas';
import { stripPhoneDashes, usPhoneDigits } from '../../../shared/forms';
import { loginKey, reserveAttempt } from '../auth/attemptLimits';
import { authenticateWith, requireUser, sessionTokenOf } from '../auth/authenticate';
import { clearSessionCookie, sessionAnswer, wantsCookieSession } from '../auth/sessionCookie';
import { mfaRequired, startMfaCheck } from '../auth/mfaSignIn';
import { NO_ACCOUNT_HASH, verifyPassword } from '../auth/passwords';
import { signToken, verifyToken } from '../auth/token';
import { customerView, type UserRow } from '../accounts/customerView';
import { ApiError, Flag, jsonBody, parse, queryOf } from '../../http';
import type { CommerceDeps } from '../deps';

export const SESSION_DAYS = 30;
export const SIGN_IN_FAILED = 'Invalid email, phone or password';

const SessionBody = v.object({
  user: v.optional(
    v.object({
      email: v.optional(v.pipe(v.string('must be text'), v.trim(), v.maxLength(254))),
      phone: v.optional(v.pipe(v.string('must be text'), v.trim(), v.maxLength(30))),
      password: v.pipe(v.string('must be text'), v.minLength(1, 'Please fill out this field.'), v.maxLength(200)),
    }),
  ),
  cognito_token: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  // 001 §4 keep me signed in; false makes framelessEmbed's cookie a session cookie (a bearer token is the widget's to keep).
  remember: v.optional(v.boolean('must be true or false')),
  // 000 §1 flag mfa-check: the store the widget is embedded for (its flags), and the widget asking for the check itself.
  store_id: v.optional(IdSchema),
  mfa_check: v.optional(v.boolean('must be true or false')),
});
const SignOutQuery = v.object({ all: v.optional(Flag) });
const GoogleBody = v.object({ code: v.pipe(v.string('must be text'), v.maxLength(4096)) });
const AppleBody = v.object({
  id_token: v.pipe(v.string('must be text'), v.maxLength(8192)),
  first_name: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
  last_name: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
});

/** Opens a session for a user: a sessions row (its id is the token's jti) and the signed token. */
export async function openSession(deps: CommerceDeps, userId: number): Promise<{ token: string; expires_at: string }> {
  const now = deps.now();
  const jti = randomBytes(24).toString('base64url');
  const exp = Math.floor(now.getTime() / 1000) + SESSION_DAYS * 86_400;
  const expires_at = new Date(exp * 1000).toISOString();
  await deps.db.insertInto('sessions').values({ token: jti, user_id: userId, created_at: now.toISOString(), expires_at }).execute();
  return { token: signToken({ sub: String(userId), jti, iat: Math.floor(now.getTime() / 1000), exp }, deps.secret), expires_at };
}

/** The answer that signs a user in (001 §7): a new session, as a bearer token or the framelessEmbed cookie. */
export async function signedInAnswer(c: Context, deps: CommerceDeps, user: UserRow, remember: boolean): Promise<Response> {
  const session = await openSession(deps, user.id);
  return sessionAnswer(c, session, { user: customerView(user) }, 201, { remember });
}

/** A user by phone: as stored (dashes stripped, 001 §5), else any way of writing the same US number. */
async function userByPhone(deps: CommerceDeps, phone: string) {
  const exact = await deps.db.selectFrom('users').selectAll().where('phone', '=', stripPhoneDashes(phone)).executeTakeFirst();
  const digits = usPhoneDigits(phone);
  if (exact || !digits) return exact;
  const candidates = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('phone', 'like', `%${digits.slice(-4)}`)
    .limit(50)
    .execute();
  return candidates.find((u) => u.phone !== null && usPhoneDigits(u.phone) === digits);
}

/**
 * The user the credentials sign in, or a 401. The attempt is counted under its login and its client address
 * before the lookup and the hash, in the database, so concurrent wrong guesses cannot all pass the limit on any
 * host instance; a success clears the login's failures and is no failure of its address; an attempt the hasher
 * had no room for is given back.
 */
async function checkCredentials(deps: CommerceDeps, credentials: { email?: string; phone?: string; password: string }, ip: string | null): Promise<UserRow> {
  const { email, phone, password } = credentials;
  const login = loginKey(credentials);
  const attempt = await reserveAttempt(
    deps.limits,
    [
      [deps.limits.logins, login],
      [deps.limits.loginIps, ip],
    ],
    deps.now().getTime(),
    'sign-in attempts',
  );
  const { user, ok } = await attempt.run(async () => {
    const found = email ? await deps.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst() : await userByPhone(deps, phone!);
    return { user: found, ok: await verifyPassword(password, found?.password_hash ?? NO_ACCOUNT_HASH) };
  });
  if (!user || !ok) throw new ApiError('unauthorized', SIGN_IN_FAILED);
  await attempt.release(deps.limits.logins);
  return user;
}

export function sessionRoutes(deps: CommerceDeps): Hono {
  const app = new Hono();

  app.post('/sessions', async (c) => {
    const body = parse(SessionBody, await jsonBody(c), 'body');
    if (!body.user && body.cognito_token !== undefined) throw new ApiError('not_configured', 'Cognito sign-in is not configured');
    if (!body.user || (!body.user.email && !body.user.phone)) {
      throw new ApiError('bad_request', 'Invalid body: user', { 'user.email': ['Please fill out this field.'] });
    }
    const user = await checkCredentials(deps, body.user, deps.clientIp(c));
    // A wrong password was refused above, whatever the flag says: the check never tells whether an account exists.
    if (await mfaRequired(deps, body, user)) return c.json(await startMfaCheck(deps, user), 200);
    return signedInAnswer(c, deps, user, body.remember ?? true);
  });

  // `all=true` (profile settings: sign out everywhere) ends every session of the signed-in user; without it, this one.
  app.delete('/sessions', async (c) => {
    const { all = false } = parse(SignOutQuery, queryOf(c), 'query');
    if (all) {
      const userId = await requireUser(deps, c);
      if (wantsCookieSession(c)) clearSessionCookie(c);
      await deps.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
      return c.body(null, 204);
    }
    const token = sessionTokenOf(c);
    if (wantsCookieSession(c)) clearSessionCookie(c);
    const claims = token ? verifyToken(token, deps.secret, deps.now()) : null;
    if (claims) await deps.db.deleteFrom('sessions').where('token', '=', claims.jti).execute();
    return c.body(null, 204);
  });

  app.get('/whoami', async (c) => {
    parse(v.object({ ref: v.optional(v.pipe(v.string(), v.maxLength(200))) }), queryOf(c), 'query');
    const userId = await authenticateWith(deps, c);
    if (userId === null) {
      // A token that no longer works is a 401 (001 §8 clears it); no token at all is an anonymous shopper.
      if (sessionTokenOf(c)) throw new ApiError('unauthorized', 'Your session has expired. Please sign in again.');
      return c.json({ user: null });
    }
    const user = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) throw new ApiError('unauthorized', 'Please sign in');
    return c.json({ user: customerView(user) });
  });

  // Which 001 §6 providers this host has, so the widget shows only their buttons (CommerceConfig.signInProviders).
  app.get('/auth/providers', (c) => c.json({ google: deps.signInProviders.includes('google'), apple: deps.signInProviders.includes('apple') }));

  // 001 §6 sign-in options this host has no provider for: a clear 501.
  app.post('/auth/google_oauth2/callback', async (c) => {
    parse(GoogleBody, await jsonBody(c), 'body');
    throw new ApiError('not_configured', 'Google sign-in is not configured');
  });
  app.post('/users/id_tokens/apple', async (c) => {
    parse(AppleBody, await jsonBody(c), 'body');
    throw new ApiError('not_configured', 'Apple sign-in is not configured');
  });
  return app;
}
