import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { COOKIE_SESSION_MODE as COOKIE_MODE, SESSION_MODE_HEADER } from '../../../shared/platform';

// framelessEmbed runs the widget in the partner's own page, so anything the widget can read, any script on that
// page can read too. Its session is therefore an HttpOnly cookie of the host's origin: the browser attaches it,
// no script reads it. Partitioned (CHIPS) keys it to the partner's site, so it survives third-party cookie
// blocking and no other site can use it. SameSite=None because the partner page is another site.
export const SESSION_COOKIE = 'canopy_session';
// A cookie-session request carries SESSION_MODE_HEADER: no cross-site form can send it (see shared/platform).
// Path /: the merchandising service under /dm (001 §7) knows the signed-in shopper too (buy-again rows). Sessions
// made before lived on /api/v1; sign-out clears that path as well.
const COOKIE_PATH = '/';
const EARLIER_COOKIE_PATH = '/api/v1';

/** Whether the request asks for (or authenticates with) the cookie session rather than a bearer token. */
export function wantsCookieSession(c: Context): boolean {
  return c.req.header(SESSION_MODE_HEADER)?.toLowerCase() === COOKIE_MODE;
}

/** The session token from the cookie, only on a request that carries the session-mode header. */
export function cookieToken(c: Context): string | null {
  if (!wantsCookieSession(c)) return null;
  return getCookie(c, SESSION_COOKIE) ?? null;
}

/** The cookie lasts as long as the session, or only while the browser runs when the shopper is not remembered (001 §4). */
export function setSessionCookie(c: Context, token: string, expiresAt: string, remember = true): void {
  const expires = remember ? { expires: new Date(expiresAt) } : {};
  setCookie(c, SESSION_COOKIE, token, { path: COOKIE_PATH, ...expires, httpOnly: true, secure: true, sameSite: 'None', partitioned: true });
}

export function clearSessionCookie(c: Context): void {
  for (const path of [COOKIE_PATH, EARLIER_COOKIE_PATH]) deleteCookie(c, SESSION_COOKIE, { path, httpOnly: true, secure: true, sameSite: 'None', partitioned: true });
}

/**
 * The answer to a sign-in or registration (001 §7): with a bearer session the token in the body and the
 * Authorization header; with a cookie session the cookie only, so the token never reaches a script.
 */
export function sessionAnswer<T extends Record<string, unknown>>(
  c: Context,
  session: { token: string; expires_at: string },
  body: T,
  status: 200 | 201,
  options: { remember?: boolean } = {},
): Response {
  if (wantsCookieSession(c)) {
    setSessionCookie(c, session.token, session.expires_at, options.remember ?? true);
    return c.json({ ...body, expires_at: session.expires_at, session: COOKIE_MODE }, status);
  }
  c.header('Authorization', `Bearer ${session.token}`);
  return c.json({ ...body, token: session.token, expires_at: session.expires_at }, status);
}
