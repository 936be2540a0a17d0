import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createOperatorToken, OPERATOR_TOKEN_PREFIX } from '../../../../demo-host/admin';
import { readConfig } from '../../../../demo-host/config';
import { openAdminHarness, type AdminHarness } from './adminHarness';

// docs/api-admin.md § Tokens: the host-wide CANOPY_ADMIN_TOKEN reaches every store, an operator token its own
// store only; anything else is a 401 or 403 with a message.

let a: AdminHarness;
let storeOneToken: string;

beforeAll(async () => {
  a = await openAdminHarness();
  storeOneToken = await a.operatorToken(1);
}, 60_000);
afterAll(() => a.close());

describe('who may call the admin API', () => {
  test.each([
    ['no token', null, 401],
    ['a wrong token', 'not-the-token-0123456789abcdef', 401],
    ['an unknown operator token', `${OPERATOR_TOKEN_PREFIX}nope`, 401],
  ])('%s is a 401 with a message', async (_name, token, status) => {
    const r = await a.call('GET', '/admin/stores/1', { token });
    expect(r.status).toBe(status);
    expect(r.body.message).toMatch(/token/i);
  });

  test('the host token reaches every store, and an unknown store is a 404', async () => {
    expect((await a.call('GET', '/admin/whoami')).body).toEqual({ scope: 'host' });
    expect((await a.call('GET', '/admin/stores/2')).body.store).toMatchObject({ id: 2 });
    expect((await a.call('GET', '/admin/stores/999')).status).toBe(404);
    expect((await a.call('GET', '/admin/stores/abc')).status).toBe(400);
  });

  test('an operator token reaches its own store, and another store is a 403', async () => {
    expect((await a.call('GET', '/admin/whoami', { token: storeOneToken })).body).toMatchObject({ scope: 'store', store_id: 1 });
    expect((await a.call('GET', '/admin/stores/1', { token: storeOneToken })).status).toBe(200);
    const other = await a.call('GET', '/admin/stores/2', { token: storeOneToken });
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/store 1, not store 2/);
  });

  test('only the host token makes and revokes operator tokens; a revoked token is a 401 at once', async () => {
    expect((await a.call('POST', '/admin/stores/1/operator_tokens', { token: storeOneToken, body: {} })).status).toBe(403);
    const made = await a.call('POST', '/admin/stores/2/operator_tokens', { body: { label: 'Till 2' } });
    expect(made.status).toBe(201);
    const { id, token } = made.body.operator_token;
    expect(token.startsWith(OPERATOR_TOKEN_PREFIX)).toBe(true);
    expect((await a.call('GET', '/admin/stores/2', { token })).status).toBe(200);
    const listed = await a.call('GET', '/admin/stores/2/operator_tokens');
    expect(listed.body.operator_tokens).toEqual([expect.objectContaining({ id, label: 'Till 2', revoked_at: null, last_used_at: expect.any(String) })]);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect((await a.call('DELETE', `/admin/operator_tokens/${id}`)).status).toBe(204);
    expect((await a.call('GET', '/admin/stores/2', { token })).status).toBe(401);
    expect((await a.call('DELETE', `/admin/operator_tokens/${id}`)).status).toBe(404);
  });

  test('the database keeps only a hash of each token', async () => {
    const rows = await a.h.db.selectFrom('operator_tokens').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(storeOneToken);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('without CANOPY_ADMIN_TOKEN (the default)', () => {
  test('no host token exists, and operator tokens still work', async () => {
    const bare = await openAdminHarness({ adminToken: undefined });
    try {
      expect((await bare.call('GET', '/admin/whoami')).status).toBe(401);
      const { token } = await createOperatorToken(bare.h.db, 1, 'POS', new Date());
      expect((await bare.call('GET', '/admin/stores/1', { token })).status).toBe(200);
    } finally {
      await bare.close();
    }
  }, 60_000);

  test('a short CANOPY_ADMIN_TOKEN stops the host at start', () => {
    expect(() => readConfig({ CANOPY_ADMIN_TOKEN: 'secret' }, import.meta.url)).toThrow(/at least 24 characters/);
    expect(readConfig({ CANOPY_ADMIN_TOKEN: 'x'.repeat(32) }, import.meta.url).adminToken).toBe('x'.repeat(32));
    expect(readConfig({}, import.meta.url).adminToken).toBeUndefined();
  });
});
