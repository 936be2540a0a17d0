import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { reservationStatusMail } from '../../../../demo-host/commerce/mail';
import { checkoutSlots, firstSlot, slotRulesOf } from '../../../../shared/cart';
import { fromJson, type StoreData } from '../../../../demo-host/db';
import { checkoutStoreOne } from './checkoutStoreOne';
import { openHarness, type Harness } from './harness';

// Times are the store's (000 §3 time_zone_identifier) in what checkout records, the reservation views and the
// mail; the host accepts exactly the slots the widget offers (shared/cart slotRules, 000 §4 a 7-day window).

let h: Harness;
let store: Awaited<ReturnType<typeof checkoutStoreOne>>;
const guest = { first_name: 'Ada', last_name: 'Guest', email: 'times@example.com' };
const ok = { payment_method: 'cash', agreement_accepted: true, contact: guest, birth_date: '1990-02-03' };
const PICKUP_TIMING = { min_lead_time: 15, max_lead_time: 120, interval: 15, window: 60, last_call_interval: 45, max_orders_per_window: null, minimum_order: 0 };
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const settings: Partial<StoreData> = {
  require_checkout_agreement: true,
  guest_checkout_setting: 'allowed',
  pickup_id_required: false,
  birth_date_required: false,
  pickup_minimum: 0,
  allow_off_hours_ordering: false,
  allow_future_day_ordering: true,
  cart_limit_rules: [],
  pickup_hours: DAYS.map((day) => ({ day, from: '08:00', to: '22:00' })),
  pickup_timing: PICKUP_TIMING,
};

beforeAll(async () => {
  h = await openHarness();
  store = await checkoutStoreOne(h, settings);
}, 60_000);
afterAll(() => h.close());
afterEach(() => store.restore());

const checkout = async (extra: Record<string, unknown> = {}) => h.call('POST', '/carts/checkout', { body: { cart_uuid: await store.cart(), ...ok, ...extra } });
async function storeData(): Promise<{ data: StoreData; time_zone_identifier: string }> {
  const row = await h.db.selectFrom('stores').select(['data', 'time_zone_identifier']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { data: fromJson<StoreData>(row.data, {} as StoreData), time_zone_identifier: row.time_zone_identifier };
}

describe('the reservation keeps its store’s zone', () => {
  test('checkout records time_zone_identifier; the guest receipt answers it', async () => {
    const r = await checkout();
    expect(r.status).toBe(200);
    const row = await h.db.selectFrom('reservations').select(['uuid', 'data']).where('id', '=', r.body.reservation.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.data).store).toEqual({ id: 1, name: expect.any(String), time_zone_identifier: 'Pacific Time (US & Canada)' });
    const receipt = await h.call('GET', `/reservation_receipt/${row.uuid}`);
    expect(receipt.body.reservation.store.time_zone_identifier).toBe('Pacific Time (US & Canada)');
  });

  test('a reservation placed before the zone was recorded answers its store’s zone', async () => {
    const r = await checkout();
    const row = await h.db.selectFrom('reservations').select(['uuid', 'data']).where('id', '=', r.body.reservation.id).executeTakeFirstOrThrow();
    const old = JSON.parse(row.data);
    delete old.store.time_zone_identifier;
    await h.db
      .updateTable('reservations')
      .set({ data: JSON.stringify(old) })
      .where('uuid', '=', row.uuid)
      .execute();
    await h.db.updateTable('stores').set({ time_zone_identifier: 'Eastern Time (US & Canada)' }).where('id', '=', 1).execute();
    try {
      const receipt = await h.call('GET', `/reservation_receipt/${row.uuid}`);
      expect(receipt.body.reservation.store.time_zone_identifier).toBe('Eastern Time (US & Canada)');
    } finally {
      await h.db.updateTable('stores').set({ time_zone_identifier: 'Pacific Time (US & Canada)' }).where('id', '=', 1).execute();
    }
  });
});

describe('the mail says the time at the store', () => {
  test('the confirmation names the pickup window in Pacific time (noon + 15 min lead, 60 min window)', async () => {
    const r = await checkout({ contact: { ...guest, email: 'times-confirm@example.com' } });
    expect(r.status).toBe(200);
    const mail = await h.db.selectFrom('outbox').select('body').where('recipient', '=', 'times-confirm@example.com').executeTakeFirstOrThrow();
    expect(mail.body).toContain('Pickup time: Wednesday, Nov 18, 12:15 PM – 1:15 PM PST');
  });

  test('a status mail of an older reservation reads the zone it is given (its store’s)', async () => {
    const data = { store: { id: 1, name: 'Canopy' }, delivery_started_at: '2026-11-19T03:45:00.000Z', delivery_finished_at: '2026-11-19T04:45:00.000Z' };
    const row = { id: 7, status: 'ready', reservation_mode: 'pickup', data: JSON.stringify(data) } as never;
    expect(reservationStatusMail(row, 'a@example.com', 'https://x', null, 'Eastern Time (US & Canada)').text).toContain('Pickup time: Wednesday, Nov 18, 10:45 PM – 11:45 PM EST');
    expect(reservationStatusMail(row, 'a@example.com', 'https://x', null).text).toContain('Pickup time: Wednesday, Nov 18, 7:45 PM – 8:45 PM PST');
  });
});

describe('the host accepts the slots the widget offers, and no others', () => {
  test.each([
    ['the last slot of the window: 9:15 PM on the sixth day after today', '2026-11-25T05:15:00.000Z', 200, null],
    ['the same weekday next week, under 7×24 h ahead but outside the 7-day window', '2026-11-25T18:00:00.000Z', 422, 'Orders can be placed at most 7 days ahead'],
  ])('%s', async (_name, start, status, message) => {
    const r = await checkout({ reservation_start_window: start });
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    if (message) expect(r.body.message).toBe(message);
  });

  test('the widget offers the whole window: its last slot is the one the host takes above', async () => {
    const { data, time_zone_identifier } = await storeData();
    const { slots } = checkoutSlots(slotRulesOf(data, 'pickup', time_zone_identifier), h.clock.now.getTime());
    expect(slots.at(-1)).toMatchObject({ start: '2026-11-25T05:15:00.000Z', label: '9:15 PM PST' });
  });

  test('a store closed now with off-hours ordering: the first slot the widget picks is the order’s window, and “as soon as possible” gives the same', async () => {
    const { data, time_zone_identifier } = await storeData();
    await h.db
      .updateTable('stores')
      .set({ data: JSON.stringify({ ...data, allow_off_hours_ordering: true }) })
      .where('id', '=', 1)
      .execute();
    h.clock.now = new Date('2026-11-18T11:00:00.000Z'); // 03:00 in Los Angeles; opens 08:00
    const first = firstSlot(slotRulesOf({ ...data, allow_off_hours_ordering: true }, 'pickup', time_zone_identifier), h.clock.now.getTime());
    expect(first).toMatchObject({ start: '2026-11-18T16:00:00.000Z', day: 'Today', label: '8:00 AM PST' });
    const chosen = await checkout({ reservation_start_window: first!.start });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.reservation.delivery_started_at).toBe(first!.start);
    const asap = await checkout();
    expect(asap.body.reservation.delivery_started_at).toBe(first!.start);
  });
});
