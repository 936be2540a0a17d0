import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { ApiError } from '../../../../demo-host/http';
import { createPasswordHasher } from '../../../../demo-host/commerce/auth/passwordHasher';
import { hashPassword, NO_ACCOUNT_HASH, verifyPassword } from '../../../../demo-host/commerce/auth/passwords';

// The hasher runs scrypt in a worker thread (off libuv's pool), with a bounded queue.

const CHEAP = { N: 1024, r: 8, p: 1, maxmem: 32 * 1024 * 1024 };
const salt = Buffer.alloc(16, 7);
const hasher = createPasswordHasher(2);
afterAll(() => hasher.close());

describe('createPasswordHasher', () => {
  test('derives the same key as scrypt, and refuses at once with a 503 and a retry time when its queue is full', async () => {
    const { scryptSync } = await import('node:crypto');
    const first = hasher.derive('correct horse battery', salt, 32, CHEAP);
    const second = hasher.derive('another password', salt, 32, CHEAP);
    const refused = await hasher.derive('one too many', salt, 32, CHEAP).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 503, code: 'busy', details: { retry_after: expect.any(Number) } });
    expect((refused as ApiError).details!.retry_after).toBeGreaterThanOrEqual(1);
    expect((await first).equals(scryptSync('correct horse battery', salt, 32, CHEAP))).toBe(true);
    await second;
    expect((await hasher.derive('room again', salt, 32, CHEAP)).length).toBe(32);
  });

  test('a failed hash rejects and the next one works; so does one after the worker was stopped', async () => {
    await expect(hasher.derive('x', salt, 32, { ...CHEAP, N: 1000 })).rejects.toThrow(/scrypt failed/);
    expect((await hasher.derive('x', salt, 32, CHEAP)).length).toBe(32);
    // Full cost, so the worker is still hashing when it is stopped.
    const inFlight = hasher.derive('x', salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    await hasher.close();
    await expect(inFlight).rejects.toThrow(/worker stopped/);
    expect((await hasher.derive('x', salt, 32, CHEAP)).length).toBe(32);
  });

  test('an idle worker does not keep the process alive', () => {
    const passwords = fileURLToPath(new URL('../../../../demo-host/commerce/auth/passwords.ts', import.meta.url));
    const script = `const { hashPassword } = await import(${JSON.stringify(passwords)}); await hashPassword('x', { n: 1024 }); console.log('hashed');`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe('hashed');
    expect(child.signal).toBeNull();
    expect(child.status).toBe(0);
  }, 40_000);
});

describe('verifyPassword', () => {
  test.each([
    ['not a hash', 'not a hash'],
    ['an N that is not a power of two', 'scrypt$1000$8$1$c2FsdA$aGFzaA'],
    ['an N past the memory limit', 'scrypt$1099511627776$8$1$c2FsdA$aGFzaA'],
    ['a huge r', 'scrypt$1024$1000$1$c2FsdA$aGFzaA'],
    ['another scheme', 'bcrypt$1024$8$1$c2FsdA$aGFzaA'],
  ])('is false, not an error, for %s', async (_name, stored) => {
    expect(await verifyPassword('x', stored)).toBe(false);
  });

  test('keeps reading the stored format scrypt$N$r$p$salt$hash, and the no-account hash matches nothing', async () => {
    const stored = await hashPassword('correct horse battery', { n: 1024 });
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(NO_ACCOUNT_HASH).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('', NO_ACCOUNT_HASH)).toBe(false);
  });
});
