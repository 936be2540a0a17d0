import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { windowKey } from '../../../../demo-host/commerce/checkout/scheduleSlot';
import { assertWindowOpen, WINDOW_FULL_MESSAGE } from '../../../../demo-host/commerce/checkout/windowCapacity';
import { addBody, menuPicks, NOON_LA, openHarness, type Harness } from './harness';

// 000 §3 max_orders_per_window, under concurrency: with DATABASE_URL set this runs on PostgreSQL (CI does), where
// two checkout transactions really overlap; on SQLite it shows the same rule holds one transaction at a time.
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
}, 60_000);
afterAll(() => h.close());

const START = new Date('2026-11-18T22:00:00.000Z');
const capacity = { window: windowKey(START, 60, 'America/Los_Angeles'), max: 1, minutes: 60, timeZone: 'America/Los_Angeles' };

/** Sessions of this test's database waiting on a lock (PostgreSQL). */
async function transactionsWaitingOnALock(): Promise<number> {
  const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(
    h.db,
  );
  return rows[0].waiting;
}

async function cartId(): Promise<number> {
  const [pick] = await menuPicks(h.db, 1);
  const added = await h.call('POST', '/cart_products', { body: addBody(1, pick) });
  const row = await h.db.selectFrom('carts').select('id').where('uuid', '=', added.body.cart_uuid).executeTakeFirstOrThrow();
  return row.id;
}

test('the last place of a window goes to one of two overlapping checkouts; the other is told the window is full', async () => {
  const cart = await cartId();
  let inserted!: () => void;
  const firstHasInserted = new Promise<void>((resolve) => (inserted = resolve));
  let release!: () => void;
  const commitFirst = new Promise<void>((resolve) => (release = resolve));

  // The first checkout counts the window (free), takes the place and holds its transaction open.
  const first = h.db.transaction().execute(async (trx) => {
    await assertWindowOpen(trx, h.dialect, 1, 'pickup', capacity, NOON_LA);
    const stamp = NOON_LA.toISOString();
    await trx
      .insertInto('reservations')
      .values({
        uuid: 'race-1',
        cart_id: cart,
        store_id: 1,
        user_id: null,
        reservation_mode: 'pickup',
        status: 'placed',
        amount_cents: 100,
        payment_method: 'cash',
        idempotency_key: null,
        created_at: stamp,
        updated_at: stamp,
        data: JSON.stringify({ delivery_started_at: START.toISOString() }),
      })
      .execute();
    inserted();
    await commitFirst;
  });
  await firstHasInserted;

  // The second counts while the first is still open: it must wait for the first and then see its place taken.
  const second = h.db.transaction().execute((trx) => assertWindowOpen(trx, h.dialect, 1, 'pickup', capacity, NOON_LA));
  const secondOutcome = second.then(
    () => 'took the place',
    (error: Error) => error.message,
  );
  // On PostgreSQL the second is seen waiting on the first's lock before the first commits; on SQLite one
  // connection runs one transaction at a time, so the second cannot start before the first has ended.
  if (h.dialect === 'postgres') await expect.poll(() => transactionsWaitingOnALock(), { timeout: 10_000 }).toBeGreaterThan(0);
  release();
  await first;
  expect(await secondOutcome).toBe(WINDOW_FULL_MESSAGE);
});
