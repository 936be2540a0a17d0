import type { Hono } from 'hono';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createOperatorToken } from '../../../../demo-host/admin';
import { logRequests } from '../../../../demo-host/log';
import { createHostApp } from '../../../../demo-host/server/hostApp';
import { addBody, hostOver, openHarness, TEST_ADMIN_TOKEN, type Harness, type MenuPick } from '../commerce/harness';
import { openForShoppers } from '../commerce/shopper';
import { captureLog, type CapturedLog, type LogLine } from './captureLog';

// The host as main.ts serves it (the request log in front of the whole host app) over a throwaway database, with the
// host's logger writing into memory.
let h: Harness;
let host: Hono;
let picks: MenuPick[];
let log: CapturedLog;

beforeAll(async () => {
  h = await openHarness();
  picks = await openForShoppers(h);
  const api = hostOver(h, { adminToken: TEST_ADMIN_TOKEN });
  host = logRequests(createHostApp({ distDir: mkdtempSync(join(tmpdir(), 'canopy-dist-')), api: api.app, health: async () => true, partnerOrigins: [] }));
}, 60_000);
afterAll(() => h.close());
beforeEach(() => (log = captureLog('debug')));
afterEach(() => log.restore());

const INFO = 30;
const DEBUG = 20;
const requestLines = () => log.lines.filter((line) => line.msg === 'request');

async function call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await host.request(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: json ? await response.json() : await response.text(), requestId: response.headers.get('x-request-id') };
}

describe('the request log', () => {
  test('one line per request: method, path, status and ms, under the X-Request-Id the answer carries', async () => {
    const answer = await call('GET', '/api/v1/stores/1', { headers: { 'X-Request-Id': 'edge-7f3a.42:1' } });
    expect(answer.requestId).toBe('edge-7f3a.42:1');
    expect(requestLines()).toEqual([
      {
        level: INFO,
        time: expect.any(Number),
        pid: expect.any(Number),
        hostname: expect.any(String),
        req_id: 'edge-7f3a.42:1',
        method: 'GET',
        path: '/api/v1/stores/1',
        status: 200,
        ms: expect.any(Number),
        msg: 'request',
      },
    ]);
  });

  test.each([
    ['none', undefined],
    ['a space', 'abc def'],
    ['a quote', 'abc"}'],
    ['129 characters', 'x'.repeat(129)],
  ])('an incoming request id with %s is replaced by a fresh one', async (_what, incoming) => {
    const answer = await call('GET', '/api/v1/stores/1', { headers: incoming === undefined ? {} : { 'X-Request-Id': incoming } });
    expect(answer.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(requestLines().map((line) => line.req_id)).toEqual([answer.requestId]);
  });

  test('logs no query string and no capability in the path: a receipt uuid, a reset token', async () => {
    const uuid = '3f2b8c1e-9d4a-4c7b-8e2f-1a2b3c4d5e6f';
    await call('GET', `/api/v1/reservation_receipt/${uuid}?token=reset-token-123`);
    await call('GET', `/embed/stores/1/reset-password?token=reset-token-456&auth_code=code-789`);
    expect(requestLines().map((line) => line.path)).toEqual(['/api/v1/reservation_receipt/:redacted', '/embed/stores/1/reset-password']);
    expect(log.text()).not.toMatch(new RegExp(`${uuid}|reset-token|code-789`));
  });

  test('logs no password, bearer token or cookie of any request', async () => {
    const email = 'quiet@example.com';
    const password = 'correct horse battery staple';
    const registered = await call('POST', '/api/v1/users', { body: { user: { email, password } } });
    expect(registered.status).toBe(201);
    const signedIn = await host.request('/api/v1/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email, password } }),
    });
    const token = signedIn.headers.get('authorization')!.replace(/^Bearer /, '');
    await call('GET', '/api/v1/whoami', { headers: { Authorization: `Bearer ${token}`, Cookie: 'canopy_session=cookie-value-321' } });
    expect(requestLines().map((line) => [line.method, line.path, line.status])).toEqual([
      ['POST', '/api/v1/users', 201],
      ['POST', '/api/v1/sessions', 201],
      ['GET', '/api/v1/whoami', 200],
    ]);
    expect(log.text()).not.toContain(password);
    expect(log.text()).not.toContain(token);
    expect(log.text()).not.toContain('cookie-value-321');
    expect(log.text()).not.toContain(registered.body.token);
  });

  test('health checks are logged at debug level only', async () => {
    await call('GET', '/healthz');
    expect(requestLines().map((line) => [line.path, line.level])).toEqual([['/healthz', DEBUG]]);
  });
});

describe('the business lines', () => {
  test('a reservation placed: one line with its id, store, mode and amount, under the checkout request id, no shopper detail', async () => {
    const added = await call('POST', '/api/v1/cart_products', { body: addBody(1, picks[0]) });
    const contact = { first_name: 'Grace', last_name: 'Privately', email: 'grace.private@example.com', phone: '5555550123' };
    const checkout = await call('POST', '/api/v1/carts/checkout', {
      body: { cart_uuid: added.body.cart_uuid, payment_method: 'cash', agreement_accepted: true, birth_date: '1990-02-03', contact },
    });
    expect(checkout.status).toBe(200);
    const reservation = await h.db.selectFrom('reservations').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    const placed = log.lines.filter((line) => line.msg === 'reservation placed');
    expect(placed).toEqual([
      expect.objectContaining({
        level: INFO,
        req_id: checkout.requestId,
        reservation_id: reservation.id,
        store_id: 1,
        mode: reservation.reservation_mode,
        amount_cents: reservation.amount_cents,
      }),
    ]);
    expect(log.text()).not.toMatch(/Grace|Privately|grace\.private|5555550123|1990-02-03/);
    expect(log.text()).not.toContain(added.body.cart_uuid);
  });

  test('an admin write: one line with method, path, status, store and the kind of token, never the token', async () => {
    const operator = (await createOperatorToken(h.db, 1, 'POS', new Date())).token;
    const admin = (token: string | null, method: string, path: string, body?: unknown) =>
      call(method, `/api/v1/admin${path}`, { body, headers: token ? { Authorization: `Bearer ${token}` } : {} });
    expect((await admin(TEST_ADMIN_TOKEN, 'PATCH', '/stores/1/settings', { pickup_minimum: 0 })).status).toBe(200);
    expect((await admin(operator, 'PATCH', '/stores/1/settings', { pickup_minimum: 0 })).status).toBe(200);
    expect((await admin(operator, 'GET', '/stores/1/settings')).status).toBe(200);
    expect((await admin('not-a-token', 'DELETE', '/stores/2/promo_codes/1')).status).toBe(401);
    expect((await admin(TEST_ADMIN_TOKEN, 'PUT', '/maintenance', { enabled: false })).status).toBe(200);
    const writes = log.lines.filter((line) => line.msg === 'admin write');
    const operatorId = Number((writes[1] as LogLine).operator_token_id);
    expect(writes.map(({ method, path, status, store_id, token_kind, operator_token_id }) => ({ method, path, status, store_id, token_kind, operator_token_id }))).toEqual([
      { method: 'PATCH', path: '/api/v1/admin/stores/1/settings', status: 200, store_id: 1, token_kind: 'host', operator_token_id: undefined },
      { method: 'PATCH', path: '/api/v1/admin/stores/1/settings', status: 200, store_id: 1, token_kind: 'operator', operator_token_id: operatorId },
      { method: 'DELETE', path: '/api/v1/admin/stores/2/promo_codes/1', status: 401, store_id: 2, token_kind: 'none', operator_token_id: undefined },
      { method: 'PUT', path: '/api/v1/admin/maintenance', status: 200, store_id: null, token_kind: 'host', operator_token_id: undefined },
    ]);
    expect(operatorId).toBeGreaterThan(0);
    for (const secret of [TEST_ADMIN_TOKEN, operator, 'not-a-token']) expect(log.text()).not.toContain(secret);
  });
});
