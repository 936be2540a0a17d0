import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { areaTimingOf, checkoutSlots, serverCartOf, slotRulesOf, withAreaTiming } from '../../../../shared/cart';
import { fromJson, type StoreData } from '../../../../demo-host/db';
import { checkoutStoreOne } from './checkoutStoreOne';
import { openHarness, type Harness } from './harness';

// 000 §3 delivery_zipcodes lead_time_minutes and last_call_minutes: store 1 delivers by zip; 90004 takes 90 minutes
// and its last call is 60 minutes before closing, where the store's delivery timing says 30 and 15. The host
// refuses what the widget's list leaves out (shared/cart withAreaTiming over the one slot rule).

let h: Harness;
let store: Awaited<ReturnType<typeof checkoutStoreOne>>;
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const DELIVERY_TIMING = { min_lead_time: 30, max_lead_time: 60, interval: 15, window: 60, last_call_interval: 15, max_orders_per_window: null, minimum_order: 0 };
const ZIPS = [
  { zipcode: '90004', fee: 700, min_amount: 0, lead_time_minutes: 90, last_call_minutes: 60 },
  { zipcode: '90026', fee: 500, min_amount: 0, lead_time_minutes: null, last_call_minutes: null },
];
const guest = { first_name: 'Ada', last_name: 'Guest', email: 'zip-timing@example.com' };
const ok = { payment_method: 'cash', agreement_accepted: true, contact: guest, birth_date: '1990-02-03', reservation_mode: 'delivery' };
// Wednesday 18 Nov 2026 in Los Angeles; the harness clock is noon there.
const la = (hhmm: string) => new Date(`2026-11-18T${hhmm}:00-08:00`).toISOString();

beforeAll(async () => {
  h = await openHarness();
  store = await checkoutStoreOne(h, {
    require_checkout_agreement: true,
    guest_checkout_setting: 'allowed',
    delivery_id_required: false,
    birth_date_required: false,
    allow_off_hours_ordering: false,
    allow_future_day_ordering: false,
    cart_limit_rules: [],
    delivery_config_strategy: 'zipcode',
    delivery_zipcodes: ZIPS,
    delivery_minimum: 0,
    free_delivery_configs: [],
    delivery_payment_options: ['cash'],
    delivery_hours: DAYS.map((day) => ({ day, from: '09:00', to: '22:00' })),
    delivery_timing: DELIVERY_TIMING,
  });
}, 60_000);
afterAll(() => h.close());
afterEach(() => store.restore());

/** A delivery cart at 1 Sunset Blvd in `zipcode`, as the widget leaves it once the address is saved. */
async function deliveryCart(zipcode: string) {
  const uuid = await store.cart();
  const r = await h.call('PATCH', '/carts', {
    body: { uuid, reservation_mode: 'delivery', delivery_address: { street: '1 Sunset Blvd', city: 'Los Angeles', state_code: 'CA', zipcode } },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { uuid, cart: r.body.cart };
}
const checkout = (uuid: string, reservation_start_window?: string) => h.call('POST', '/carts/checkout', { body: { cart_uuid: uuid, ...ok, reservation_start_window } });

describe('a zip’s lead time and last call at checkout', () => {
  test.each([
    ['12:45, inside 90004’s 90 minutes', '90004', '12:45', 422, 'The earliest delivery time to 90004 is 90 minutes from now'],
    ['13:30, exactly 90 minutes ahead', '90004', '13:30', 200, null],
    ['21:15, after 90004’s last call (10 PM − 60 min)', '90004', '21:15', 422, 'That time is after last call for delivery to 90004 (60 minutes before closing)'],
    ['12:45 to 90026, which lists no timing: the store’s 30 minutes', '90026', '12:45', 200, null],
    ['21:45 to 90026: the store’s 15-minute last call', '90026', '21:45', 200, null],
  ])('%s', async (_name, zipcode, at, status, message) => {
    const { uuid } = await deliveryCart(zipcode);
    const r = await checkout(uuid, la(at));
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    if (message) expect(r.body).toMatchObject({ message, validations: { reservation_start_window: [message] } });
  });

  test('as soon as possible to 90004 is booked 90 minutes out, not the store’s 30', async () => {
    const { uuid } = await deliveryCart('90004');
    const r = await checkout(uuid);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.reservation.delivery_started_at).toBe(la('13:30'));
  });

  test('the widget’s list, from the cart it answers, offers neither of the refused times', async () => {
    const { cart } = await deliveryCart('90004');
    expect(cart).toMatchObject({ delivery_lead_time_minutes: 90, delivery_last_call_minutes: 60 });
    const row = await h.db.selectFrom('stores').select(['data', 'time_zone_identifier']).where('id', '=', 1).executeTakeFirstOrThrow();
    const data = fromJson<StoreData>(row.data, {} as StoreData);
    const rules = withAreaTiming(slotRulesOf(data, 'delivery', row.time_zone_identifier), areaTimingOf(serverCartOf(cart)));
    const starts = checkoutSlots(rules, h.clock.now.getTime()).slots.map((s) => s.start);
    expect(starts[0]).toBe(la('13:30'));
    expect(starts.at(-1)).toBe(la('21:00'));
    expect(starts).not.toContain(la('12:45'));
  });
});
