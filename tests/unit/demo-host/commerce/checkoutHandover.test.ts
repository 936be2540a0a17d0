import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { StoreData } from '../../../../demo-host/db';
import { FORM_MESSAGES } from '../../../../shared/forms';
import { checkoutStoreOne } from './checkoutStoreOne';
import { addBody, openHarness, patchStore, type Harness } from './harness';

// How an order is handed over, enforced at checkout (docs/api-commerce.md checks 3, 5 and 11): 000 §3
// curbside_pickup_setting and QR curbside settings, and kiosk_anonymous_checkout for a kiosk's orders.
vi.setConfig({ testTimeout: 30_000 });

let h: Harness;
let store: Awaited<ReturnType<typeof checkoutStoreOne>>;

const contact = { first_name: 'Ada', last_name: 'Guest', email: 'ada@example.com' };
const ok = { payment_method: 'cash', agreement_accepted: true, birth_date: '1990-02-03' };
const car = { spot_number: 4, vehicle: 'Blue Honda Civic' };
const silverLake = { street: '1 Sunset Blvd', city: 'Los Angeles', state_code: 'CA', zipcode: '90026' };

beforeAll(async () => {
  h = await openHarness();
  store = await checkoutStoreOne(h, {
    require_checkout_agreement: false,
    guest_checkout_setting: 'allowed',
    pickup_id_required: false,
    delivery_id_required: false,
    birth_date_required: false,
    pickup_minimum: 0,
    delivery_minimum: 0,
    delivery_config_strategy: 'zipcode',
    delivery_zipcodes: [{ zipcode: '90026', fee: 500, min_amount: 0, lead_time_minutes: null, last_call_minutes: null }],
    delivery_payment_options: ['cash'],
    pickup_payment_options: ['cash'],
    curbside_payment_options: ['cash'],
    curbside_timing: { min_lead_time: 15, max_lead_time: 30, window: 0, last_call_interval: 0, minimum_order: 0 } as never,
    curbside_pickup_setting: 'allowed',
    qr_curbside_settings: { max_spot_number: 8, hide_spot_number: false },
    kiosk_anonymous_checkout: 'none',
    allow_off_hours_ordering: false,
    allow_future_day_ordering: true,
    cart_limit_rules: [],
    tip_settings: null,
  });
}, 60_000);
afterAll(() => h.close());
afterEach(() => store.restore());

async function checkout(settings: Partial<StoreData>, body: Record<string, unknown>, cartMode = 'default') {
  await patchStore(h.db, 1, settings);
  const add = await h.call('POST', '/cart_products', { body: { ...addBody(1, store.picks[0]), app_mode: cartMode } });
  expect(add.status).toBe(201);
  const uuid = add.body.cart_uuid as string;
  const answer = await h.call('POST', '/carts/checkout', { body: { cart_uuid: uuid, ...ok, ...body } });
  const row = await h.db.selectFrom('reservations as r').innerJoin('carts as c', 'c.id', 'r.cart_id').select('r.data').where('c.uuid', '=', uuid).executeTakeFirst();
  return { answer, data: row ? (JSON.parse(row.data) as Record<string, unknown>) : null };
}

describe('curbside (000 §3 curbside_pickup_setting, qr_curbside_settings)', () => {
  test('a curbside order keeps its spot and vehicle for the store', async () => {
    const { answer, data } = await checkout({}, { reservation_mode: 'curbside', contact, curbside: car });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(data?.curbside).toEqual(car);
  });

  test.each([
    ['no vehicle', {}, { spot_number: 3 }, { vehicle: [FORM_MESSAGES.required] }],
    ['no curbside details at all', {}, undefined, { vehicle: [FORM_MESSAGES.required] }],
    ['spot 9 of 8', {}, { spot_number: 9, vehicle: 'Red truck' }, { spot_number: ['Please enter a numeric value less than or equal to 8.'] }],
    ['a spot where spots are hidden', { qr_curbside_settings: { max_spot_number: 8, hide_spot_number: true } }, car, { spot_number: ['This store does not use spot numbers.'] }],
  ] as const)('%s: 422 naming the field', async (_, settings, curbside, validations) => {
    const { answer, data } = await checkout(settings, { reservation_mode: 'curbside', contact, ...(curbside ? { curbside } : {}) });
    expect(answer.status).toBe(422);
    expect(answer.body.validations).toEqual(validations);
    expect(data).toBeNull();
  });

  test('a pickup order keeps no curbside details', async () => {
    const { answer, data } = await checkout({}, { reservation_mode: 'pickup', contact, curbside: car });
    expect(answer.status).toBe(200);
    expect(data?.curbside).toBeNull();
  });

  test.each([
    ['not_allowed refuses curbside', 'not_allowed', 'curbside', 422, 'This store does not offer curbside'],
    ['mandatory refuses pickup', 'mandatory', 'pickup', 422, 'This store hands pickup orders over at the curb: choose curbside'],
    ['mandatory takes curbside', 'mandatory', 'curbside', 200, 'Your reservation has been placed'],
    ['allowed takes pickup', 'allowed', 'pickup', 200, 'Your reservation has been placed'],
  ] as const)('%s', async (_, setting, mode, status, message) => {
    const { answer } = await checkout({ curbside_pickup_setting: setting }, { reservation_mode: mode, contact, curbside: car });
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
  });
});

describe('a kiosk (000 §3 kiosk_anonymous_checkout)', () => {
  test.each([
    ['allowed, no contact', { kiosk_anonymous_checkout: 'allowed' }, {}, 200],
    ['allowed, with contact', { kiosk_anonymous_checkout: 'allowed' }, { contact }, 200],
    ['allowed, a store that takes no guests elsewhere', { kiosk_anonymous_checkout: 'allowed', guest_checkout_setting: 'disabled' }, {}, 200],
    ['required, no contact', { kiosk_anonymous_checkout: 'required' }, {}, 200],
    ['required, with contact', { kiosk_anonymous_checkout: 'required' }, { contact }, 422],
    ['none, no contact', { kiosk_anonymous_checkout: 'none' }, {}, 422],
    ['none, with contact', { kiosk_anonymous_checkout: 'none' }, { contact }, 200],
    ['none, a store that takes no guests', { kiosk_anonymous_checkout: 'none', guest_checkout_setting: 'disabled' }, { contact }, 401],
  ] as const)('%s', async (_, settings, body, status) => {
    const { answer, data } = await checkout(settings, { reservation_mode: 'pickup', app_mode: 'kiosk', ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    if (status === 422) expect(answer.body.validations).toHaveProperty('contact');
    expect(data === null).toBe(status !== 200);
  });

  test('outside a kiosk the setting does not apply: a guest gives contact details', async () => {
    const { answer } = await checkout({ kiosk_anonymous_checkout: 'required' }, { reservation_mode: 'pickup', app_mode: 'embedded' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Please enter your contact details');
  });

  test('a cart made at the kiosk is a kiosk order without saying so again', async () => {
    const { answer, data } = await checkout({ kiosk_anonymous_checkout: 'required' }, { reservation_mode: 'pickup' }, 'kiosk');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(data?.contact).toBeNull();
  });

  test('a kiosk takes no delivery', async () => {
    const { answer } = await checkout({ kiosk_anonymous_checkout: 'allowed' }, { reservation_mode: 'delivery', delivery_address: silverLake, app_mode: 'kiosk' });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message: 'Delivery is not offered at a kiosk', validations: { reservation_mode: ['delivery is not offered here'] } });
  });
});

describe('the curbside details on a receipt', () => {
  test('the placing device sees its car and spot; the uuid alone shows neither (docs/security.md: a link that travels)', async () => {
    await patchStore(h.db, 1, {});
    const add = await h.call('POST', '/cart_products', { body: { ...addBody(1, store.picks[1]), j_device_id: 'device-curbside' } });
    const placed = await h.call('POST', '/carts/checkout', { body: { cart_uuid: add.body.cart_uuid, ...ok, reservation_mode: 'curbside', contact, curbside: car } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const uuid = placed.body.reservation.uuid as string;
    const own = await h.call('GET', `/reservation_receipt/${uuid}`, { query: { j_device_id: 'device-curbside' } });
    expect(own.body.reservation.curbside).toEqual(car);
    const shared = await h.call('GET', `/reservation_receipt/${uuid}`);
    expect(shared.body.reservation).toMatchObject({ redacted: true, curbside: null });
  });
});
