import type { Context } from 'hono';
import { timingSafeEqual } from 'node:crypto';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(c: Context): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')?.[1] ?? null;
}

/** Compares a given secret with the expected one in constant time (no timing hint of how much matched). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
