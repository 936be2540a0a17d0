import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openAdminHarness, type AdminHarness } from './adminHarness';

// docs/api-admin.md § Brand specials: a brand special prices the brand's products in every store that carries them,
// so only the host token changes one; a change is on every such store's menu at the next request.

let a: AdminHarness;
let storeOneToken: string;

beforeAll(async () => {
  a = await openAdminHarness();
  storeOneToken = await a.operatorToken(1);
}, 60_000);
afterAll(() => a.close());

const brandRows = () => a.h.db.selectFrom('brand_specials').selectAll().orderBy('id').execute();

/** A live percent 'product' brand special with a price on some store-1 menu row, and that row. */
async function pricedBrandSpecial() {
  const rows = await a.h.db.selectFrom('menu_products').select(['product_id', 'data']).where('store_id', '=', 1).where('has_brand_discount', '=', 1).execute();
  const percent = new Map((await brandRows()).filter((b) => b.discount_type === 'percent').map((b) => [b.id, b]));
  for (const row of rows) {
    const price = (JSON.parse(row.data).brand_special_prices as { brand_special_id: number; price_id: string; price: number }[]).find((p) => percent.has(p.brand_special_id));
    if (price) return { special: percent.get(price.brand_special_id)!, productId: row.product_id, price };
  }
  throw new Error('the seed has no percent brand special priced in store 1');
}

describe('brand specials through the admin API', () => {
  test('an operator token gets a 403 on every brand-special route, and nothing is written', async () => {
    const before = await brandRows();
    const id = before[0].id;
    for (const [method, path] of [
      ['GET', '/admin/brand_specials'],
      ['GET', `/admin/brand_specials/${id}`],
      ['PATCH', `/admin/brand_specials/${id}`],
      ['DELETE', `/admin/brand_specials/${id}`],
      ['POST', '/admin/brand_specials'],
    ]) {
      expect((await a.call(method, path, { token: storeOneToken, body: method === 'PATCH' || method === 'POST' ? { title: 'x' } : undefined })).status, `${method} ${path}`).toBe(
        403,
      );
    }
    expect(await brandRows()).toEqual(before);
  });

  test("the host token changes a brand special's percent, and the next menu answer carries the new brand price", async () => {
    const { special, productId, price } = await pricedBrandSpecial();
    const r = await a.call('PATCH', `/admin/brand_specials/${special.id}`, { body: { discount_percent: 50 } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.brand_special).toMatchObject({ id: special.id, discount_percent: 50, product_brand_id: special.brand_id });
    const page = await a.call('GET', '/materialized_menu_products', { query: { store_id: 1, product_id: productId } });
    const brandPrice = page.body.brand_special_prices.find(
      (p: { brand_special_id: number; price_id: string }) => p.brand_special_id === special.id && p.price_id === price.price_id,
    );
    expect(brandPrice.discount_price).toBe(Math.round(price.price * 0.5) / 100);
  });

  test.each([
    ['a percent over 100', { discount_percent: 101 }, 'discount_percent'],
    ['a brand that does not exist', { brand_id: 999999 }, 'brand_id'],
    ['an unknown special type', { special_type: 'bundle' }, 'special_type'],
  ])('%s is a 422 naming %s, and nothing is written', async (_name, body, field) => {
    const before = await brandRows();
    const r = await a.call('PATCH', `/admin/brand_specials/${before[0].id}`, { body });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(Object.keys(r.body.validations)).toContain(field);
    expect(await brandRows()).toEqual(before);
  });

  test('POST makes one for a brand, DELETE removes it', async () => {
    const brand = (await brandRows())[0].brand_id;
    const made = await a.call('POST', '/admin/brand_specials', {
      body: { brand_id: brand, title: 'Brand week', special_type: 'product', discount_type: 'dollar_amount', discount_dollar_amount: 1 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.brand_special.id;
    expect((await a.call('GET', '/admin/brand_specials', { query: { brand_id: brand } })).body.brand_specials.map((b: { id: number }) => b.id)).toContain(id);
    expect((await a.call('DELETE', `/admin/brand_specials/${id}`)).status).toBe(204);
    expect((await a.call('GET', `/admin/brand_specials/${id}`)).status).toBe(404);
  });
});
