import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { addBody, menuPicks, openHarness, patchStore, type Harness, type MenuPick } from './harness';

// The delivery postal code follows the store's country (000 §3 country_code; shared/forms postalCode), on the server
// as in the widget: store 1 is in Los Angeles (US ZIP codes); store 29, Queen West Cannabis in Toronto, is the seed's
// first Canadian store and delivers by postal code (its M6J entry: $5.00, $50.00 minimum).

const TORONTO = 29;
let h: Harness;
const picks = new Map<number, MenuPick[]>();
const seeded = new Map<number, string>();

beforeAll(async () => {
  h = await openHarness({ stores: TORONTO });
  for (const id of [1, TORONTO]) {
    picks.set(
      id,
      (await menuPicks(h.db, id)).filter((p) => p.kind === 'gear' || p.kind === 'merch' || p.kind === 'edible'),
    );
    seeded.set(id, (await h.db.selectFrom('stores').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data);
  }
}, 120_000);
afterEach(async () => {
  for (const [id, data] of seeded) await h.db.updateTable('stores').set({ data }).where('id', '=', id).execute();
});
afterAll(() => h.close());

/** A delivery cart of the store worth at least $60.00 (above store 29's $50.00 minimum). */
async function deliveryCart(storeId: number): Promise<string> {
  const list = picks.get(storeId)!;
  const pick = list.find((p) => p.price >= 1000 && p.price <= 3000 && p.max >= Math.ceil(6000 / p.price)) ?? list[0];
  const r = await h.call('POST', '/cart_products', { body: addBody(storeId, pick, Math.ceil(6000 / pick.price)) });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  await h.call('PATCH', '/carts', { body: { uuid: r.body.cart_uuid, reservation_mode: 'delivery' } });
  return r.body.cart_uuid;
}
const saveAddress = (uuid: string, zipcode: string, over: Record<string, unknown> = {}) =>
  h.call('PATCH', '/carts', { body: { uuid, delivery_address: { street: '700 Queen St W', city: 'Toronto', state_code: 'ON', zipcode, ...over } } });

describe('PATCH /carts: the postal code of the store’s country, written its way', () => {
  test.each([
    ['Toronto takes m6j1e4 as M6J 1E4', TORONTO, 'm6j1e4', 'M6J 1E4'],
    ['Toronto takes M6J 1E4', TORONTO, 'M6J 1E4', 'M6J 1E4'],
    ['Los Angeles takes 90026', 1, '90026', '90026'],
    ['Los Angeles takes 90026 1234 as 90026-1234', 1, '90026 1234', '90026-1234'],
    ['an address without its code yet is saved (001 §4: the street is enough)', TORONTO, '', ''],
  ])('%s', async (_name, storeId, zipcode, saved) => {
    const r = await saveAddress(await deliveryCart(storeId), zipcode);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.cart.delivery_address.zipcode).toBe(saved);
  });

  test.each([
    ['Toronto refuses a US ZIP code', TORONTO, '90026', 'Please enter a valid Canadian postal code.'],
    ['Toronto refuses a code with a letter Canada Post never uses', TORONTO, 'M6J 1O4', 'Please enter a valid Canadian postal code.'],
    ['Los Angeles refuses a Canadian postal code', 1, 'M5V 3L9', 'Please enter a valid US ZIP code.'],
    ['Los Angeles refuses four digits', 1, '9002', 'Please enter a valid US ZIP code.'],
  ])('%s: 422 naming delivery_address.zipcode, and the cart keeps no address', async (_name, storeId, zipcode, message) => {
    const uuid = await deliveryCart(storeId);
    const r = await saveAddress(uuid, zipcode);
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ message, code: 'unprocessable', validations: { 'delivery_address.zipcode': [message] } });
    expect((await h.call('GET', '/carts', { query: { uuid } })).body.cart.delivery_address).toBeNull();
  });
});

describe('a delivery in Toronto, end to end', () => {
  const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
  // Open and taking guests, whatever the seed drew for its hours and checkout gates; its delivery area stays the seed's.
  const openForGuests = () =>
    patchStore(h.db, TORONTO, {
      delivery_hours: DAYS.map((day) => ({ day, from: '09:00', to: '22:00' })),
      guest_checkout_setting: 'allowed',
      require_checkout_agreement: false,
      delivery_id_required: false,
      birth_date_required: false,
      cart_limit_rules: [],
    });
  const checkout = (uuid: string, zipcode: string) =>
    h.call('POST', '/carts/checkout', {
      body: {
        cart_uuid: uuid,
        reservation_mode: 'delivery',
        payment_method: 'cash',
        birth_date: '1990-02-03',
        contact: { first_name: 'Ada', last_name: 'Guest', email: 'toronto@example.com' },
        delivery_address: { street: '700 Queen St W', city: 'Toronto', state_code: 'ON', zipcode },
      },
    });

  test('the seed’s Toronto store delivers by postal code', async () => {
    const row = await h.db.selectFrom('stores').select(['name', 'country_code', 'delivery', 'data']).where('id', '=', TORONTO).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Queen West Cannabis', country_code: 'CA', delivery: 1 });
    expect(JSON.parse(row.data)).toMatchObject({ delivery_config_strategy: 'zipcode', delivery_zipcodes: [{ zipcode: 'M6J 1E4', fee: 500, min_amount: 5000 }] });
  });

  test('an address in its M6J area is accepted with its $5.00 fee, priced at Ontario’s 13 % HST, and checks out', async () => {
    await openForGuests();
    const uuid = await deliveryCart(TORONTO);
    const saved = await saveAddress(uuid, 'm6j 1e4');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.cart).toMatchObject({ delivery_status: 'ok', delivery_rule: 'zipcode', delivery_fee_amount: 5, delivery_minimum: 50, sales_tax_rate: 13 });
    expect(saved.body.cart.delivery_reason).toBe('M6J 1E4 is one of the postal codes the store delivers to.');
    const r = await checkout(uuid, 'm6j1e4');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const reservation = await h.db.selectFrom('reservations').select('data').where('id', '=', r.body.reservation.id).executeTakeFirstOrThrow();
    expect(JSON.parse(reservation.data)).toMatchObject({ delivery_address: { zipcode: 'M6J 1E4' }, totals: { delivery_fee_amount: 500 } });
  });

  test('another address in the same FSA (M6J 3H2) is in the area too: the M6J entry matches by its first three characters', async () => {
    const saved = await saveAddress(await deliveryCart(TORONTO), 'M6J 3H2', { street: '1000 Queen St W' });
    expect(saved.body.cart).toMatchObject({ delivery_status: 'ok', delivery_rule: 'zipcode', delivery_fee_amount: 5 });
  });

  test.each([
    ['an address outside its area (M5V, downtown)', 'M5V 3L9', "This address is outside the store's delivery area"],
    ['a US ZIP code', '90026', 'Please enter a valid Canadian postal code.'],
    ['no postal code', '', 'A delivery address needs a postal code'],
  ])('checkout refuses %s', async (_name, zipcode, message) => {
    await openForGuests();
    const r = await checkout(await deliveryCart(TORONTO), zipcode);
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(JSON.stringify(r.body)).toContain(message);
  });
});
