import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt (issue 5 §4) with OWASP's minimum cost N=2^17, r=8, p=1; the parameters travel with the hash so
// they can be raised later without breaking stored hashes. Format: scrypt$N$r$p$salt$hash (base64url).
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: { n?: number } = {}): Promise<string> {
  const salt = randomBytes(16);
  const n = cost.n ?? N;
  const key = await derive(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
