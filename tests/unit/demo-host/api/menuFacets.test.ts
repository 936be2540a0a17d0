import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PRICE_BUCKETS } from '../../../../shared/search/priceBuckets';
import { openSeededApi, type SeededApi } from './apiFixture';

// 000 §3 "Search facets: activities, feelings, brand, kind, category, available_weights, percent_thc, percent_cbd,
// bucket_price, compound_names, has_brand_discount and others": the menu search counts each, and filters by each.

let api: SeededApi;
const search = async (query = '') => {
  const { status, body } = await api.json(`/stores/1/menu_products?per_page=1${query}`);
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return body;
};

beforeAll(async () => {
  api = await openSeededApi();
}, 60_000);
afterAll(() => api?.close());

describe('menu facets', { timeout: 30_000 }, () => {
  test('has_brand_discount ("Brand deals"): its count is what selecting it finds', async () => {
    const all = await search();
    const deals = all.facets.has_brand_discount.true;
    expect(deals).toBeGreaterThan(0);
    expect((await search('&has_brand_discount=true')).nb_hits).toBe(deals);
  });

  test('activities: each count is what selecting that activity finds', async () => {
    const all = await search();
    const [activity, count] = Object.entries(all.facets.activities as Record<string, number>)[0];
    expect(count).toBeGreaterThan(0);
    expect((await search(`&activities=${encodeURIComponent(activity)}`)).nb_hits).toBe(count);
  });

  test('bucket_price comes with price buckets whose counts are what each bucket range finds', async () => {
    const all = await search();
    const buckets = all.facets.bucket_price.buckets as { min: number; max: number | null; count: number }[];
    expect(buckets.map(({ min, max }) => ({ min, max }))).toEqual(PRICE_BUCKETS);
    expect(buckets.reduce((sum, b) => sum + b.count, 0)).toBeGreaterThan(0);
    for (const bucket of buckets) {
      const range = `&bucket_price_min=${bucket.min}${bucket.max === null ? '' : `&bucket_price_max=${bucket.max}`}`;
      expect((await search(range)).nb_hits, JSON.stringify(bucket)).toBe(bucket.count);
    }
  });

  test('price buckets are counted over the results of every other filter, like the other facets', async () => {
    const flower = await search('&kind=flower');
    const total = (flower.facets.bucket_price.buckets as { count: number }[]).reduce((sum, b) => sum + b.count, 0);
    expect(total).toBeLessThanOrEqual(flower.nb_hits);
    const cheap = await search('&kind=flower&bucket_price_max=19.99');
    expect(cheap.facets.bucket_price.buckets).toEqual(flower.facets.bucket_price.buckets);
  });
});
