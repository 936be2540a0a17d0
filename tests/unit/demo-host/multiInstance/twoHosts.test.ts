import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { LOGIN_ATTEMPTS } from '../../../../demo-host/commerce/auth/rateLimit';
import { MAINTENANCE_STATUS } from '../../../../shared/constants';
import type { MenuProduct } from '../../../../shared/types';
import { exportMenu, toCsv } from '../admin/importMenuHelpers';
import { addBody, openHarness, TEST_ADMIN_TOKEN, type Harness, type MenuPick } from '../commerce/harness';
import { openForShoppers } from '../commerce/shopper';
import { ensureBuilt, exited, healthy, spawnHost, stopHost, type BuiltHost } from './builtHost';

// Several host instances on one PostgreSQL behave as one (docs/architecture.md § Several instances): two built hosts
// (`node dist/host/main.mjs`), each with a DATA_DIR of its own as on two machines, one CANOPY_SECRET, one database,
// and requests alternating between them. PostgreSQL is how instances share a database, so this runs with
// DATABASE_URL only (`.ci/run` runs it against its throwaway cluster).

const databaseUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
vi.setConfig({ testTimeout: 60_000 });

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

describe.skipIf(!databaseUrl)('two host processes on one PostgreSQL database', () => {
  const secret = randomBytes(32).toString('hex');
  const started: BuiltHost[] = [];
  let h: Harness;
  let picks: MenuPick[];
  let a: BuiltHost;
  let b: BuiltHost;

  beforeAll(async () => {
    ensureBuilt();
    // A scratch database, migrated and seeded once, so the two hosts start on it together.
    h = await openHarness({ databaseUrl, stores: 1 });
    picks = await openForShoppers(h);
    const env = { DATABASE_URL: h.databaseUrl!, CANOPY_SECRET: secret, CANOPY_ADMIN_TOKEN: TEST_ADMIN_TOKEN };
    [a, b] = await Promise.all([spawnHost(env, (host) => started.push(host)), spawnHost(env, (host) => started.push(host))]);
    await Promise.all([healthy(a), healthy(b)]);
  }, 240_000);
  // Stopped even when a test or the start failed: no host outlives the run.
  afterAll(async () => {
    await Promise.all(started.map((host) => stopHost(host)));
    await h?.close();
  }, 60_000);

  const call = async (host: BuiltHost, method: string, path: string, options: { body?: unknown; token?: string; admin?: boolean; csv?: string } = {}): Promise<Answer> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.csv !== undefined) headers['Content-Type'] = 'text/csv';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.admin) headers.Authorization = `Bearer ${TEST_ADMIN_TOKEN}`;
    const body = options.csv ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const answer = await host.request(`/api/v1${path}`, { method, headers, body });
    const text = await answer.text();
    return { status: answer.status, headers: answer.headers, body: text ? JSON.parse(text) : null };
  };
  const registered = async (host: BuiltHost, email: string): Promise<string> => {
    const answer = await call(host, 'POST', '/users', { body: { user: { email, password: 'correct horse battery', first_name: 'Two', last_name: 'Hosts' } } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.token;
  };
  const signIn = (host: BuiltHost, email: string, password: string) => call(host, 'POST', '/sessions', { body: { user: { email, password } } });

  test('a session opened on one instance is honoured by the other, and signing out on one ends it on both', async () => {
    const token = await registered(a, 'alternating@example.com');
    expect((await call(b, 'GET', '/whoami', { token })).body.user.email).toBe('alternating@example.com');
    const signedIn = await signIn(b, 'alternating@example.com', 'correct horse battery');
    expect(signedIn.status).toBe(201);
    expect((await call(a, 'GET', '/whoami', { token: signedIn.body.token })).body.user.email).toBe('alternating@example.com');
    expect((await call(a, 'DELETE', '/sessions', { token })).status).toBe(204);
    expect((await call(b, 'GET', '/whoami', { token })).status).toBe(401);
    expect((await call(b, 'GET', '/whoami', { token: signedIn.body.token })).status).toBe(200);
  });

  test('signed in on one, ordered on the other: a retried checkout on the first answers the one reservation', async () => {
    const token = await registered(b, 'orders@example.com');
    const added = await call(a, 'POST', '/cart_products', { body: addBody(1, picks[0], 1), token });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const checkout = { cart_uuid: added.body.cart_uuid, payment_method: 'cash', agreement_accepted: true, birth_date: '1990-02-03' };
    const placed = await call(b, 'POST', '/carts/checkout', { body: checkout, token });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const retried = await call(a, 'POST', '/carts/checkout', { body: checkout, token });
    expect(retried.status).toBe(200);
    expect(retried.body.reservation.id).toBe(placed.body.reservation.id);
    const rows = await h.db.selectFrom('reservations as r').innerJoin('carts as c', 'c.id', 'r.cart_id').select('r.id').where('c.uuid', '=', checkout.cart_uuid).execute();
    expect(rows).toEqual([{ id: placed.body.reservation.id }]);
  });

  test(`the login limit counts across both: ${LOGIN_ATTEMPTS} wrong passwords split between them, then 429 on either`, async () => {
    await registered(a, 'guessed@example.com');
    for (let i = 0; i < LOGIN_ATTEMPTS; i += 1) expect((await signIn(i % 2 === 0 ? a : b, 'guessed@example.com', 'wrong password')).status).toBe(401);
    for (const host of [a, b]) {
      const refused = await signIn(host, 'guessed@example.com', 'correct horse battery');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  const menuProduct = async (host: BuiltHost, pick: MenuPick): Promise<MenuProduct> => {
    const answer = await call(host, 'GET', `/products/${pick.product_id}?store_id=1`);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  test('a price imported through the admin API on one is what the other answers on its next request', async () => {
    const pick = picks[1];
    const before = await menuProduct(b, pick);
    const cents = pick.price + 1_100;
    const rows = (await exportMenu(h.db, 1)).filter((row) => row.product_id === String(pick.product_id));
    const csv = toCsv(rows.map((row) => (row.weight === pick.price_id ? { ...row, price: (cents / 100).toFixed(2) } : row)));
    const imported = await call(a, 'POST', '/admin/stores/1/menu_import?partial=1', { csv, admin: true });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const after = await menuProduct(b, pick);
    expect((before as unknown as Record<string, number>)[`price_${pick.price_id}`]).toBe(pick.price / 100);
    expect((after as unknown as Record<string, number>)[`price_${pick.price_id}`]).toBe(cents / 100);
  });

  test('a review posted on one moves the rating the other answers on its next request', async () => {
    const pick = picks[2];
    const before = await menuProduct(b, pick);
    const token = await registered(b, 'reviewer@example.com');
    const reviewed = await call(a, 'POST', `/products/${pick.product_id}/reviews`, { body: { rating: 1 }, token });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(201);
    const after = await menuProduct(b, pick);
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after).toMatchObject({ aggregate_rating: (await menuProduct(a, pick)).aggregate_rating });
  });

  test('maintenance turned on through one answers 420 on the other; turned off through the other, both serve (000 §8)', async () => {
    const maintenance = (host: BuiltHost, enabled: boolean) => call(host, 'PUT', '/admin/maintenance', { body: { enabled }, admin: true });
    expect((await maintenance(a, true)).status).toBe(200);
    try {
      expect((await call(b, 'GET', '/stores/1')).status).toBe(MAINTENANCE_STATUS);
    } finally {
      expect((await maintenance(b, false)).status).toBe(200);
    }
    for (const host of [a, b]) expect((await call(host, 'GET', '/stores/1')).status).toBe(200);
  });

  test('a third instance without CANOPY_SECRET does not start, and says which variable to set and how to make a value', async () => {
    const unset = await spawnHost({ DATABASE_URL: h.databaseUrl! }, (host) => started.push(host));
    expect(await exited(unset)).not.toBe(0);
    expect(unset.output()).toMatch(/CANOPY_SECRET must be set on PostgreSQL.*openssl rand -hex 32/s);
  });
});
