import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { repriceStoreMenu } from '../../../../demo-host/admin/settings/repriceMenus';
import { addBody } from '../commerce/harness';
import { openAdminHarness, type AdminHarness } from './adminHarness';

// docs/api-admin.md § Specials: a store's specials through the admin API. A change to a special's discount is seen
// on the very next request by the menu search, the product page, GET /stores/{id}/specials and the cart, which all
// price the product alike (DESIGN §1.7).

let a: AdminHarness;
let storeOneToken: string;
let storeTwoToken: string;

beforeAll(async () => {
  a = await openAdminHarness();
  storeOneToken = await a.operatorToken(1);
  storeTwoToken = await a.operatorToken(2);
}, 60_000);
afterAll(() => a.close());

const specialRows = () => a.h.db.selectFrom('specials').selectAll().orderBy('id').execute();
const menuRows = (storeId = 1) => a.h.db.selectFrom('menu_products').selectAll().where('store_id', '=', storeId).orderBy('id').execute();
const edibleSpecial = async () => (await specialRows()).find((s) => s.store_id === 1 && s.title.endsWith('off all edibles'))!;

/** An edible of store 1 sold by the piece with no brand special on it, so only the store's special prices it. */
async function plainEdible(): Promise<{ product_id: number; price: number }> {
  const rows = await a.h.db
    .selectFrom('menu_products as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .select(['m.product_id', 'm.price_each', 'm.has_brand_discount', 'm.data'])
    .where('m.store_id', '=', 1)
    .where('p.kind', '=', 'edible')
    .where('m.visible', '=', 1)
    .where('m.price_each', 'is not', null)
    .where('m.has_brand_discount', '=', 0)
    .orderBy('m.product_id')
    .execute();
  const row = rows.find((r) => JSON.parse(r.data).inventories.some((i: { quantity: number }) => i.quantity >= 1))!;
  return { product_id: row.product_id, price: row.price_each! };
}

describe('the menu is priced from the specials as the seed prices it', () => {
  test('pricing a freshly seeded store again changes no row', async () => {
    const before = await menuRows();
    expect(await a.h.db.transaction().execute((trx) => repriceStoreMenu(trx, 1, new Date()))).toBe(0);
    expect(await menuRows()).toEqual(before);
  });
});

describe('GET /admin/stores/{id}/specials', () => {
  test('lists every special of the store, disabled and out-of-window ones too, in the wire shape', async () => {
    const r = await a.call('GET', '/admin/stores/2/specials');
    expect(r.status).toBe(200);
    const rows = (await specialRows()).filter((s) => s.store_id === 2);
    expect(r.body.specials.map((s: { id: number }) => s.id)).toEqual(rows.map((s) => s.id));
    expect(r.body.specials.some((s: { enabled: boolean }) => !s.enabled)).toBe(true);
  });

  test('an operator token of store 2 gets a 403 on store 1; a special of store 2 is a 404 under store 1', async () => {
    expect((await a.call('GET', '/admin/stores/1/specials', { token: storeTwoToken })).status).toBe(403);
    const other = (await specialRows()).find((s) => s.store_id === 2)!;
    expect((await a.call('GET', `/admin/stores/1/specials/${other.id}`)).status).toBe(404);
    expect((await a.call('PATCH', `/admin/stores/1/specials/${other.id}`, { body: { title: 'x' } })).status).toBe(404);
  });
});

describe("PATCHing a special's discount", () => {
  test('the next menu search, product page, specials list and cart all show the new price', async () => {
    const special = await edibleSpecial();
    const edible = await plainEdible();
    const r = await a.call('PATCH', `/admin/stores/1/specials/${special.id}`, { body: { discount_percent: 40 }, token: storeOneToken });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.special).toMatchObject({ id: special.id, discount_type: 'percent', discount_percent: 40 });
    const expected = Math.round(edible.price * 0.6) / 100;

    const menu = await a.call('GET', '/stores/1/menu_products', { query: { kind: 'edible', per_page: 100 } });
    const listed = menu.body.products.find((p: { id: number }) => p.id === edible.product_id);
    expect(listed).toMatchObject({ special_id: special.id, discounted_price_each: expected, special_price_each: { discount_percent: 40, discount_price: expected } });

    const page = await a.call('GET', '/materialized_menu_products', { query: { store_id: 1, product_id: edible.product_id } });
    expect(page.body.discounted_price_each).toBe(expected);

    const specials = (await a.call('GET', '/stores/1/specials')).body.specials;
    expect(specials.find((s: { id: number }) => s.id === special.id).discount_percent).toBe(40);

    const add = await a.call('POST', '/cart_products', { body: addBody(1, { product_id: edible.product_id, price_id: 'each' }, 1) });
    expect(add.status).toBe(201);
    const cart = (await a.call('GET', '/carts', { query: { uuid: add.body.cart_uuid } })).body.cart;
    expect(cart.products[0].discounted_price_each).toBe(expected);
    expect(cart.discounted_subtotal).toBe(expected);
  });

  test('disabling the special takes its price off the menu at once', async () => {
    const special = await edibleSpecial();
    const edible = await plainEdible();
    expect((await a.call('PATCH', `/admin/stores/1/specials/${special.id}`, { body: { enabled: false } })).status).toBe(200);
    const page = await a.call('GET', '/materialized_menu_products', { query: { store_id: 1, product_id: edible.product_id } });
    expect(page.body).toMatchObject({ special_id: null, discounted_price_each: null, bucket_price: edible.price / 100 });
    expect((await a.call('GET', '/stores/1/specials')).body.specials.map((s: { id: number }) => s.id)).not.toContain(special.id);
    expect((await a.call('PATCH', `/admin/stores/1/specials/${special.id}`, { body: { enabled: true } })).status).toBe(200);
  });

  test.each([
    ['a percent over 100', { discount_percent: 150 }, 'discount_percent'],
    ['a percent special without its percent', { discount_percent: null }, 'discount_percent'],
    ['a dollar special without its amount', { discount_type: 'dollar_amount' }, 'discount_dollar_amount'],
    ['an empty title', { title: '  ' }, 'title'],
    [
      'an unknown kind in the rules',
      {
        rules: {
          include: { kinds: ['weed'], lineages: [], product_ids: [], states: [], store_ids: [], user_segment_ids: [], weights: [] },
          exclude: { kinds: [], lineages: [], product_ids: [], states: [], store_ids: [], user_segment_ids: [], weights: [] },
        },
      },
      'rules.include.kinds.0',
    ],
    [
      'a product that does not exist',
      {
        rules: {
          include: { kinds: [], lineages: [], product_ids: [999999], states: [], store_ids: [], user_segment_ids: [], weights: [] },
          exclude: { kinds: [], lineages: [], product_ids: [], states: [], store_ids: [], user_segment_ids: [], weights: [] },
        },
      },
      'rules',
    ],
    ['an unknown special type', { special_type: 'bogo' }, 'special_type'],
    ['a window that ends before it starts', { start_time: '2026-12-01T00:00:00Z', end_time: '2026-01-01T00:00:00Z' }, 'end_time'],
    ['a field specials do not have', { store_id: 2 }, 'store_id'],
  ])('%s is a 422 naming %s, and neither the special nor the menu changes', async (_name, body, field) => {
    const special = await edibleSpecial();
    const [specialsBefore, menuBefore] = [await specialRows(), await menuRows()];
    const r = await a.call('PATCH', `/admin/stores/1/specials/${special.id}`, { body });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(Object.keys(r.body.validations)).toContain(field);
    expect(await specialRows()).toEqual(specialsBefore);
    expect(await menuRows()).toEqual(menuBefore);
  });

  test('an operator token of store 2 cannot change a special of store 1', async () => {
    const special = await edibleSpecial();
    const before = await specialRows();
    expect((await a.call('PATCH', `/admin/stores/1/specials/${special.id}`, { body: { discount_percent: 90 }, token: storeTwoToken })).status).toBe(403);
    expect((await a.call('DELETE', `/admin/stores/1/specials/${special.id}`, { token: storeTwoToken })).status).toBe(403);
    expect(await specialRows()).toEqual(before);
  });
});

describe('POST and DELETE', () => {
  test('a new product special prices the products its rules name; deleting it takes the price away', async () => {
    const edible = await plainEdible();
    const none = { kinds: [], lineages: [], product_ids: [], states: [], store_ids: [], user_segment_ids: [], weights: [] };
    const made = await a.call('POST', '/admin/stores/1/specials', {
      body: {
        title: 'Two dollars off this one',
        special_type: 'product',
        discount_type: 'dollar_amount',
        discount_dollar_amount: 2,
        rules: { include: { ...none, product_ids: [edible.product_id] }, exclude: none },
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.special.id;
    expect(made.body.special).toMatchObject({ store_id: 1, enabled: true, active: true, discount_dollar_amount: 2 });
    // The edible special (lower id) still wins where it gives a price: this one prices the product only once that is off.
    await a.call('PATCH', `/admin/stores/1/specials/${(await edibleSpecial()).id}`, { body: { enabled: false } });
    let page = await a.call('GET', '/materialized_menu_products', { query: { store_id: 1, product_id: edible.product_id } });
    expect(page.body).toMatchObject({ special_id: id, discounted_price_each: (edible.price - 200) / 100 });

    expect((await a.call('DELETE', `/admin/stores/1/specials/${id}`)).status).toBe(204);
    expect((await a.call('GET', `/admin/stores/1/specials/${id}`)).status).toBe(404);
    page = await a.call('GET', '/materialized_menu_products', { query: { store_id: 1, product_id: edible.product_id } });
    expect(page.body).toMatchObject({ special_id: null, discounted_price_each: null });
    await a.call('PATCH', `/admin/stores/1/specials/${(await edibleSpecial()).id}`, { body: { enabled: true } });
  });

  test('a POST without its required fields is a 422 naming them, and writes nothing', async () => {
    const before = await specialRows();
    const r = await a.call('POST', '/admin/stores/1/specials', { body: { title: 'Half off', discount_type: 'percent' } });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.validations)).toEqual(expect.arrayContaining(['special_type']));
    expect(await specialRows()).toEqual(before);
  });
});
