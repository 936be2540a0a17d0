import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { verifySignature } from '../../../../demo-host/admin/webhooks';
import { loadAdminReservation } from '../../../../demo-host/admin/reservations/adminReservation';
import { addBody, type MenuPick } from '../commerce/harness';
import { openForShoppers } from '../commerce/shopper';
import { openAdminHarness, type AdminHarness } from './adminHarness';
import { startReceiver, type WebhookReceiver } from './webhookReceiver';

// DESIGN §1.7, docs/api-admin.md § Webhooks: a checkout fires a signed reservation.created that a real local receiver
// verifies; a 500 is retried after the back-off with the same event id; the store's own URL receives too, signed
// with its own secret; and nothing a receiver does reaches the checkout. On SQLite, and on PostgreSQL with DATABASE_URL.

const HOST_SECRET = 'host-webhook-secret-0123456789abcdef';
// Unlike the 60 s claim of an attempt in flight, so a test can tell a recorded retry from a claim.
const RETRY_DELAYS_MS = [10_000, 20_000];
const clock = { now: new Date() };

let a: AdminHarness;
let receiver: WebhookReceiver;
let picks: MenuPick[];
let next = 0;

beforeAll(async () => {
  receiver = await startReceiver();
  a = await openAdminHarness({ webhook: { url: `${receiver.origin}/host`, secret: HOST_SECRET }, webhookTuning: { now: () => clock.now, retryDelaysMs: RETRY_DELAYS_MS } });
  picks = await openForShoppers(a.h);
}, 60_000);
afterAll(async () => {
  await a.close();
  await receiver.close();
});

/** A guest checkout at store 1 through the host API; answers the reservation id. */
async function checkout(): Promise<number> {
  const added = await a.call('POST', '/cart_products', { token: null, body: addBody(1, picks[next++ % picks.length]) });
  expect(added.status).toBe(201);
  const contact = { first_name: 'Ada', last_name: 'Hook', email: 'ada@example.com' };
  const body = { cart_uuid: added.body.cart_uuid, payment_method: 'cash', agreement_accepted: true, birth_date: '1990-02-03', contact };
  const placed = await a.call('POST', '/carts/checkout', { token: null, body });
  expect(placed.status).toBe(200);
  return placed.body.reservation.id;
}

const deliveriesOf = async (reservationId: number) =>
  (await a.call('GET', '/admin/stores/1/webhook_deliveries', { query: { per_page: 100 } })).body.webhook_deliveries.filter(
    (d: { reservation_id: number }) => d.reservation_id === reservationId,
  );

describe('a checkout fires a signed reservation.created', () => {
  test('that a local receiver verifies with verifySignature, and the log shows delivered', async () => {
    const id = await checkout();
    await vi.waitFor(() => expect(receiver.about('/host', id)).toHaveLength(1));
    const [hook] = receiver.about('/host', id);
    expect(hook.headers['content-type']).toBe('application/json');
    expect(hook.headers['canopy-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(String(hook.headers['canopy-signature']), hook.body, HOST_SECRET, clock.now)).toBe(true);
    expect(verifySignature(String(hook.headers['canopy-signature']), hook.body, 'another-secret-0123456789abcdef', clock.now)).toBe(false);
    const reservation = JSON.parse(JSON.stringify(await loadAdminReservation(a.h.db, 1, id)));
    expect(hook.json).toEqual({ id: hook.headers['canopy-event-id'], type: 'reservation.created', created_at: expect.any(String), data: { reservation } });
    expect(hook.json.data.reservation).toMatchObject({ id, store_id: 1, contact: { email: 'ada@example.com' } });
    await vi.waitFor(async () => expect(await deliveriesOf(id)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 1, last_status_code: 200, target: 'host' })]));
  });

  test('a 500 is retried after the back-off, with the same event id; the log shows 2 attempts, then delivered', async () => {
    receiver.answer('/host', [500]);
    const id = await checkout();
    await vi.waitFor(async () => expect(await deliveriesOf(id)).toEqual([expect.objectContaining({ status: 'pending', attempts: 1, last_status_code: 500 })]));
    const [waiting] = await deliveriesOf(id);
    expect(Date.parse(waiting.next_attempt_at) - clock.now.getTime()).toBe(RETRY_DELAYS_MS[0]);
    expect(await a.webhooks.worker.runDue()).toBe(0); // not due before its back-off
    clock.now = new Date(clock.now.getTime() + RETRY_DELAYS_MS[0]);
    a.webhooks.worker.poke();
    await vi.waitFor(async () => expect(await deliveriesOf(id)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2, last_status_code: 200 })]));
    const [first, retry] = receiver.about('/host', id);
    expect(retry.headers['canopy-event-id']).toBe(first.headers['canopy-event-id']);
    expect(retry.body).toBe(first.body);
    expect(verifySignature(String(retry.headers['canopy-signature']), retry.body, HOST_SECRET, clock.now)).toBe(true);
  });

  test('after the last attempt a delivery has failed, and POST …/retry sends it once more', async () => {
    receiver.answer('/host', [503, 503, 503]);
    const id = await checkout();
    for (const [done, delay] of RETRY_DELAYS_MS.entries()) {
      // Recorded (an attempt in flight shows the end of its claim instead), before the clock moves on.
      const due = new Date(clock.now.getTime() + delay).toISOString();
      await vi.waitFor(async () => expect((await deliveriesOf(id))[0]).toMatchObject({ status: 'pending', attempts: done + 1, next_attempt_at: due }));
      clock.now = new Date(clock.now.getTime() + delay);
      a.webhooks.worker.poke();
    }
    await vi.waitFor(async () =>
      expect(await deliveriesOf(id)).toEqual([expect.objectContaining({ status: 'failed', attempts: 3, last_status_code: 503, last_error: 'HTTP 503' })]),
    );
    const [failed] = await deliveriesOf(id);
    const retried = await a.call('POST', `/admin/stores/1/webhook_deliveries/${failed.id}/retry`);
    expect(retried.status).toBe(202);
    expect(retried.body.webhook_delivery).toMatchObject({ status: 'pending' });
    a.webhooks.worker.poke();
    await vi.waitFor(async () => expect(await deliveriesOf(id)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 4 })]));
    expect(new Set(receiver.about('/host', id).map((r) => r.headers['canopy-event-id'])).size).toBe(1);
    expect((await a.call('POST', `/admin/stores/1/webhook_deliveries/${failed.id}/retry`)).status).toBe(422);
  });
});

describe("the store's own webhook URL and notification e-mail", () => {
  test('receive the same event, signed with the secret the PATCH showed once; the e-mail gets a notice', async () => {
    const set = await a.call('PATCH', '/admin/stores/1/notifications', { body: { webhook_url: `${receiver.origin}/store`, notification_email: 'orders@store.example' } });
    expect(set.status).toBe(200);
    const storeSecret: string = set.body.notifications.webhook_secret;
    expect(storeSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const id = await checkout();
    await vi.waitFor(() => expect(receiver.about('/store', id)).toHaveLength(1));
    await vi.waitFor(() => expect(receiver.about('/host', id)).toHaveLength(1));
    const [own] = receiver.about('/store', id);
    expect(verifySignature(String(own.headers['canopy-signature']), own.body, storeSecret, clock.now)).toBe(true);
    expect(verifySignature(String(own.headers['canopy-signature']), own.body, HOST_SECRET, clock.now)).toBe(false);
    expect(own.headers['canopy-event-id']).toBe(receiver.about('/host', id)[0].headers['canopy-event-id']);
    await vi.waitFor(async () => {
      const notices = await a.h.db.selectFrom('outbox').selectAll().where('kind', '=', 'store_reservation_notice').execute();
      expect(notices.find((m) => m.subject.includes(`#${id}`))).toMatchObject({ recipient: 'orders@store.example' });
    });
  });

  test('a receiver that is down fails nothing but its delivery: the checkout answers 200', async () => {
    const closed = await startReceiver();
    await closed.close();
    expect((await a.call('PATCH', '/admin/stores/1/notifications', { body: { webhook_url: `${closed.origin}/gone` } })).status).toBe(200);
    const id = await checkout();
    await vi.waitFor(async () =>
      expect((await deliveriesOf(id)).find((d: { target: string }) => d.target === 'store')).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_status_code: null,
        last_error: expect.stringMatching(/fetch failed|ECONNREFUSED/),
      }),
    );
    await a.call('PATCH', '/admin/stores/1/notifications', { body: { webhook_url: null, notification_email: null } });
  });
});
