import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { MenuProductSchema, ProductSchema, StoreSpecialDetailSchema, StoreSpecialSchema } from '../../../../shared/schemas';
import type { BrandSpecial, MenuProduct, Review, StoreSpecial } from '../../../../shared/types';
import { bearerUser, openSeededApi, type SeededApi } from './apiFixture';

let api: SeededApi;
let menu: MenuProduct[];

const ok = async (path: string, init?: RequestInit) => {
  const { status, body } = await api.json(path, init);
  expect(status, `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  return body;
};
const conforms = (schema: v.GenericSchema, body: unknown) => expect(v.safeParse(schema, body).issues).toBeUndefined();

beforeAll(async () => {
  api = await openSeededApi();
  menu = (await api.json('/stores/1/menu_products?per_page=100')).body.products;
}, 60_000);
afterAll(() => api?.close());

describe('products', { timeout: 30_000 }, () => {
  test('GET /products/{id}?store_id answers that store’s menu product (001 §7)', async () => {
    const body = await ok(`/products/${menu[0].id}?store_id=1`);
    conforms(MenuProductSchema, body);
    expect(body).toEqual(menu[0]);
  });

  test('GET /products/{id} without a store answers the product with its lowest price across stores', async () => {
    const body = await ok(`/products/${menu[0].id}`);
    conforms(ProductSchema, body);
    expect(body.id).toBe(menu[0].id);
    expect(body.price_gram).toBeUndefined();
    expect(body.lowest_available_price).toBeLessThanOrEqual(menu[0].bucket_price!);
  });

  test('GET /materialized_menu_products?store_id&product_id answers the menu product the search holds', async () => {
    expect(await ok(`/materialized_menu_products?store_id=1&product_id=${menu[1].id}`)).toEqual(menu[1]);
  });

  test('GET /products lists products across stores, each with the stores carrying it and their prices', async () => {
    const body = await ok('/products?kind=flower&per_page=5');
    expect(body.products).toHaveLength(5);
    expect(body.nb_hits).toBeGreaterThan(5);
    for (const product of body.products) {
      conforms(ProductSchema, product);
      expect(product.kind).toBe('flower');
      expect(product.stores.length).toBeGreaterThan(0);
      const rows = await api.opened.db.selectFrom('menu_products').selectAll().where('product_id', '=', product.id).where('visible', '=', 1).execute();
      expect(product.stores.map((o: { store_id: number }) => o.store_id).sort()).toEqual(rows.map((r) => r.store_id).sort());
      for (const offer of product.stores) {
        const row = rows.find((r) => r.store_id === offer.store_id)!;
        // 000 §4: only the weights the store prices, in dollars.
        expect(offer.price_eighth_ounce ?? null).toBe(row.price_eighth_ounce === null ? null : row.price_eighth_ounce / 100);
        if (row.price_gram === null) expect(offer).not.toHaveProperty('price_gram');
      }
    }
  });

  test('GET /products?query searches names, brands and descriptions, and store_id narrows to one store', async () => {
    const word = menu[0].name.split(' ')[0];
    const body = await ok(`/products?query=${encodeURIComponent(word)}&store_id=1&per_page=100`);
    expect(body.products.map((p: MenuProduct) => p.id)).toContain(menu[0].id);
    expect(body.products.every((p: { stores: { store_id: number }[] }) => p.stores.some((s) => s.store_id === 1))).toBe(true);
    expect((await ok('/products?query=%25%25%25')).nb_hits).toBe(0);
  });

  test('GET /products/{id}/stores answers the product and every store’s menu product (000 §4 product in stores)', async () => {
    const body = await ok(`/products/${menu[0].id}/stores`);
    expect(body.product.id).toBe(menu[0].id);
    expect(body.stores.find((s: { store_id: number }) => s.store_id === 1).menu_product).toEqual(menu[0]);
  });

  test.each([
    ['/products/999999?store_id=1'],
    ['/products/999999'],
    ['/products/1?store_id=999'],
    ['/materialized_menu_products?store_id=1&product_id=999999'],
    ['/products/999999/stores'],
  ])('%s is a 404', async (path) => {
    const { status, body } = await api.json(path);
    expect(status).toBe(404);
    expect(body.message).toEqual(expect.any(String));
  });
});

describe('brands and categories', () => {
  test('GET /brands pages brands by rank with product counts and has_active_brand_special', async () => {
    const body = await ok('/brands?per_page=10');
    expect(body.brands).toHaveLength(10);
    const ranks = body.brands.map((b: { rank: number }) => b.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  test('GET /brands?store_id counts the brand’s visible products in that store', async () => {
    const body = await ok('/brands?store_id=1&per_page=200');
    const brand = body.brands[0];
    const inMenu = (await ok(`/stores/1/menu_products?brand=${encodeURIComponent(brand.name)}`)).nb_hits;
    expect(brand.productCount).toBe(inMenu);
  });

  test('GET /brands/{id} answers { brand }; has_active_brand_special follows the live brand specials', async () => {
    const specials: BrandSpecial[] = (await ok('/brand_specials')).brand_specials;
    const withSpecial = specials[0].product_brand_id;
    const body = await ok(`/brands/${withSpecial}`);
    expect(body.brand.has_active_brand_special).toBe(true);
    expect((await api.json('/brands/99999')).status).toBe(404);
  });

  test('GET /categories lists every kind and lineage with counts (store-scoped counts match the menu)', async () => {
    const body = await ok('/categories?store_id=1');
    expect(body.categories).toHaveLength(14);
    const flower = body.categories.find((c: { name: string }) => c.name === 'flower');
    expect(flower.count).toBe((await ok('/stores/1/menu_products?kind=flower')).nb_hits);
  });
});

describe('specials', () => {
  test('GET /stores/{id}/specials lists only live specials (enabled and inside their window)', async () => {
    const body = await ok('/stores/3/specials');
    expect(body.specials.length).toBeGreaterThan(0);
    const now = new Date().toISOString();
    for (const s of body.specials as StoreSpecial[]) {
      conforms(StoreSpecialSchema, s);
      expect(s.enabled && s.active).toBe(true);
      expect(!s.end_time || s.end_time > now).toBe(true);
    }
  });

  test('GET /stores/{id}/specials/{specialId} answers the detail with the qualifying and discounted products', async () => {
    const specials: StoreSpecial[] = (await ok('/stores/1/specials')).specials;
    const bundle = specials.find((s) => s.special_type === 'bundle') ?? specials[0];
    const body = await ok(`/stores/1/specials/${bundle.id}`);
    conforms(StoreSpecialSchema, body.special);
    conforms(StoreSpecialDetailSchema, body.detail);
    // 000 §4: without a cart nothing qualifies, so no discounted product is listed.
    expect(body.detail.qualifying_status).toBe('not_qualified');
    expect(body.detail.discounted_products).toEqual([]);
    expect(body.products.length).toBeGreaterThan(0);
    const field = bundle.special_type === 'bundle' ? 'qualify' : null;
    for (const p of body.products as MenuProduct[]) {
      expect(field ? p.applicable_bundle_special_ids.qualify : p.applicable_special_ids).toContain(bundle.id);
    }
  });

  test('with a cart_uuid, the detail reports the cart’s qualifying status and lists its products (000 §4)', async () => {
    const specials: StoreSpecial[] = (await ok('/stores/1/specials')).specials;
    const productSpecial = specials.find((s) => s.special_type === 'product')!;
    const detail = await ok(`/stores/1/specials/${productSpecial.id}`);
    const target: MenuProduct = detail.products[0];
    const now = new Date().toISOString();
    const cart = await api.opened.db
      .insertInto('carts')
      .values({
        uuid: 'cart-for-special-test',
        store_id: 1,
        user_id: null,
        status: 'pending',
        promo_code: null,
        delivery_address_json: null,
        user_group_special_id: null,
        app_mode: null,
        device_id: null,
        user_agent: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.opened.db.insertInto('cart_products').values({ cart_id: cart.id, product_id: target.id, price_id: target.available_weights[0], count: 2, created_at: now }).execute();
    const body = await ok(`/stores/1/specials/${productSpecial.id}?cart_uuid=cart-for-special-test`);
    expect(body.detail.qualifying_status).toBe('applied');
    expect(body.detail.qualified_products).toEqual([expect.objectContaining({ id: target.id, name: target.name, count: 2 })]);
    expect(body.detail.discounted_products.map((p: { id: number }) => p.id)).toEqual([target.id]);
    // Another store's special page ignores this store's cart.
    const other: StoreSpecial[] = (await ok('/stores/2/specials')).specials;
    expect((await ok(`/stores/2/specials/${other[0].id}?cart_uuid=cart-for-special-test`)).detail.qualifying_status).toBe('not_qualified');
  });

  test('a special of another store is a 404', async () => {
    const other: StoreSpecial[] = (await ok('/stores/2/specials')).specials;
    expect((await api.json(`/stores/1/specials/${other[0].id}`)).status).toBe(404);
  });

  test('GET /brand_specials?store_id lists live brand specials allowed in that store (000 §5)', async () => {
    const body = await ok('/brand_specials?store_id=1');
    for (const s of body.brand_specials as BrandSpecial[]) {
      expect(s.active && s.enabled).toBe(true);
      expect(s.rules.include.store_ids.length === 0 || s.rules.include.store_ids.includes(1)).toBe(true);
      expect(s.rules.exclude.store_ids).not.toContain(1);
      // 000 §5: with no user segments, only specials whose include list has no segments.
      expect(s.rules.include.user_segment_ids).toEqual([]);
    }
  });

  test('brand specials limited to a segment show to users in it, and hide from users excluded', async () => {
    const all: BrandSpecial[] = (await ok('/brand_specials')).brand_specials;
    const segmentApi = api.withApi({ authenticate: bearerUser, userSegments: (id) => (id === 7 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : []) });
    const body = await segmentApi.json('/brand_specials', { headers: { Authorization: 'Bearer user-7' } });
    expect(body.status).toBe(200);
    const seen = new Set(body.body.brand_specials.map((s: BrandSpecial) => s.id));
    for (const s of all) if (s.rules.exclude.user_segment_ids.length === 0) expect(seen.has(s.id)).toBe(true);
  });
});

describe('reviews', () => {
  test('GET /stores/{id}/reviews and /products/{id}/reviews page visible reviews, newest first', async () => {
    for (const path of ['/stores/1/reviews?per_page=3', `/products/${menu[0].id}/reviews?per_page=3`]) {
      const body = await ok(path);
      const dates = body.reviews.map((r: Review) => r.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.reviews.every((r: Review) => !r.hidden)).toBe(true);
    }
  });

  test('POST /products/{id}/reviews needs a signed-in user (401 otherwise)', async () => {
    const { status, body } = await api.json(`/products/${menu[0].id}/reviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rating: 5 }),
    });
    expect(status).toBe(401);
    expect(body.message).toMatch(/Sign in/);
  });

  test('a signed-in user’s review is stored, listed first, and moves the product’s rating and count', async () => {
    const signedIn = api.withApi({ authenticate: bearerUser });
    const product = menu[2];
    const before = await ok(`/products/${product.id}?store_id=1`);
    const created = await signedIn.json(`/products/${product.id}/reviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer user-3' },
      body: JSON.stringify({ rating: 4, comment: '<b>Great</b> taste', feelings: ['Relaxed'] }),
    });
    expect(created.status).toBe(201);
    // Catalogue text is data: stored and returned verbatim, never rendered.
    expect(created.body.comment).toBe('<b>Great</b> taste');
    const listed = await ok(`/products/${product.id}/reviews?per_page=1`);
    expect(listed.reviews[0].id).toBe(created.body.id);
    const after = await signedIn.json(`/products/${product.id}?store_id=1`);
    expect(after.body.review_count).toBe(before.review_count + 1);
  });

  test('a review with a bad body is a 400 naming the fields', async () => {
    const signedIn = api.withApi({ authenticate: bearerUser });
    const { status, body } = await signedIn.json(`/products/${menu[0].id}/reviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer user-3' },
      body: JSON.stringify({ rating: 9, feelings: 'x' }),
    });
    expect(status).toBe(400);
    expect(Object.keys(body.validations)).toEqual(expect.arrayContaining(['rating', 'feelings']));
  });
});
