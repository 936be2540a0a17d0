import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IP_ATTEMPTS } from '../../../../demo-host/commerce/auth/attemptLimits';
import { LOGIN_ATTEMPTS, LOGIN_WINDOW_MS } from '../../../../demo-host/commerce/auth/rateLimit';
import { createCommerceApi } from '../../../../demo-host/commerce';
import { appCaller, openHarness, register, TEST_PASSWORD_COST, TEST_SECRET, type Harness } from './harness';

// Several host instances on one database count one set of attempts (docs/security.md § Password hashing and
// attempt limits): five failed sign-ins per login in 15 minutes, whichever instance each reached. Each instance
// here is a commerce API of its own (own DATA_DIR, own limits) over the harness's database, as a second host
// process would be; a limit kept in one process's memory lets each instance allow the whole limit.

const databases: [string, string | null][] = [['SQLite', null], ...(process.env.DATABASE_URL ? [['PostgreSQL', process.env.DATABASE_URL] as [string, string]] : [])];

describe.each(databases)('attempt limits shared by two instances on %s', (_name, databaseUrl) => {
  let h: Harness;
  let otherDir: string;
  let instances: Harness['call'][];

  beforeAll(async () => {
    h = await openHarness({ databaseUrl, stores: 1 });
    otherDir = mkdtempSync(join(tmpdir(), 'canopy-other-instance-'));
    const other = createCommerceApi({
      db: h.db,
      dialect: h.dialect,
      config: { dataDir: otherDir, secret: TEST_SECRET, now: () => h.clock.now, passwordCost: TEST_PASSWORD_COST },
    });
    instances = [h.call, appCaller(other.app)];
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    rmSync(otherDir, { recursive: true, force: true });
  });

  const signIn = (instance: number, email: string, password: string, ip?: string) => instances[instance % 2]('POST', '/sessions', { body: { user: { email, password } }, ip });

  test('five wrong passwords split between the instances: the sixth is refused by either, with Retry-After', async () => {
    await register(h, 'split@example.com');
    for (let i = 0; i < LOGIN_ATTEMPTS; i += 1) expect((await signIn(i, 'split@example.com', 'wrong password')).status).toBe(401);
    for (const instance of [0, 1]) {
      const refused = await signIn(instance, 'split@example.com', 'correct horse battery');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBe(LOGIN_WINDOW_MS / 1000);
    }
  });

  test('concurrent wrong passwords on both instances: exactly five are checked', async () => {
    await register(h, 'racing@example.com');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(i, 'racing@example.com', 'wrong password')));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(LOGIN_ATTEMPTS).fill(401), ...Array(12 - LOGIN_ATTEMPTS).fill(429)]);
  });

  test('a sign-in on one instance forgets the failures counted on the other', async () => {
    await register(h, 'forgiven@example.com');
    for (let i = 0; i < LOGIN_ATTEMPTS - 1; i += 1) expect((await signIn(0, 'forgiven@example.com', 'wrong password')).status).toBe(401);
    expect((await signIn(1, 'forgiven@example.com', 'correct horse battery')).status).toBe(201);
    for (let i = 0; i < LOGIN_ATTEMPTS; i += 1) expect((await signIn(i, 'forgiven@example.com', 'wrong password')).status).toBe(401);
    expect((await signIn(1, 'forgiven@example.com', 'wrong password')).status).toBe(429);
  });

  test(`one client address: ${IP_ATTEMPTS} failed sign-ins across accounts and instances, then 429 on either`, async () => {
    const ip = '198.51.100.7';
    // Accounts that exist, so each wrong password costs the harness's cheap hash rather than the full-cost one.
    for (let i = 0; i < IP_ATTEMPTS; i += 1) await register(h, `neighbour-${i}@example.com`);
    for (let i = 0; i < IP_ATTEMPTS; i += 1) expect((await signIn(i, `neighbour-${i}@example.com`, 'wrong password', ip)).status).toBe(401);
    for (const instance of [0, 1]) expect((await signIn(instance, 'neighbour-0@example.com', 'wrong password', ip)).status).toBe(429);
  });

  test('once the window has passed, the login may try again, and the spent attempts are pruned', async () => {
    await register(h, 'patient@example.com');
    const start = h.clock.now;
    try {
      for (let i = 0; i < LOGIN_ATTEMPTS; i += 1) expect((await signIn(i, 'patient@example.com', 'wrong password')).status).toBe(401);
      expect((await signIn(0, 'patient@example.com', 'wrong password')).status).toBe(429);
      h.clock.now = new Date(start.getTime() + LOGIN_WINDOW_MS);
      expect((await signIn(1, 'patient@example.com', 'correct horse battery')).status).toBe(201);
      h.clock.now = new Date(start.getTime() + 2 * LOGIN_WINDOW_MS);
      expect((await signIn(0, 'patient@example.com', 'wrong password')).status).toBe(401);
      const left = await h.db.selectFrom('attempt_slots').select(['key', 'expires_at']).execute();
      expect(left).toEqual([{ key: 'e:patient@example.com', expires_at: new Date(h.clock.now.getTime() + LOGIN_WINDOW_MS).toISOString() }]);
    } finally {
      h.clock.now = start;
    }
  });
});
