import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { verifySignature, WebhookWorker } from '../../../../demo-host/admin/webhooks';
import { enqueueEvent } from '../../../../demo-host/admin/webhooks/deliveryQueue';
import { openDatabase, type OpenedDatabase } from '../../../../demo-host/db';
import { openHarness, type Harness } from '../commerce/harness';
import { startReceiver, type WebhookReceiver } from './webhookReceiver';

// docs/api-admin.md § Webhooks: the queue lives in the database, so several host processes share it without sending
// a delivery twice, and what one process left (due, or claimed when it died) goes out from another. On SQLite and,
// with DATABASE_URL, PostgreSQL.

const SECRET = 'worker-test-secret-0123456789abcdef';
const clock = { now: new Date('2026-11-18T20:00:00.000Z') };

let h: Harness;
let other: OpenedDatabase;
let receiver: WebhookReceiver;

beforeAll(async () => {
  h = await openHarness({ stores: 1 });
  // A second connection (pool) to the same database: another host process.
  other = await openDatabase({ dataDir: h.dir, databaseUrl: h.databaseUrl });
  receiver = await startReceiver();
}, 60_000);
afterAll(async () => {
  await other.close();
  await h.close();
  await receiver.close();
});

const workerOn = (db: OpenedDatabase['db'], options: { pollMs?: number; timeoutMs?: number } = {}) =>
  new WebhookWorker({ db, now: () => clock.now, secretFor: async () => SECRET, log: () => undefined, batchSize: 5, ...options });

async function enqueue(path: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const eventId of ids) {
    const payload = JSON.stringify({ id: eventId, type: 'reservation.created', created_at: clock.now.toISOString(), data: { reservation: { id: 1 } } });
    await enqueueEvent(h.db, { eventId, type: 'reservation.created', storeId: 1, reservationId: 1, payload }, [{ target: 'host', url: `${receiver.origin}${path}` }], clock.now);
  }
  return ids;
}

/** Runs passes until one finds nothing due; answers how many attempts this worker made. */
async function drain(worker: WebhookWorker): Promise<number> {
  let total = 0;
  for (let attempted = await worker.runDue(); attempted > 0; attempted = await worker.runDue()) total += attempted;
  return total;
}

const rowsOf = (eventIds: string[]) => h.db.selectFrom('webhook_deliveries').select(['event_id', 'status', 'attempts']).where('event_id', 'in', eventIds).execute();

describe('several host processes', () => {
  test('never send one delivery twice: each row is claimed by exactly one worker', async () => {
    const ids = await enqueue('/race', 40);
    const workers = [workerOn(h.db), workerOn(other.db), workerOn(h.db), workerOn(other.db)];
    const attempts = await Promise.all(workers.map(drain));
    expect(attempts.reduce((sum, n) => sum + n, 0)).toBe(40);
    const sent = receiver.received.filter((r) => r.path === '/race');
    expect(sent.map((r) => r.json.id).sort()).toEqual([...ids].sort());
    for (const request of sent) expect(verifySignature(String(request.headers['canopy-signature']), request.body, SECRET, clock.now)).toBe(true);
    expect((await rowsOf(ids)).every((row) => row.status === 'delivered' && Number(row.attempts) === 1)).toBe(true);
  });

  test('a started worker sends what a stopped process left: rows due, and a claim whose process died', async () => {
    const [left, claimedByTheDead] = await enqueue('/left', 2);
    // The dead process had claimed the second: one attempt counted, its claim running for another minute.
    const claimEnd = new Date(clock.now.getTime() + 60_000).toISOString();
    await h.db.updateTable('webhook_deliveries').set({ attempts: 1, next_attempt_at: claimEnd }).where('event_id', '=', claimedByTheDead).execute();
    const worker = workerOn(other.db, { pollMs: 10 });
    worker.start();
    try {
      await vi.waitFor(() => expect(receiver.received.filter((r) => r.path === '/left').map((r) => r.json.id)).toEqual([left]));
      expect(await rowsOf([claimedByTheDead])).toEqual([expect.objectContaining({ status: 'pending', attempts: 1 })]);
      clock.now = new Date(clock.now.getTime() + 60_000);
      await vi.waitFor(async () =>
        expect(await rowsOf([left, claimedByTheDead])).toEqual(expect.arrayContaining([expect.objectContaining({ event_id: claimedByTheDead, status: 'delivered', attempts: 2 })])),
      );
    } finally {
      await worker.stop();
    }
  });

  test('a receiver that does not answer in time is a failed attempt, retried later', async () => {
    receiver.answer('/slow', [0]);
    const [eventId] = await enqueue('/slow', 1);
    expect(await workerOn(h.db, { timeoutMs: 200 }).runDue()).toBe(1);
    expect(await rowsOf([eventId])).toEqual([expect.objectContaining({ status: 'pending', attempts: 1 })]);
    const row = await h.db.selectFrom('webhook_deliveries').select(['last_error', 'last_status_code']).where('event_id', '=', eventId).executeTakeFirstOrThrow();
    expect(row).toEqual({ last_error: 'no answer within 200 ms', last_status_code: null });
  });

  test("stop() (the host's shutdown) waits for the attempt in flight, so its outcome is recorded", async () => {
    receiver.answer('/stopping', [0]);
    const [eventId] = await enqueue('/stopping', 1);
    const worker = workerOn(h.db, { timeoutMs: 300 });
    worker.poke();
    await vi.waitFor(() => expect(receiver.received.filter((r) => r.path === '/stopping')).toHaveLength(1));
    await worker.stop();
    const row = await h.db.selectFrom('webhook_deliveries').select(['attempts', 'last_error']).where('event_id', '=', eventId).executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 1, last_error: 'no answer within 300 ms' });
  });
});
