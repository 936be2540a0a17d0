import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WEIGHT_IDS } from '../../../../shared/types';
import { openSeededApi, type SeededApi } from './apiFixture';

// 000 §5 country to currency, across stores: GET /products lists a product with every store's prices, each in its
// store's currency. Its lowest_available_price is one amount, so it is taken over the stores of one currency (US
// dollars where a US store sells it, else the currency of the stores that do) and named by lowest_available_currency.

let api: SeededApi;
let countryOf: Map<number, string>;

type Offer = { store_id: number; country_code: string } & Record<string, number | null>;
type Listed = { id: number; lowest_available_price: number | null; lowest_available_currency: string; stores: Offer[] };

beforeAll(async () => {
  api = await openSeededApi();
  // The test catalogue's 8 stores are all in the US: one of them moves to Canada (the full seed has three there).
  await api.opened.db.updateTable('stores').set({ country_code: 'CA' }).where('id', '=', 3).execute();
  const stores = await api.opened.db.selectFrom('stores').select(['id', 'country_code']).execute();
  countryOf = new Map(stores.map((s) => [s.id, s.country_code]));
}, 60_000);
afterAll(() => api?.close());

/** The lowest price a shopper pays at one store: its lowest discounted-or-list price over the weights. */
function lowestAt(offer: Offer): number | null {
  const prices = WEIGHT_IDS.map((w) => offer[`discounted_price_${w}`] ?? offer[`price_${w}`]).filter((p): p is number => p !== null && p !== undefined);
  return prices.length ? Math.min(...prices) : null;
}

describe('GET /products: prices across stores in their own currencies', { timeout: 30_000 }, () => {
  test('each store offer names its country; the lowest price is over the US stores where one sells it, in USD', async () => {
    expect([...countryOf.values()]).toContain('CA');
    const pages = await Promise.all([1, 2, 3, 4].map(async (page) => (await api.json(`/products?per_page=100&page=${page}`)).body.products as Listed[]));
    const products = pages.flat();
    let mixed = 0;
    for (const product of products) {
      for (const offer of product.stores) expect(offer.country_code).toBe(countryOf.get(offer.store_id));
      const us = product.stores.filter((s) => s.country_code === 'US');
      const chosen = us.length ? us : product.stores;
      if (us.length && us.length < product.stores.length) mixed += 1;
      const lows = chosen.map(lowestAt).filter((p): p is number => p !== null);
      expect(product.lowest_available_currency).toBe(us.length ? 'USD' : 'CAD');
      expect(product.lowest_available_price).toBe(lows.length ? Math.min(...lows) : null);
    }
    expect(mixed, 'products sold in both countries').toBeGreaterThan(0);
  });
});
