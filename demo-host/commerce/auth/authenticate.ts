import type { Context } from 'hono';
import type { CommerceDeps } from '../deps';
import { ApiError } from '../../http';
import { cookieToken } from './sessionCookie';
import { verifyToken } from './token';

/** Checks a bearer token: signature, exp, and a live session row (DELETE /sessions revokes it). */
export async function userIdFromToken(deps: CommerceDeps, token: string): Promise<number | null> {
  const claims = verifyToken(token, deps.secret, deps.now());
  if (!claims) return null;
  const session = await deps.db.selectFrom('sessions').select(['user_id', 'expires_at']).where('token', '=', claims.jti).executeTakeFirst();
  if (!session || String(session.user_id) !== claims.sub) return null;
  if (Date.parse(session.expires_at) <= deps.now().getTime()) return null;
  return session.user_id;
}

export function bearerOf(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/** The request's session token: the bearer token, else the HttpOnly cookie of a framelessEmbed session. */
export function sessionTokenOf(c: Context): string | null {
  return bearerOf(c) ?? cookieToken(c);
}

/** The id of the session the request is signed in with (its token's jti), or null: the one a password change keeps. */
export function sessionIdOf(deps: CommerceDeps, c: Context): string | null {
  const token = sessionTokenOf(c);
  return (token && verifyToken(token, deps.secret, deps.now())?.jti) || null;
}

const CACHE = Symbol.for('canopy.commerce.userId');

type Cached = { deps: CommerceDeps; userId: Promise<number | null> };

/** The bearer token's user id, or null (no token, bad signature, expired or revoked); once per request. */
export async function authenticateWith(deps: CommerceDeps, c: Context): Promise<number | null> {
  const raw = c as unknown as Record<symbol, Cached | undefined>;
  const cached = raw[CACHE];
  if (cached?.deps === deps) return cached.userId;
  const token = sessionTokenOf(c);
  const userId = token ? userIdFromToken(deps, token) : Promise.resolve(null);
  raw[CACHE] = { deps, userId };
  return userId;
}

/** Bearer token → user id, or null when not signed in: what another app (the catalogue's review POST) asks. */
export type Authenticator = (c: Context) => Promise<number | null>;

/** The authenticator of one commerce API, bound to its database, secret and clock. */
export function createAuthenticator(deps: CommerceDeps): Authenticator {
  return (c) => authenticateWith(deps, c);
}

/** The signed-in user's id, or a 401 (001 §8: a 401 clears the login and prompts again). */
export async function requireUser(deps: CommerceDeps, c: Context): Promise<number> {
  const id = await authenticateWith(deps, c);
  if (id === null) throw new ApiError('unauthorized', 'Please sign in');
  return id;
}
