import type { Context } from 'hono';
import type { CommerceDeps } from '../deps';
import { CommerceError } from '../CommerceError';
import { verifyToken } from './token';

/** Checks a bearer token: signature, exp, and a live session row (DELETE /sessions revokes it). */
export async function userIdFromToken(deps: CommerceDeps, token: string): Promise<number | null> {
  const claims = verifyToken(token, deps.secret, deps.now());
  if (!claims) return null;
  const session = await deps.db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at'])
    .where('token', '=', claims.jti)
    .executeTakeFirst();
  if (!session || String(session.user_id) !== claims.sub) return null;
  if (Date.parse(session.expires_at) <= deps.now().getTime()) return null;
  return session.user_id;
}

export function bearerOf(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

// The most recently created commerce API: the catalogue API (another Hono app) calls authenticate(c)
// without access to the commerce deps, and one host process runs one commerce API.
let current: CommerceDeps | null = null;

export function registerAuthenticator(deps: CommerceDeps): void {
  current = deps;
}

const CACHE = Symbol.for('canopy.commerce.userId');

/** The bearer token's user id, or null (no token, bad signature, expired or revoked). */
export async function authenticateWith(deps: CommerceDeps, c: Context): Promise<number | null> {
  const raw = c as unknown as Record<symbol, Promise<number | null> | undefined>;
  const cached = raw[CACHE];
  if (cached) return cached;
  const token = bearerOf(c);
  const result = token ? userIdFromToken(deps, token) : Promise.resolve(null);
  raw[CACHE] = result;
  return result;
}

/** Bearer token → user id for the catalogue's review POST; null when not signed in. */
export async function authenticate(c: Context): Promise<number | null> {
  if (!current) return null;
  return authenticateWith(current, c);
}

/** The signed-in user's id, or a 401 (001 §8: a 401 clears the login and prompts again). */
export async function requireUser(deps: CommerceDeps, c: Context): Promise<number> {
  const id = await authenticateWith(deps, c);
  if (id === null) throw new CommerceError('unauthorized', 'Please sign in');
  return id;
}
