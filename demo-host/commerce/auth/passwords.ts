import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createPasswordHasher, type PasswordHasher } from './passwordHasher';

// scrypt with OWASP's minimum cost N=2^17, r=8, p=1; the parameters travel with the hash so they can be raised
// later without breaking stored hashes. Format: scrypt$N$r$p$salt$hash (base64url).
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

// One hasher for the process: the CPU it guards is the process's, however many commerce APIs share it.
let shared: PasswordHasher | null = null;
const hasher = () => (shared ??= createPasswordHasher());

/** Hashes a password; busy (503) when the hasher's queue is full. `cost.n` lets tests hash cheaply. */
export async function hashPassword(password: string, cost: { n?: number } = {}): Promise<string> {
  const salt = randomBytes(16);
  const n = cost.n ?? N;
  const key = await hasher().derive(password.normalize('NFKC'), salt, KEY_BYTES, { N: n, r: R, p: P, maxmem: MAX_MEMORY });
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Parameters a stored hash may carry: a power of two N, small r and p, and scrypt's memory within MAX_MEMORY. */
function readParams(n: string, r: string, p: string): { N: number; r: number; p: number } | null {
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = Number.isInteger(params.N) && params.N >= 2 && (params.N & (params.N - 1)) === 0;
  const small = (x: number) => Number.isInteger(x) && x >= 1 && x <= 16;
  if (!powerOfTwo || !small(params.r) || !small(params.p) || 128 * params.r * (params.N + params.p + 2) > MAX_MEMORY) return null;
  return params;
}

/** Whether the password matches a stored hash; false for a malformed one. Busy (503) when the queue is full. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = readParams(n, r, p);
  if (scheme !== 'scrypt' || !params || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await hasher().derive(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), KEY_BYTES, { ...params, maxmem: MAX_MEMORY });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash no password matches, at today's cost, for a login that names no account: checking against it takes
 * as long as checking a real one, so the answer's timing does not tell whether the account exists.
 */
export const NO_ACCOUNT_HASH = ['scrypt', N, R, P, randomBytes(16).toString('base64url'), randomBytes(KEY_BYTES).toString('base64url')].join('$');
