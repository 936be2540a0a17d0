import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openAdminHarness, type AdminHarness } from '../admin/adminHarness';

// docs/api.md § Error reports and docs/api-admin.md § Error reports: the host's sink for the widget's reporter (001 §7).
// A key per store, a report body validated (4xx naming the field), redacted again on the host, stored and listed for
// operators. On SQLite and, with DATABASE_URL, PostgreSQL.

const CARD = '4111111111111111';
let a: AdminHarness;

beforeAll(async () => {
  a = await openAdminHarness();
}, 60_000);
afterAll(() => a.close());

async function keyOf(storeId: number): Promise<string> {
  const answer = await a.call('GET', '/error_reports/key', { token: null, query: { store_id: storeId } });
  expect(answer.status).toBe(200);
  return answer.body.key;
}

const report = (extra: Record<string, unknown> = {}) => ({
  kind: 'window_error',
  message: 'Boom',
  stack: 'Error: Boom\n    at http://localhost/widget/assets/main.js:1:2',
  ...extra,
});
const send = (token: string, body: unknown) => a.call('POST', '/error_reports', { token: null, query: { token }, body });

describe('POST /error_reports', () => {
  test('a report is stored redacted everywhere (message, stack, breadcrumbs, metadata) and listed for the store', async () => {
    const body = report({
      message: `Card ${CARD} refused`,
      stack: `Error: ${CARD}\n    at http://localhost/widget/assets/main.js:1:2`,
      user_id: '42',
      breadcrumbs: [
        { type: 'navigation', at: 1, message: '/menu -> /checkout' },
        { type: 'visitor', at: 2, message: `click button "Pay ${CARD}"` },
      ],
      metadata: { store_id: 1, mode: 'iframe', route: `/checkout?card=${CARD}`, widget_version: '1.0.0' },
    });
    const sent = await send(await keyOf(1), body);
    expect(sent.status).toBe(201);
    const listed = await a.call('GET', '/admin/stores/1/error_reports');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(CARD);
    expect(listed.body.error_reports[0]).toMatchObject({
      id: sent.body.id,
      store_id: 1,
      kind: 'window_error',
      message: 'Card [REDACTED] refused',
      stack: 'Error: [REDACTED]\n    at http://localhost/widget/assets/main.js:1:2',
      user_id: '42',
      breadcrumbs: [
        { type: 'navigation', at: 1, message: '/menu -> /checkout' },
        { type: 'visitor', at: 2, message: 'click button "Pay [REDACTED]"' },
      ],
      metadata: { store_id: 1, mode: 'iframe', route: '/checkout?card=[REDACTED]', widget_version: '1.0.0' },
    });
    expect(listed.body).toMatchObject({ page: 1, per_page: 20, total: 1 });
  });

  test('a key files reports under its own store only', async () => {
    await send(await keyOf(2), report({ message: 'store two' }));
    const two = await a.call('GET', '/admin/stores/2/error_reports');
    expect(two.body.error_reports.map((r: { message: string }) => r.message)).toEqual(['store two']);
    const one = await a.call('GET', '/admin/stores/1/error_reports');
    expect(one.body.error_reports.map((r: { message: string }) => r.message)).not.toContain('store two');
  });

  test.each([
    ['no message', 'message', { kind: 'console' }],
    ['an empty message', 'message', report({ message: '' })],
    ['an unknown kind', 'kind', report({ kind: 'panic' })],
    ['31 breadcrumbs', 'breadcrumbs', report({ breadcrumbs: Array.from({ length: 31 }, (_, i) => ({ type: 'network', at: i, message: 'GET /menu 200' })) })],
    ['an unknown breadcrumb type', 'breadcrumbs.0.type', report({ breadcrumbs: [{ type: 'dom', at: 1, message: 'x' }] })],
    ['a field it does not take', 'cookies', report({ cookies: 'a=b' })],
    ['a message over 80,000 characters', 'message', report({ message: 'x'.repeat(80_001) })],
    ['a 16-digit store id in its metadata', 'metadata.store_id', report({ metadata: { store_id: 4111111111111111 } })],
    ['a 16-digit breadcrumb time', 'breadcrumbs.0.at', report({ breadcrumbs: [{ type: 'network', at: 4111111111111111, message: 'x' }] })],
  ])('a body with %s is a 400 naming %s', async (_what, field, body) => {
    const answer = await send(await keyOf(1), body);
    expect(answer.status).toBe(400);
    expect(answer.body.validations).toHaveProperty([field]);
  });

  test.each([
    ['no key', undefined],
    ['a malformed key', 'abc'],
    ['a forged key', '1.99999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('%s is refused', async (_what, token) => {
    const answer = await a.call('POST', '/error_reports', { token: null, query: token === undefined ? {} : { token }, body: report() });
    expect(answer.status).toBe(token === undefined ? 400 : 401);
    expect(answer.body.message).toEqual(expect.any(String));
  });

  test('a body over 128 KiB is a 413', async () => {
    const answer = await send(await keyOf(1), report({ stack: 'x'.repeat(140 * 1024) }));
    expect(answer.status).toBe(413);
  });

  test('a key for a store that does not exist is not issued', async () => {
    const answer = await a.call('GET', '/error_reports/key', { token: null, query: { store_id: 999 } });
    expect(answer.status).toBe(404);
    expect((await a.call('GET', '/error_reports/key', { token: null, query: { store_id: 'one' } })).status).toBe(400);
  });
});

describe('GET /admin/stores/{id}/error_reports', () => {
  test('an operator token reads its own store only; no token is a 401', async () => {
    const token = await a.operatorToken(2);
    expect((await a.call('GET', '/admin/stores/2/error_reports', { token })).status).toBe(200);
    expect((await a.call('GET', '/admin/stores/1/error_reports', { token })).status).toBe(403);
    expect((await a.call('GET', '/admin/stores/1/error_reports', { token: null })).status).toBe(401);
  });

  test('paging is validated', async () => {
    const answer = await a.call('GET', '/admin/stores/1/error_reports', { query: { per_page: 500 } });
    expect(answer.status).toBe(400);
    expect(answer.body.validations).toHaveProperty('per_page');
  });
});
