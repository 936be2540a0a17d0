import { createHmac, timingSafeEqual } from 'node:crypto';

// A compact HS256 JWT (RFC 7519) with node:crypto: the session token POST /sessions answers (001 §7). 001 §4
// checks its expiry against the `exp` claim on the client, so exp is seconds since the epoch.

export interface TokenClaims {
  /** The user id, as a string (RFC 7519 §4.1.2). */
  sub: string;
  /** The session id: a row in `sessions`, deleted by DELETE /sessions. */
  jti: string;
  iat: number;
  exp: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function sign(data: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signToken(claims: TokenClaims, secret: Buffer): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret)}`;
}

/** The claims of a well-formed, correctly signed, unexpired token; null for anything else. */
export function verifyToken(token: string, secret: Buffer, now: Date): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = Buffer.from(sign(`${parts[0]}.${parts[1]}`, secret));
  const given = Buffer.from(parts[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const c = claims as Partial<TokenClaims>;
  if (typeof c.sub !== 'string' || !/^\d+$/.test(c.sub) || typeof c.jti !== 'string' || typeof c.exp !== 'number') return null;
  if (c.exp * 1000 <= now.getTime()) return null;
  return c as TokenClaims;
}
