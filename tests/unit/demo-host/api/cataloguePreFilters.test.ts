import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openSeededApi, type SeededApi } from './apiFixture';

// 000 §2: "A search may be pre-filtered by query parameters brand, category, root_types, query, store_type,
// brand_subtype, store_id (comma-separated values); a hard parameter lists which ones are locked."

let api: SeededApi;
let brands: string[];
let storeFlags: Map<number, { medical: boolean; recreational: boolean; country_code: string }>;

type Listed = { id: number; brand: string; category: string | null; stores: { store_id: number }[] };

const ok = async (path: string) => {
  const { status, body } = await api.json(path);
  expect(status, `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  return body;
};

beforeAll(async () => {
  api = await openSeededApi();
  const first = await ok('/products?per_page=100');
  brands = [...new Set((first.products as Listed[]).map((p) => p.brand))];
  const stores = await api.opened.db.selectFrom('stores').select(['id', 'medical', 'recreational', 'country_code']).execute();
  storeFlags = new Map(stores.map((s) => [s.id, { medical: Boolean(s.medical), recreational: Boolean(s.recreational), country_code: s.country_code }]));
}, 60_000);
afterAll(() => api?.close());

describe('GET /products honours the 000 §2 pre-filters', { timeout: 30_000 }, () => {
  test('brand: only products of those brands (names, comma-separated, any case)', async () => {
    const wanted = brands.slice(0, 2);
    const body = await ok(`/products?brand=${encodeURIComponent(`${wanted[0].toUpperCase()},${wanted[1]}`)}&per_page=100`);
    expect(body.nb_hits).toBeGreaterThan(0);
    expect(new Set((body.products as Listed[]).map((p) => p.brand))).toEqual(new Set(wanted));
    const all = await ok('/products?per_page=1');
    expect(body.nb_hits).toBeLessThan(all.nb_hits);
  });

  test('category: only those lineages', async () => {
    const body = await ok('/products?category=indica,cbd&per_page=100');
    expect(body.nb_hits).toBeGreaterThan(0);
    expect((body.products as Listed[]).every((p) => p.category === 'indica' || p.category === 'cbd')).toBe(true);
  });

  test('store_id: only products those stores sell, each listed with those stores only', async () => {
    const body = await ok('/products?store_id=1,2&per_page=100');
    expect(body.nb_hits).toBeGreaterThan(0);
    for (const product of body.products as Listed[]) {
      expect(product.stores.length).toBeGreaterThan(0);
      expect(product.stores.every((s) => s.store_id === 1 || s.store_id === 2)).toBe(true);
    }
  });

  test.each(['medical', 'recreational'] as const)('store_type=%s: only stores of that type', async (type) => {
    const body = await ok(`/products?store_type=${type}&per_page=50`);
    const typed = [...storeFlags].filter(([, flags]) => flags[type]).map(([id]) => id);
    expect(body.nb_hits > 0).toBe(typed.length > 0);
    for (const product of body.products as Listed[]) for (const store of product.stores) expect(typed).toContain(store.store_id);
  });

  test('hard names the locked pre-filters and changes no result', async () => {
    const locked = await ok(`/products?brand=${encodeURIComponent(brands[0])}&hard=brand,store_id&per_page=5`);
    const open = await ok(`/products?brand=${encodeURIComponent(brands[0])}&per_page=5`);
    expect(locked.nb_hits).toBe(open.nb_hits);
  });

  test.each([
    ['store_id=abc', 'store_id'],
    ['store_id=0', 'store_id'],
    ['store_type=adult', 'store_type'],
    ['hard=colour', 'hard'],
    ['category=flowery', 'category'],
    [`brand=${'x'.repeat(101)}`, 'brand'],
  ])('%s is a 400 naming the parameter, never a 5xx', async (query, field) => {
    const { status, body } = await api.json(`/products?${query}`);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.validations ?? {}).join(' ')).toContain(field);
  });
});

describe("a store's menu honours the store pre-filters store_type and store_id (000 §2)", { timeout: 30_000 }, () => {
  const hits = async (query: string) => (await ok(`/stores/1/menu_products?per_page=1${query}`)).nb_hits as number;

  test('a store among the ids, or of the type, shows its menu; any other shows nothing', async () => {
    const all = await hits('');
    expect(all).toBeGreaterThan(0);
    expect(await hits('&store_id=1,2')).toBe(all);
    expect(await hits('&store_id=2')).toBe(0);
    const store1 = storeFlags.get(1)!;
    expect(await hits('&store_type=recreational')).toBe(store1.recreational ? all : 0);
    expect(await hits('&store_type=medical')).toBe(store1.medical ? all : 0);
    expect(await hits('&store_type=medical,recreational&hard=store_type')).toBe(all);
  });

  test.each(['store_id=x', 'store_type=adult', 'hard=nope'])('%s is a 400', async (query) => {
    const { status, body } = await api.json(`/stores/1/menu_products?${query}`);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });
});

describe('GET /products/{id}/stores: each store says its country, so its prices show in its currency (000 §5)', () => {
  test('every store carries its country_code', async () => {
    const listed = await ok('/products?per_page=1');
    const body = await ok(`/products/${listed.products[0].id}/stores`);
    expect(body.stores.length).toBeGreaterThan(0);
    for (const store of body.stores) expect(store.country_code).toBe(storeFlags.get(store.store_id)!.country_code);
  });
});
