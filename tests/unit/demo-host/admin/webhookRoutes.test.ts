import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createOperatorToken } from '../../../../demo-host/admin';
import { enqueueEvent } from '../../../../demo-host/admin/webhooks/deliveryQueue';
import { openAdminHarness, type AdminHarness } from './adminHarness';

// docs/api-admin.md § Webhooks: a store's notification settings (the secret answered once, by the PATCH that made
// it) and its delivery log; every bad input is a 4xx naming the field. On SQLite and, with DATABASE_URL, PostgreSQL.

let a: AdminHarness;
let storeOneToken: string;
const NOW = new Date('2026-11-18T20:00:00.000Z');

beforeAll(async () => {
  a = await openAdminHarness();
  storeOneToken = (await createOperatorToken(a.h.db, 1, 'POS', NOW)).token;
}, 60_000);
afterAll(() => a.close());

const patch = (body: unknown, token?: string) => a.call('PATCH', '/admin/stores/1/notifications', { body, token });

describe('GET and PATCH /admin/stores/{id}/notifications', () => {
  test('a URL gets a secret shown once; no other answer carries it', async () => {
    expect((await a.call('GET', '/admin/stores/1/notifications')).body).toEqual({ notifications: { webhook_url: null, webhook_secret_set: false, notification_email: null } });
    const set = await patch({ webhook_url: 'https://hooks.store.example/canopy', notification_email: 'orders@store.example' }, storeOneToken);
    expect(set.status).toBe(200);
    const secret = set.body.notifications.webhook_secret;
    expect(set.body.notifications).toEqual({
      webhook_url: 'https://hooks.store.example/canopy',
      webhook_secret_set: true,
      notification_email: 'orders@store.example',
      webhook_secret: expect.stringMatching(/^whsec_/),
    });
    const read = await a.call('GET', '/admin/stores/1/notifications');
    expect(read.body.notifications).toEqual({ webhook_url: 'https://hooks.store.example/canopy', webhook_secret_set: true, notification_email: 'orders@store.example' });
    const again = await patch({ webhook_url: 'https://hooks.store.example/v2' });
    expect(again.body.notifications.webhook_secret).toBeUndefined();
    expect(JSON.stringify([read.body, again.body])).not.toContain(secret);
  });

  test("rotate_webhook_secret makes a new one; a secret of the store's own is kept and not echoed; null removes both", async () => {
    const rotated = await patch({ rotate_webhook_secret: true });
    expect(rotated.body.notifications.webhook_secret).toMatch(/^whsec_/);
    const own = 'store-chosen-secret-0123456789abcdef';
    const chosen = await patch({ webhook_secret: own });
    expect(JSON.stringify(chosen.body)).not.toContain(own);
    expect((await a.h.db.selectFrom('store_notifications').select('webhook_secret').where('store_id', '=', 1).executeTakeFirstOrThrow()).webhook_secret).toBe(own);
    const removed = await patch({ webhook_url: null, notification_email: null });
    expect(removed.body.notifications).toEqual({ webhook_url: null, webhook_secret_set: false, notification_email: null });
  });

  test.each([
    ['an ftp URL', { webhook_url: 'ftp://hooks.example/x' }, 400, 'webhook_url', 'must be an http:// or https:// URL'],
    ['text that is no URL', { webhook_url: 'hooks.example' }, 400, 'webhook_url', 'must be an http:// or https:// URL'],
    ['a number for a URL', { webhook_url: 42 }, 400, 'webhook_url', 'must be a URL or null'],
    ['a bad e-mail', { notification_email: 'orders at store' }, 400, 'notification_email', 'must be an e-mail address'],
    ['a short secret', { webhook_url: 'https://hooks.example/x', webhook_secret: 'short' }, 400, 'webhook_secret', 'must be at least 24 characters'],
    ['a secret with a space', { webhook_url: 'https://hooks.example/x', webhook_secret: 'has a space 0123456789abcdef' }, 400, 'webhook_secret', 'must not contain spaces'],
    ['rotate as text', { rotate_webhook_secret: 'yes' }, 400, 'rotate_webhook_secret', 'must be true or false'],
    ['a secret without a URL', { webhook_secret: 'store-chosen-secret-0123456789abcdef' }, 422, 'webhook_url', 'is needed for a webhook secret'],
    ['a field it does not take', { webhook: 'https://hooks.example/x' }, 400, 'webhook', 'takes only webhook_url, webhook_secret, rotate_webhook_secret and notification_email'],
  ])('%s is a %i naming the field', async (_name, body, status, field, message) => {
    const r = await patch(body);
    expect(r.status).toBe(status);
    expect(r.body.validations[field]).toEqual([message]);
  });

  test('another store is a 403 for an operator token', async () => {
    expect((await a.call('GET', '/admin/stores/2/notifications', { token: storeOneToken })).status).toBe(403);
    expect((await a.call('PATCH', '/admin/stores/2/notifications', { token: storeOneToken, body: {} })).status).toBe(403);
  });
});

describe('GET /admin/stores/{id}/webhook_deliveries', () => {
  let storeOneIds: number[] = [];
  let storeTwoId = 0;

  beforeAll(async () => {
    for (const [storeId, target, url] of [
      [1, 'host', 'https://hooks.host.example/in?key=host-only'],
      [1, 'store', 'https://hooks.store.example/canopy'],
      [1, 'host', 'https://hooks.host.example/in?key=host-only'],
      [2, 'host', 'https://hooks.host.example/in?key=host-only'],
    ] as const) {
      const eventId = randomUUID();
      const payload = JSON.stringify({ id: eventId, type: 'reservation.created', data: { reservation: { id: 7 } } });
      await enqueueEvent(a.h.db, { eventId, type: 'reservation.created', storeId, reservationId: 7, payload }, [{ target, url }], NOW);
    }
    const rows = await a.h.db.selectFrom('webhook_deliveries').select(['id', 'store_id']).orderBy('id').execute();
    storeOneIds = rows.filter((r) => Number(r.store_id) === 1).map((r) => Number(r.id));
    storeTwoId = Number(rows.find((r) => Number(r.store_id) === 2)!.id);
    await a.h.db.updateTable('webhook_deliveries').set({ status: 'failed', attempts: 9, last_error: 'HTTP 500', last_status_code: 500 }).where('id', '=', storeOneIds[2]).execute();
  });

  test("pages the store's deliveries, newest first, without payloads; filters by status", async () => {
    const page = await a.call('GET', '/admin/stores/1/webhook_deliveries', { query: { per_page: 2 } });
    expect(page.body).toMatchObject({ page: 1, per_page: 2, total: 3 });
    expect(page.body.webhook_deliveries.map((d: { id: number }) => d.id)).toEqual([storeOneIds[2], storeOneIds[1]]);
    expect(page.body.webhook_deliveries[0]).not.toHaveProperty('payload');
    const failed = await a.call('GET', '/admin/stores/1/webhook_deliveries', { query: { status: 'failed' } });
    expect(failed.body.webhook_deliveries).toEqual([expect.objectContaining({ id: storeOneIds[2], status: 'failed', attempts: 9, next_attempt_at: null, last_error: 'HTTP 500' })]);
  });

  test("an operator token sees its own URL, not the host's; one delivery comes with its payload", async () => {
    const seen = await a.call('GET', '/admin/stores/1/webhook_deliveries', { token: storeOneToken });
    expect(seen.body.webhook_deliveries.map((d: { target: string; url: string | null }) => [d.target, d.url])).toEqual([
      ['host', null],
      ['store', 'https://hooks.store.example/canopy'],
      ['host', null],
    ]);
    const one = await a.call('GET', `/admin/stores/1/webhook_deliveries/${storeOneIds[0]}`);
    expect(one.body.webhook_delivery).toMatchObject({
      id: storeOneIds[0],
      url: 'https://hooks.host.example/in?key=host-only',
      payload: { type: 'reservation.created', data: { reservation: { id: 7 } } },
    });
  });

  test.each([
    ['a status it does not know', '/admin/stores/1/webhook_deliveries', { status: 'sent' }, 400],
    ['per_page 0', '/admin/stores/1/webhook_deliveries', { per_page: 0 }, 400],
    ['a parameter it does not take', '/admin/stores/1/webhook_deliveries', { state: 'failed' }, 400],
    ['a delivery id that is no id', '/admin/stores/1/webhook_deliveries/abc', {}, 400],
    ['an unknown delivery', '/admin/stores/1/webhook_deliveries/999999', {}, 404],
  ])('%s is a %i', async (_name, path, query, status) => {
    const r = await a.call('GET', path, { query });
    expect(r.status).toBe(status);
    expect(r.body.message).toEqual(expect.any(String));
  });

  test("another store's delivery is not found, and only a failed delivery is retried", async () => {
    expect((await a.call('GET', `/admin/stores/1/webhook_deliveries/${storeTwoId}`)).status).toBe(404);
    expect((await a.call('POST', `/admin/stores/1/webhook_deliveries/${storeTwoId}/retry`)).status).toBe(404);
    const pending = await a.call('POST', `/admin/stores/1/webhook_deliveries/${storeOneIds[0]}/retry`);
    expect(pending.status).toBe(422);
    expect(pending.body.message).toBe('Only a failed delivery can be retried; this one is pending');
    expect((await a.call('GET', '/admin/stores/2/webhook_deliveries', { token: storeOneToken })).status).toBe(403);
  });
});
