import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createOperatorToken } from '../../../../demo-host/admin';
import { addBody, menuPicks, type MenuPick } from '../commerce/harness';
import { openAdminHarness, type AdminHarness } from './adminHarness';
import { exportMenu, toCsv, type CsvRow } from './importMenuHelpers';

// docs/api-admin.md § Menu import, through the whole host API (on PostgreSQL too with DATABASE_URL): DESIGN §1.7,
// a write is what the menu search, the product page and the cart answer on the very next request.

let a: AdminHarness;
let menu: CsvRow[];
let pick: MenuPick;

const IMPORT = '/admin/stores/1/menu_import';
const importCsv = (rows: readonly CsvRow[], query: Record<string, string | number> = {}, token?: string) =>
  a.call('POST', IMPORT, { body: toCsv(rows), contentType: 'text/csv', query, token });

const priceOfRow = (rows: readonly CsvRow[], p: MenuPick) => rows.find((r) => r.product_id === String(p.product_id) && r.weight === p.price_id)!.price;
const withPrice = (rows: readonly CsvRow[], p: MenuPick, price: string) =>
  rows.map((r) => (r.product_id === String(p.product_id) && r.weight === p.price_id ? { ...r, price, discounted_price: '' } : r));

async function newCart(p: MenuPick): Promise<string> {
  const added = await a.h.call('POST', '/cart_products', { body: addBody(1, p, 1) });
  expect(added.status).toBe(201);
  return added.body.cart_uuid;
}

/** The price of the pick's weight as the menu search, the product page and a cart holding it answer now (dollars). */
async function pricesEverywhere(p: MenuPick, name: string, cartUuid: string) {
  const key = `price_${p.price_id}`;
  const search = await a.call('GET', '/stores/1/menu_products', { query: { query: name, per_page: 100 } });
  const product = await a.call('GET', `/products/${p.product_id}`, { query: { store_id: 1 } });
  const cart = await a.h.call('GET', '/carts', { query: { uuid: cartUuid } });
  const line = cart.body.cart.products.find((l: { id: number }) => l.id === p.product_id);
  return { search: search.body.products.find((x: { id: number }) => x.id === p.product_id)?.[key], product: product.body[key], cart: line?.[key] };
}

beforeAll(async () => {
  a = await openAdminHarness();
  menu = await exportMenu(a.h.db, 1);
  const picks = await menuPicks(a.h.db, 1);
  pick = picks.find((p) => menu.some((r) => r.product_id === String(p.product_id) && r.weight === p.price_id && r.discounted_price === ''))!;
}, 60_000);
afterAll(() => a.close());

// Each test starts from the exported menu (a full import of it changes nothing but writes it back).
beforeEach(async () => {
  const restored = await importCsv(menu);
  expect(restored.status).toBe(200);
});

describe('POST /admin/stores/{id}/menu_import', () => {
  test('re-importing the exported menu changes nothing', async () => {
    const r = await importCsv(menu, { dry_run: 1 });
    expect(r.status).toBe(200);
    expect(r.body.counts).toMatchObject({ rows: menu.length, added: 0, changed: 0, removed: 0 });
    expect(r.body.counts.unchanged).toBe(r.body.counts.products);
  });

  test('a price change: the menu search, the product page and a cart holding it agree on the very next request', async () => {
    const name = menu.find((r) => r.product_id === String(pick.product_id))!.name;
    const uuid = await newCart(pick);
    const before = Number(priceOfRow(menu, pick));
    expect(await pricesEverywhere(pick, name, uuid)).toEqual({ search: before, product: before, cart: before });
    const newPrice = before + 1.25;
    const r = await importCsv(withPrice(menu, pick, newPrice.toFixed(2)));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ dry_run: false, mode: 'full', counts: { changed: 1, added: 0, removed: 0 } });
    expect(r.body.changed).toEqual([{ product_id: String(pick.product_id), name, changes: [{ field: `price_${pick.price_id}`, from: before, to: newPrice }] }]);
    expect(await pricesEverywhere(pick, name, uuid)).toEqual({ search: newPrice, product: newPrice, cart: newPrice });
  });

  test('dry_run=1 answers the diff and writes nothing', async () => {
    const name = menu.find((r) => r.product_id === String(pick.product_id))!.name;
    const uuid = await newCart(pick);
    const before = Number(priceOfRow(menu, pick));
    const r = await importCsv(withPrice(menu, pick, '1.00'), { dry_run: 1 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ dry_run: true, counts: { changed: 1 } });
    expect(await pricesEverywhere(pick, name, uuid)).toEqual({ search: before, product: before, cart: before });
  });

  test('a full import without a product hides it: a cart holding it lists it unavailable (001 §4), a partial import does not', async () => {
    const uuid = await newCart(pick);
    const without = menu.filter((r) => r.product_id !== String(pick.product_id));
    const partial = await importCsv(without, { partial: 1 });
    expect(partial.body.counts.removed).toBe(0);
    expect((await a.h.call('GET', '/carts', { query: { uuid } })).body.cart.unavailable_products).toEqual([]);
    const full = await importCsv(without);
    expect(full.status).toBe(200);
    expect(full.body.removed).toEqual([{ product_id: String(pick.product_id), name: expect.any(String) }]);
    const cart = (await a.h.call('GET', '/carts', { query: { uuid } })).body.cart;
    expect(cart.products.map((l: { id: number }) => l.id)).toEqual([pick.product_id]);
    expect(cart.unavailable_products).toEqual([expect.objectContaining({ id: pick.product_id, price_id: pick.price_id })]);
    const row = await a.h.db.selectFrom('menu_products').select('visible').where('store_id', '=', 1).where('product_id', '=', pick.product_id).executeTakeFirstOrThrow();
    expect(row.visible).toBe(0);
  });

  test('a file with one bad row is a 422 naming its line and column, and writes nothing', async () => {
    const bad = withPrice(menu, pick, '1.00').map((r, k) => (k === 4 ? { ...r, quantity: 'lots' } : r));
    const r = await importCsv(bad);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'unprocessable', message: expect.stringMatching(/1 error.*nothing was imported/), error_count: 1 });
    expect(r.body.errors).toEqual([{ line: 6, column: 'quantity', message: expect.stringMatching(/whole number/) }]);
    const row = await a.h.db.selectFrom('menu_products').selectAll().where('store_id', '=', 1).where('product_id', '=', pick.product_id).executeTakeFirstOrThrow();
    expect(row[`price_${pick.price_id}` as 'price_gram']).toBe(Math.round(Number(priceOfRow(menu, pick)) * 100));
  });

  test('a new product (JSON, partial) is on the menu with its price and can go in a cart', async () => {
    const r = await a.call('POST', IMPORT, {
      query: { partial: 1 },
      body: {
        rows: [
          {
            product_id: 'NEW-1',
            name: 'Imported Sunset Gummies',
            brand: 'Brand New Co',
            kind: 'edible',
            weight: 'each',
            price: 21.5,
            quantity: 7,
            photo_url: 'https://cdn.example.com/g.jpg',
          },
        ],
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.added).toEqual([{ product_id: 'NEW-1', name: 'Imported Sunset Gummies' }]);
    const search = await a.call('GET', '/stores/1/menu_products', { query: { query: 'Imported Sunset Gummies' } });
    const found = search.body.products.find((p: { name: string }) => p.name === 'Imported Sunset Gummies');
    expect(found).toMatchObject({
      price_each: 21.5,
      brand: 'Brand New Co',
      kind: 'edible',
      available_weights: ['each'],
      photos: [expect.objectContaining({ urls: expect.objectContaining({ original: 'https://cdn.example.com/g.jpg' }) })],
    });
    const added = await a.h.call('POST', '/cart_products', { body: addBody(1, { product_id: found.id, price_id: 'each' }, 2) });
    expect(added.status).toBe(201);
    expect(added.body.cart.products).toEqual([expect.objectContaining({ id: found.id, price_each: 21.5 })]);
  });

  test("renaming a product store 2 also sells changes store 1's menu only (the product is copied for store 1)", async () => {
    const inStore2 = new Set((await exportMenu(a.h.db, 2)).map((r) => r.product_id));
    const shared = menu.find((r) => inStore2.has(r.product_id))!;
    const rows = menu.filter((r) => r.product_id === shared.product_id).map((r) => ({ ...r, name: 'Store One Special Edition' }));
    const r = await importCsv(rows, { partial: 1 });
    expect(r.body.changed).toEqual([
      { product_id: shared.product_id, name: 'Store One Special Edition', changes: [{ field: 'name', from: shared.name, to: 'Store One Special Edition' }] },
    ]);
    expect((await a.call('GET', `/products/${shared.product_id}`, { query: { store_id: 2 } })).body.name).toBe(shared.name);
    const search = await a.call('GET', '/stores/1/menu_products', { query: { query: 'Store One Special Edition' } });
    expect(search.body.products.map((p: { name: string }) => p.name)).toEqual(['Store One Special Edition']);
    // The operator's id still names it: importing the export again puts the old name back, still in store 1 only.
    expect((await importCsv(menu, { dry_run: 1 })).body.changed).toEqual([
      expect.objectContaining({ product_id: shared.product_id, changes: [expect.objectContaining({ field: 'name' })] }),
    ]);
  });

  test('an operator token of store 2 cannot import into store 1 (403); its own store it can', async () => {
    const token = (await createOperatorToken(a.h.db, 2, 'POS 2', new Date())).token;
    expect((await importCsv(menu, { dry_run: 1 }, token)).status).toBe(403);
    const own = await a.call('POST', '/admin/stores/2/menu_import', { body: toCsv(await exportMenu(a.h.db, 2)), contentType: 'text/csv', query: { dry_run: 1 }, token });
    expect(own.status).toBe(200);
  });

  test.each([
    ['a body of another type', { body: 'x', contentType: 'text/plain' }, 400],
    ['an unknown query parameter', { body: 'x', contentType: 'text/csv', query: { dryrun: 1 } }, 400],
    ['a CSV file with a missing column', { body: 'product_id,name\nA,B\n', contentType: 'text/csv' }, 422],
    ['a JSON body that is not { rows }', { body: { products: [] } }, 422],
  ])('%s is a %i with a message', async (_case, options, status) => {
    const r = await a.call('POST', IMPORT, options);
    expect(r.status).toBe(status);
    expect(r.body.message).toEqual(expect.any(String));
  });
});
