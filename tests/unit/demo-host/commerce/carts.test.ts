import { vi, afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WEIGHT_IDS } from '../../../../shared/weights';
import { setMemberPoints } from './loyaltyFixtures';
import { CART_LIMITS_BY_STATE } from '../../../../demo-host/seed/stateRules';
import { addBody, menuPicks, openHarness, patchStore, register, type Harness, type MenuPick } from './harness';

// scrypt at its OWASP cost takes a few hundred ms per sign-in.
vi.setConfig({ testTimeout: 30_000 });

let h: Harness;
let picks: MenuPick[];
let other: MenuPick[];

beforeAll(async () => {
  h = await openHarness();
  picks = await menuPicks(h.db, 1);
  other = await menuPicks(h.db, 2);
}, 60_000);
afterAll(() => h.close());

async function newCart(pick = picks[0], count = 1, token?: string) {
  const r = await h.call('POST', '/cart_products', { body: addBody(1, pick, count), token });
  expect(r.status).toBe(201);
  return r.body.cart_uuid as string;
}

describe('POST /carts and GET /carts (001 §3 Cart)', () => {
  test('a new cart is empty, pickup, tip 0 and carries every total field of 001 §3', async () => {
    const r = await h.call('POST', '/carts', { body: { store_id: 1 } });
    expect(r.status).toBe(201);
    const cart = r.body.cart;
    expect(cart).toMatchObject({ status: 'empty', reservation_mode: 'pickup', tip_amount: 0, store: { id: 1 }, products: [] });
    for (const field of [
      'item_total',
      'order_total',
      'discounted_subtotal',
      'discounted_product_total',
      'product_discounts_total',
      'group_discounts_total',
      'all_discounts_total',
      'brand_discounts',
      'brand_discounts_total',
      'brand_discounts_total_with_fee',
      'brand_discounts_service_fee_total',
      'cart_discount_amount',
      'cart_discount_special_id',
      'group_special_id',
      'group_special_title',
      'delivery_fee_amount',
      'service_fee_amount',
      'jane_pay_service_fee_amount',
      'sales_tax_amount',
      'sales_tax_rate',
      'store_tax_amount',
      'tax_included',
      'crm_redemptions',
      'removed_crm_redemptions',
      'unavailable_products',
      'special_has_changed',
      'brand_special_has_changed',
      'max_specials_per_cart',
      'max_specials_per_cart_hit',
      'loyalty_points_stacking_enabled',
      'localized_products_content',
      'headless_v2',
      'is_open',
      'delivery_started_at',
      'delivery_finished_at',
      'payment_method',
      'message',
      'user_agent',
    ])
      expect(cart, field).toHaveProperty(field);
    expect((await h.call('GET', '/carts', { query: { uuid: cart.uuid } })).body.cart.uuid).toBe(cart.uuid);
  });

  test('uuids are random v4 uuids, never sequential', async () => {
    const a = (await h.call('POST', '/carts', { body: {} })).body.cart.uuid;
    const b = (await h.call('POST', '/carts', { body: {} })).body.cart.uuid;
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });

  test('an unknown uuid is a 404', async () => {
    expect((await h.call('GET', '/carts', { query: { uuid: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });
});

describe('POST /cart_products (001 §7)', () => {
  test('the first add answers the cart uuid and makes the cart pending (001 §3)', async () => {
    const r = await h.call('POST', '/cart_products', { body: addBody(1, picks[0], 2) });
    expect(r.status).toBe(201);
    expect(r.body.cart_uuid).toEqual(expect.any(String));
    expect(r.body.cart.status).toBe('pending');
    expect(r.body.cart.products).toEqual([expect.objectContaining({ id: picks[0].product_id, price_id: picks[0].price_id, count: 2 })]);
  });

  test('totals add up: order_total is the subtotal plus fees, taxes and tip; pos_cart agrees', async () => {
    const uuid = await newCart(picks[1], 2);
    const added = await h.call('POST', '/cart_products', { body: addBody(1, picks[2], 1, uuid) });
    const cart = added.body.cart;
    expect(cart.item_total).toBe((picks[1].price * 2 + picks[2].price) / 100);
    const stored = await h.db.selectFrom('carts').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(stored.id).toBe(cart.id);
    // Recompute with the engine from the wire lines: the answer's order_total is the engine's.
    const again = await h.call('GET', '/pos_cart', { query: { cart_uuid: uuid } });
    expect(again.body.total).toBe(cart.pos.total);
    expect(cart.order_total).toBeCloseTo(
      cart.discounted_subtotal + cart.delivery_fee_amount + cart.service_fee_amount + cart.sales_tax_amount + cart.store_tax_amount + cart.tip_amount,
      2,
    );
  });

  test('adding the same product and weight again sets its count (001 §4), a new weight adds a line', async () => {
    const uuid = await newCart(picks[3], 1);
    const r = await h.call('POST', '/cart_products', { body: addBody(1, picks[3], 3, uuid) });
    expect(r.body.cart.products).toEqual([expect.objectContaining({ id: picks[3].product_id, count: 3 })]);
  });

  test.each([
    ['count 0', { count: 0 }, 400, 'product.count'],
    ['count -1', { count: -1 }, 400, 'product.count'],
    ['count 1.5', { count: 1.5 }, 400, 'product.count'],
  ])('%s is refused (count ≥ 1)', async (_name, product, status, field) => {
    const body = addBody(1, picks[0]);
    const r = await h.call('POST', '/cart_products', { body: { ...body, product: { ...body.product, ...product } } });
    expect(r.status).toBe(status);
    expect(r.body.validations).toHaveProperty(field);
  });

  test('count above max_cart_quantity is a 422 naming the maximum (001 §5 max numeric message)', async () => {
    const pick = picks[0];
    const r = await h.call('POST', '/cart_products', { body: addBody(1, pick, pick.max + 1) });
    expect(r.status).toBe(422);
    expect(r.body.validations['product.count']).toEqual([`Please enter a numeric value less than or equal to ${pick.max}.`]);
    expect((await h.call('POST', '/cart_products', { body: addBody(1, pick, pick.max) })).status).toBe(201);
  });

  test('a price_id that is not an available weight of the product in that store is a 422', async () => {
    const pick = picks[0];
    const missing = WEIGHT_IDS.find((w) => w !== pick.price_id)!;
    const row = await h.db.selectFrom('menu_products').selectAll().where('store_id', '=', 1).where('product_id', '=', pick.product_id).executeTakeFirstOrThrow();
    expect((row as Record<string, unknown>)[`price_${missing}`]).toBeNull();
    const r = await h.call('POST', '/cart_products', { body: addBody(1, { product_id: pick.product_id, price_id: missing }) });
    expect(r.status).toBe(422);
    expect(r.body.validations).toHaveProperty('product.price_id');
  });

  test('a product of another store is a 409 the widget acts on: replace the cart', async () => {
    const uuid = await newCart();
    const r = await h.call('POST', '/cart_products', { body: addBody(2, other[0], 1, uuid) });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'cart_store_mismatch', action: 'replace_cart', cart_store: { id: 1 }, store: { id: 2 } });
  });

  test('a product the store does not carry is a 404', async () => {
    const rows = await h.db.selectFrom('menu_products').select('product_id').where('store_id', '=', 1).execute();
    const carried = new Set(rows.map((r) => r.product_id));
    const foreign = other.find((p) => !carried.has(p.product_id))!;
    expect((await h.call('POST', '/cart_products', { body: addBody(1, foreign) })).status).toBe(404);
  });
});

describe('cart limits (000 §3 cart_limit_rules: 422 naming the group, the limit and what the cart holds)', () => {
  test.each([
    ['product rule in grams', { product_group_name: 'Flower', limit_value: 7, limit_unit: 'g', rule_type: 'product', product_types: ['flower'] }],
    ['equivalency rule', { product_group_name: 'Flower equivalent', limit_value: 7, limit_unit: 'g', rule_type: 'equivalency', product_types: ['flower'] }],
  ])('%s', async (_name, rule) => {
    await patchStore(h.db, 1, { cart_limit_rules: [rule as never] });
    const eighth = (await menuPicks(h.db, 1, ['flower'])).find((p) => p.price_id === 'eighth_ounce' && p.max >= 3);
    expect(eighth).toBeDefined();
    const uuid = await newCart(eighth!, 2); // 7 g: at the limit
    const r = await h.call('POST', '/cart_products', { body: addBody(1, eighth!, 3, uuid) }); // 10.5 g
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'cart_limit_exceeded', limit: { product_group_name: rule.product_group_name, limit_value: 7, cart_amount: 10.5, held_amount: 7 } });
    // What the bag holds (the meter's 7 of 7 g) and what the add would make it, never the second as if held.
    expect(r.body.message).toBe(`The ${rule.product_group_name} limit is 7 g: your bag holds 7 g, and this would bring it to 10.5 g`);
    await patchStore(h.db, 1, { cart_limit_rules: [] });
  });
});

describe("one ounce in California's 28.5 g of flower (demo-host/seed/stateRules.ts): the 422 and the meter agree", () => {
  test('a second ounce is refused naming the 28 g the bag holds and the 56 g it would hold', async () => {
    await patchStore(h.db, 1, { cart_limit_rules: CART_LIMITS_BY_STATE.CA });
    const rows = await h.db
      .selectFrom('menu_products as m')
      .innerJoin('products as p', 'p.id', 'm.product_id')
      .select(['m.product_id', 'm.price_ounce', 'm.data'])
      .where('m.store_id', '=', 1)
      .where('p.kind', '=', 'flower')
      .where('m.price_ounce', 'is not', null)
      .where('m.visible', '=', 1)
      .execute();
    const row = rows.find((r) => (JSON.parse(r.data).max_cart_quantity_by_weight?.ounce ?? 0) >= 2);
    expect(row).toBeDefined();
    const ounce: MenuPick = { product_id: row!.product_id, price_id: 'ounce', price: row!.price_ounce!, kind: 'flower', max: 2 };
    const uuid = await newCart(ounce, 1);
    const r = await h.call('PATCH', `/cart_products/${ounce.product_id}`, { body: { cart_uuid: uuid, product: { count: 2, price_id: 'ounce' } } });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'cart_limit_exceeded', limit: { product_group_name: 'Flower', limit_value: 28.5, cart_amount: 56, held_amount: 28 } });
    expect(r.body.message).toBe('The Flower limit is 28.5 g: your bag holds 28 g, and this would bring it to 56 g');
    await patchStore(h.db, 1, { cart_limit_rules: [] });
  });
});

describe('PATCH / DELETE /cart_products/{productId}', () => {
  test('PATCH sets the count; DELETE removes the line', async () => {
    const uuid = await newCart(picks[4], 1);
    const p = await h.call('PATCH', `/cart_products/${picks[4].product_id}`, { body: { cart_uuid: uuid, product: { count: 2, price_id: picks[4].price_id } } });
    expect(p.status).toBe(200);
    expect(p.body.cart.products[0].count).toBe(2);
    const d = await h.call('DELETE', `/cart_products/${picks[4].product_id}`, { query: { cart_uuid: uuid, price_id: picks[4].price_id } });
    expect(d.status).toBe(200);
    expect(d.body.cart.products).toEqual([]);
  });

  test('PATCH of a line the cart does not hold is a 404', async () => {
    const uuid = await newCart(picks[4], 1);
    const r = await h.call('PATCH', `/cart_products/${picks[5].product_id}`, { body: { cart_uuid: uuid, product: { count: 2, price_id: picks[5].price_id } } });
    expect(r.status).toBe(404);
  });
});

describe('unavailable products (001 §3 unavailable_products: listed, never dropped)', () => {
  test('a product leaving the menu stays in the cart and is listed; DELETE /cart_products/unavailable removes it', async () => {
    const [gone, kept] = [picks[6], picks[7]];
    const uuid = await newCart(gone, 1);
    await h.call('POST', '/cart_products', { body: addBody(1, kept, 1, uuid) });
    await h.db.updateTable('menu_products').set({ visible: 0 }).where('store_id', '=', 1).where('product_id', '=', gone.product_id).execute();
    try {
      const r = await h.call('GET', '/carts', { query: { uuid } });
      expect(r.body.cart.products.map((p: { id: number }) => p.id)).toEqual([gone.product_id, kept.product_id]);
      expect(r.body.cart.unavailable_products).toEqual([expect.objectContaining({ id: gone.product_id, price_id: gone.price_id })]);
      expect(r.body.cart.item_total).toBe(kept.price / 100);
      const ids = await h.call('GET', '/carts/get_unavailable_product_ids', { query: { uuid } });
      expect(ids.body.ids).toEqual([gone.product_id]);
      const d = await h.call('DELETE', '/cart_products/unavailable', { query: { cart_uuid: uuid } });
      expect(d.body.cart.products.map((p: { id: number }) => p.id)).toEqual([kept.product_id]);
      expect(d.body.cart.unavailable_products).toEqual([]);
    } finally {
      await h.db.updateTable('menu_products').set({ visible: 1 }).where('store_id', '=', 1).where('product_id', '=', gone.product_id).execute();
    }
  });
});

describe('special_has_changed (001 §3)', () => {
  test('set when a price moves, stays set, and DELETE /carts/changed_special_flag clears it', async () => {
    const pick = picks[8];
    const uuid = await newCart(pick, 1);
    expect((await h.call('GET', '/carts', { query: { uuid } })).body.cart.special_has_changed).toBe(false);
    const column = `price_${pick.price_id}` as 'price_each';
    await h.db
      .updateTable('menu_products')
      .set({ [column]: pick.price + 500 })
      .where('store_id', '=', 1)
      .where('product_id', '=', pick.product_id)
      .execute();
    try {
      expect((await h.call('GET', '/carts', { query: { uuid } })).body.cart.special_has_changed).toBe(true);
      expect((await h.call('GET', '/carts', { query: { uuid } })).body.cart.special_has_changed).toBe(true);
      const cleared = await h.call('DELETE', '/carts/changed_special_flag', { query: { uuid } });
      expect(cleared.body.cart.special_has_changed).toBe(false);
      expect((await h.call('GET', '/carts', { query: { uuid } })).body.cart.special_has_changed).toBe(false);
    } finally {
      await h.db
        .updateTable('menu_products')
        .set({ [column]: pick.price })
        .where('store_id', '=', 1)
        .where('product_id', '=', pick.product_id)
        .execute();
    }
  });

  test('the shopper changing a count does not set it', async () => {
    const uuid = await newCart(picks[9], 1);
    const r = await h.call('POST', '/cart_products', { body: addBody(1, picks[9], 2, uuid) });
    expect(r.body.cart.special_has_changed).toBe(false);
  });
});

describe('PATCH /carts, optimize_specials, DELETE /carts', () => {
  test('mode, address and tip are kept; delivery prices the fee of the address’s delivery zone', async () => {
    const uuid = await newCart(picks[10], 1);
    const r = await h.call('PATCH', '/carts', {
      body: { uuid, reservation_mode: 'delivery', delivery_address: { street: '1 Sunset Blvd', city: 'Los Angeles', state_code: 'CA', zipcode: '90004' }, tip_amount: 2 },
    });
    expect(r.status).toBe(200);
    expect(r.body.cart).toMatchObject({ reservation_mode: 'delivery', delivery_address: { zipcode: '90004' } });
    // 90004 is in store 1's Silver Lake zone (seed): $5.00 below the $100 free-delivery threshold.
    expect(r.body.cart.delivery_fee_amount).toBe(r.body.cart.discounted_subtotal >= 100 ? 0 : 5);
  });

  test('GET /carts prices delivery to a delivery_address given as one JSON query value, without saving it', async () => {
    const uuid = await newCart(picks[10], 1);
    await h.call('PATCH', '/carts', { body: { uuid, reservation_mode: 'delivery' } });
    const address = JSON.stringify({ street: '1 Sunset Blvd', city: 'Los Angeles', state_code: 'CA', zipcode: '90004' });
    const r = await h.call('GET', '/carts', { query: { uuid, delivery_address: address } });
    // 90004 is in store 1's Silver Lake zone (minimum $40): inside the area, whatever the subtotal.
    expect(r.body.cart.delivery_status).not.toBe('outside_area');
    expect(r.body.cart.delivery_address).toMatchObject({ zipcode: '90004' });
    const saved = (await h.call('GET', '/carts', { query: { uuid } })).body.cart;
    expect(saved.delivery_address).toBeNull();
    expect(saved.delivery_status).toBe('no_address');
    const bad = await h.call('GET', '/carts', { query: { uuid, delivery_address: '{street' } });
    expect(bad.status).toBe(400);
    expect(bad.body.validations.delivery_address).toEqual(['must be a JSON delivery address']);
  });

  test('a delivery address needs a street (001 §4)', async () => {
    const uuid = await newCart(picks[10], 1);
    const r = await h.call('PATCH', '/carts', { body: { uuid, delivery_address: { street: '  ', city: 'LA', state_code: 'CA', zipcode: '90004' } } });
    expect(r.status).toBe(400);
    expect(r.body.validations['delivery_address.street']).toEqual(['Please fill out this field.']);
  });

  test('optimize_specials stores the promo code and mode and answers the priced cart', async () => {
    const uuid = await newCart(picks[10], 1);
    const r = await h.call('PATCH', '/carts/optimize_specials', { body: { uuid, promo_code: 'NOPE', reservation_mode: 'curbside' } });
    expect(r.body.cart).toMatchObject({ promo_code: 'NOPE', reservation_mode: 'curbside', promo_code_status: 'not_found' });
  });

  test('a seeded promo code applies through the engine; max_specials_per_cart caps the specials', async () => {
    const pick = picks.find((p) => p.price >= 1000)!;
    const uuid = await newCart(pick, 1);
    const r = await h.call('PATCH', '/carts', { body: { uuid, promo_code: 'welcome10' } });
    expect(r.body.cart).toMatchObject({ promo_code: 'welcome10', promo_code_status: 'applied' });
    expect(r.body.cart.all_discounts_total).toBeGreaterThan(0);
    await patchStore(h.db, 1, { max_specials_per_cart: 0 } as never);
    try {
      const capped = (await h.call('GET', '/carts', { query: { uuid } })).body.cart;
      expect(capped.max_specials_per_cart).toBe(0);
    } finally {
      await patchStore(h.db, 1, { max_specials_per_cart: null } as never);
    }
  });

  test('DELETE /carts answers 204 and the cart is no longer pending', async () => {
    const uuid = await newCart(picks[10], 1);
    expect((await h.call('DELETE', '/carts', { query: { uuid } })).status).toBe(204);
    const r = await h.call('POST', '/cart_products', { body: addBody(1, picks[11], 1, uuid) });
    expect(r.body.message).toBe('Cart is not pending');
  });

  test('find_bundle_specials, lookup_sales_tax_rate and pos_cart answer their shapes', async () => {
    const uuid = await newCart(picks[12], 1);
    const b = await h.call('GET', '/carts/find_bundle_specials', { query: { uuid } });
    expect(b.status).toBe(200);
    expect(b.body).toHaveProperty('status');
    expect(b.body).toHaveProperty('discountable_product_ids');
    const t = await h.call('GET', '/carts/lookup_sales_tax_rate', { query: { uuid, street: '1 Main', zipcode: '90026', reservation_mode: 'delivery' } });
    expect(t.body.sales_tax_rate).toBe(9.5);
    const p = await h.call('GET', '/pos_cart', { query: { cart_uuid: uuid } });
    expect(Object.keys(p.body).sort()).toEqual(['delivery_fee', 'rounding_amount', 'sales_tax', 'service_fee', 'store_tax', 'total']);
  });
});

type Req = [string, string, { query?: Record<string, string>; body?: unknown }];

describe('a cart is reachable only by its uuid and, once it has a user, only by that user', () => {
  test.each([
    ['GET /carts', (uuid: string): Req => ['GET', '/carts', { query: { uuid } }]],
    ['PATCH /carts', (uuid: string): Req => ['PATCH', '/carts', { body: { uuid, reservation_mode: 'delivery' } }]],
    ['GET /pos_cart', (uuid: string): Req => ['GET', '/pos_cart', { query: { cart_uuid: uuid } }]],
    ['DELETE /carts', (uuid: string): Req => ['DELETE', '/carts', { query: { uuid } }]],
    ['POST /carts/checkout', (uuid: string): Req => ['POST', '/carts/checkout', { body: { cart_uuid: uuid, payment_method: 'cash' } }]],
  ])("%s of another user's cart is a 404", async (_name, request) => {
    const owner = await register(h, `owner-${Math.random().toString(36).slice(2)}@example.com`);
    const intruder = await register(h, `intruder-${Math.random().toString(36).slice(2)}@example.com`);
    const uuid = await newCart(picks[13], 1, owner.token);
    const [method, path, options] = request(uuid);
    expect((await h.call(method, path, { ...options, token: intruder.token })).status).toBe(404);
    expect((await h.call(method, path, { ...options })).status).toBe(404);
    expect((await h.call('GET', '/carts', { query: { uuid }, token: owner.token })).status).toBe(200);
  });

  test('get_for_user attaches the anonymous cart the user holds, then only they reach it', async () => {
    const user = await register(h, `attach-${Math.random().toString(36).slice(2)}@example.com`);
    const uuid = await newCart(picks[14], 1);
    const r = await h.call('GET', '/carts/get_for_user', { query: { uuid, store_id: 1 }, token: user.token });
    expect(r.body.cart.uuid).toBe(uuid);
    expect((await h.call('GET', '/carts', { query: { uuid } })).status).toBe(404);
  });

  test('PATCH /carts cannot give a cart to another user', async () => {
    const user = await register(h, `give-${Math.random().toString(36).slice(2)}@example.com`);
    const uuid = await newCart(picks[14], 1);
    expect((await h.call('PATCH', '/carts', { body: { uuid, user_id: user.id } })).status).toBe(403);
    expect((await h.call('PATCH', '/carts', { body: { uuid, user_id: user.id }, token: user.token })).status).toBe(200);
  });
});

describe('CRM (001 §7)', () => {
  test("crm_integration of store 1, a member's redemption applied and removed", async () => {
    const i = await h.call('GET', '/stores/1/crm_integration');
    expect(i.body).toMatchObject({ crm_integration: expect.objectContaining({ redeemable_rewards: expect.any(Array) }), error: null });
    // A member of store 1's program with points to spend (loyaltyRedemption.test.ts tests who may redeem).
    const member = await register(h, `member-${Math.random().toString(36).slice(2)}@example.com`);
    const { data } = await h.db.selectFrom('stores').select('data').where('id', '=', 1).executeTakeFirstOrThrow();
    await setMemberPoints(h.db, 1, member.id, 1000, JSON.parse(data).loyalty.provider);
    const pick = picks.find((p) => p.price >= 2000)!;
    const uuid = await newCart(pick, 1, member.token);
    const call = (method: string, path: string, options: { body?: unknown; query?: Record<string, string | number> }) => h.call(method, path, { ...options, token: member.token });
    const a = await call('POST', '/carts/apply_crm_redemption', { body: { cart_uuid: uuid, reward_name: '$5 off' } });
    expect(a.status).toBe(200);
    expect(a.body.cart.crm_redemptions).toEqual([expect.objectContaining({ reward_name: '$5 off', cash_reward: 5 })]);
    const twice = await call('POST', '/carts/apply_crm_redemption', { body: { cart_uuid: uuid, reward_name: '$5 off' } });
    expect(twice.status).toBe(422);
    expect(twice.body.error_message).toMatch(/\$5 off/);
    const r = await call('DELETE', '/carts/remove_crm_redemption', { query: { cart_uuid: uuid, id: a.body.cart.crm_redemptions[0].id } });
    expect(r.body.cart.crm_redemptions).toEqual([]);
    expect((await call('POST', '/carts/initiate_crm_auth', { body: { cart_uuid: uuid } })).status).toBe(200);
  });
});
