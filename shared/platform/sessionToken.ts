// 001 §4: a stored session token is used only until the `exp` claim of its payload (seconds since the epoch).

/** The token's expiry in milliseconds, or null when it is not a JWT with a numeric exp claim. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Whether a stored token may still be sent: it has an exp claim and `now` is before it. */
export function isTokenLive(token: string | null | undefined, now: number): token is string {
  if (!token) return false;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && now < expiresAt;
}

/** The storage key of the session (001 §9 storage: user_session). */
export const SESSION_STORAGE_KEY = 'user_session';

/**
 * The header of a framelessEmbed request whose session is the host's HttpOnly cookie: the widget runs in the
 * partner's page there, so it never holds the token. A custom header also forces a CORS preflight, so the
 * cookie authenticates only requests from the origins the API allows.
 */
export const SESSION_MODE_HEADER = 'X-Canopy-Session';
export const COOKIE_SESSION_MODE = 'cookie';
