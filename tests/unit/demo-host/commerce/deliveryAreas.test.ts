import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { addBody, menuPicks, openHarness, patchStore, type Harness, type MenuPick } from './harness';

// Store 1 as seeded (DESIGN §1.1: a California store that delivers) by its delivery zones: the host places an
// address by its ZIP code's centroid (or a Canadian FSA's), offline, and the store's strategy decides (000 §3).
let h: Harness;
let picks: MenuPick[];
let seeded: string;

beforeAll(async () => {
  h = await openHarness();
  picks = (await menuPicks(h.db, 1)).filter((p) => p.kind === 'gear' || p.kind === 'merch' || p.kind === 'edible');
  seeded = (await h.db.selectFrom('stores').select('data').where('id', '=', 1).executeTakeFirstOrThrow()).data;
}, 60_000);
afterEach(() => h.db.updateTable('stores').set({ data: seeded }).where('id', '=', 1).execute());
afterAll(() => h.close());

let next = 0;
/** A delivery cart of store 1 worth `atLeast` cents or a little more, below the $100.00 free-delivery minimum. */
async function deliveryCart(atLeast = 6000): Promise<string> {
  const pick = picks.find((p) => p.price >= 500 && p.price <= 2500 && p.max >= Math.ceil(atLeast / p.price)) ?? picks[next++ % picks.length];
  const r = await h.call('POST', '/cart_products', { body: addBody(1, pick, Math.ceil(atLeast / pick.price)) });
  expect(r.status).toBe(201);
  await h.call('PATCH', '/carts', { body: { uuid: r.body.cart_uuid, reservation_mode: 'delivery' } });
  return r.body.cart_uuid;
}
const address = (street: string, zipcode: string, over: Record<string, unknown> = {}) => ({ street, city: 'Los Angeles', state_code: 'CA', zipcode, ...over });
const deliverTo = async (uuid: string, delivery_address: Record<string, unknown>) => (await h.call('PATCH', '/carts', { body: { uuid, delivery_address } })).body.cart;

describe('a delivery cart before any address', () => {
  test('is neither free nor outside the area: no address yet, no fee', async () => {
    const cart = (await h.call('GET', '/carts', { query: { uuid: await deliveryCart() } })).body.cart;
    expect(cart).toMatchObject({ delivery_status: 'no_address', delivery_fee_amount: 0, delivery_rule: null, delivery_reason: null, free_delivery_minimum: 100 });
  });
});

describe('store 1’s seeded delivery zones (geofences)', () => {
  test.each([
    // 500 W 5th St is downtown, in 90013: its zone's $8.00 fee and $50.00 minimum.
    ['500 W 5th St, 90013', address('500 W 5th St', '90013'), 'Downtown LA', 8, 50],
    ['Echo Park, 90026', address('1 Sunset Blvd', '90026'), 'Silver Lake, Echo Park & Los Feliz', 5, 40],
  ])('%s is inside %s', async (_label, where, zone, fee, minimum) => {
    const cart = await deliverTo(await deliveryCart(), where);
    expect(cart.discounted_subtotal).toBeLessThan(100);
    expect(cart).toMatchObject({ delivery_status: 'ok', delivery_rule: 'geofence', delivery_fee_amount: fee, delivery_minimum: minimum });
    expect(cart.delivery_reason).toBe(`The address is inside the ${zone} delivery zone.`);
  });

  test.each([
    ['San Francisco, 94110', address('2471 Mission St', '94110', { city: 'San Francisco' }), 'The address is outside the store’s delivery zones.'],
    ['a ZIP code no map knows', address('1 Nowhere Rd', '00000'), 'We could not find 00000 on the map; please check the ZIP code.'],
  ])('%s is refused, and the answer says why', async (_label, where, reason) => {
    const cart = await deliverTo(await deliveryCart(), where);
    expect(cart).toMatchObject({ delivery_status: 'outside_area', delivery_rule: 'geofence', delivery_fee_amount: 0, delivery_reason: reason });
  });

  test('checkout to 500 W 5th St is not refused for its area', async () => {
    const uuid = await deliveryCart();
    const r = await h.call('POST', '/carts/checkout', {
      body: { cart_uuid: uuid, payment_method: 'cash', reservation_mode: 'delivery', delivery_address: address('500 W 5th St', '90013') },
    });
    expect(r.body.message).not.toBe("This address is outside the store's delivery area");
  });

  test('the client’s own coordinates place the address before its zip does, when they lie near the zip', async () => {
    // 90026's centroid is in Echo Park; the point given, 1.5 miles off, is still in the Silver Lake zone.
    const cart = await deliverTo(await deliveryCart(), address('3921 Sunset Blvd', '90026', { lat: 34.0912, long: -118.2795 }));
    expect(cart).toMatchObject({ delivery_rule: 'geofence', delivery_fee_amount: 5 });
  });

  test('coordinates far from the address’s zip are not believed: the zip decides, so a claimed point cannot pick a cheaper zone', async () => {
    // Beverly Hills (90210) is outside both zones; the point claimed is in Silver Lake, 7 miles away.
    const cart = await deliverTo(await deliveryCart(), address('1 Rodeo Dr', '90210', { lat: 34.0912, long: -118.2795 }));
    expect(cart).toMatchObject({ delivery_status: 'outside_area', delivery_rule: 'geofence', delivery_fee_amount: 0 });
  });
});

describe('the other strategies on store 1', () => {
  test('zipcode: a listed zip’s fee, minimum, lead time and last call', async () => {
    await patchStore(h.db, 1, { delivery_config_strategy: 'zipcode' });
    const cart = await deliverTo(await deliveryCart(), address('1 Sunset Blvd', '90004'));
    expect(cart).toMatchObject({
      delivery_status: 'ok',
      delivery_rule: 'zipcode',
      delivery_fee_amount: 7,
      delivery_minimum: 50,
      delivery_lead_time_minutes: 60,
      delivery_last_call_minutes: 30,
    });
    expect(cart.delivery_reason).toBe('90004 is one of the ZIP codes the store delivers to.');
    const unlisted = await deliverTo(await deliveryCart(), address('500 W 5th St', '90013'));
    expect(unlisted).toMatchObject({ delivery_status: 'outside_area', delivery_reason: 'The store does not deliver to 90013.' });
  });

  // A Canadian postal code, matched by its FSA, is a Canadian store's: postalCodes.test.ts (store 29, Toronto).

  test('radius: the distance from the store, in words', async () => {
    await patchStore(h.db, 1, { delivery_config_strategy: 'radius', delivery_radius: 3, delivery_fee_amount: 900 });
    const near = await deliverTo(await deliveryCart(), address('1 Sunset Blvd', '90026'));
    expect(near).toMatchObject({ delivery_status: 'ok', delivery_rule: 'radius', delivery_fee_amount: 9 });
    expect(near.delivery_reason).toMatch(/^The address is 1\.\d miles from the store, within its 3-mile delivery radius\.$/);
    const far = await deliverTo(await deliveryCart(), address('500 W 5th St', '90013'));
    expect(far).toMatchObject({ delivery_status: 'outside_area', delivery_rule: 'radius' });
    expect(far.delivery_reason).toMatch(/^The address is 3\.\d miles from the store, beyond its 3-mile delivery radius\.$/);
  });
});

describe('GET /carts/lookup_sales_tax_rate: the rate where the goods are handed over', () => {
  test.each([
    ['a delivery in Los Angeles: the store’s 9.5', { street: '500 W 5th St', zipcode: '90013', reservation_mode: 'delivery' }, 9.5],
    ['a delivery into Nevada: its 6.85', { street: '3600 S Las Vegas Blvd', zipcode: '89109', reservation_mode: 'delivery' }, 6.85],
    ['a delivery into Ontario: its 13 % HST', { street: '290 Bremner Blvd', zipcode: 'M5V 3L9', reservation_mode: 'delivery' }, 13],
    ['a pickup: the store’s rate, whatever the address', { street: '3600 S Las Vegas Blvd', zipcode: '89109', reservation_mode: 'pickup' }, 9.5],
  ])('%s', async (_label, query, rate) => {
    const uuid = await deliveryCart();
    const r = await h.call('GET', '/carts/lookup_sales_tax_rate', { query: { uuid, ...query } });
    expect(r.status).toBe(200);
    expect(r.body.sales_tax_rate).toBe(rate);
    // The cart priced to that address agrees with the lookup.
    const cart = (await h.call('GET', '/carts', { query: { uuid, street: query.street, zipcode: query.zipcode } })).body.cart;
    if (query.reservation_mode === 'delivery') expect(cart.sales_tax_rate).toBe(rate);
  });
});
