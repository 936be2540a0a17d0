import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SEARCH_SORT_KEYS, sortTerms } from '../../../../shared/search/sortKeys';
import type { MenuProduct, MenuProductsPage } from '../../../../shared/types';
import { unitPrice } from '../../../../shared/money';
import { discountedPriceOf, priceOf } from '../../../../shared/weights';
import type { WeightId } from '../../../../shared/types';
import { openSeededApi, type SeededApi } from './apiFixture';

let api: SeededApi;
let all: MenuProduct[];
const STORE = 2;

beforeAll(async () => {
  api = await openSeededApi();
  const first = await api.json<MenuProductsPage>(`/stores/${STORE}/menu_products?per_page=100`);
  all = first.body.products;
  for (let page = 2; all.length < first.body.nb_hits; page++) {
    all.push(...(await api.json<MenuProductsPage>(`/stores/${STORE}/menu_products?per_page=100&page=${page}`)).body.products);
  }
}, 60_000);
afterAll(() => api?.close());

const search = async (query: string) => {
  const { status, body, response } = await api.json<MenuProductsPage>(`/stores/${STORE}/menu_products?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return body;
};

describe('GET /stores/{id}/menu_products (DESIGN §1.1)', { timeout: 30_000 }, () => {
  test('answers { products, facets, nb_hits, page, per_page }', async () => {
    const body = await search('per_page=5');
    expect(body.facets).toEqual(expect.any(Object));
    expect(body.products).toHaveLength(5);
    expect(body.page).toBe(1);
    expect(body.per_page).toBe(5);
    expect(body.nb_hits).toBe(all.length);
  });

  test('lists only the visible products of that store, each once', () => {
    expect(all.every((p) => p.visible && p.store_id === STORE)).toBe(true);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
  });

  test('pages do not overlap and cover every hit', async () => {
    const a = await search('kind=flower&sort=name-asc&per_page=7&page=1');
    const b = await search('kind=flower&sort=name-asc&per_page=7&page=2');
    const ids = [...a.products, ...b.products].map((p) => p.id);
    expect(new Set(ids).size).toBe(14);
    const beyond = await search(`kind=flower&per_page=7&page=${Math.ceil(a.nb_hits / 7) + 1}`);
    expect(beyond.products).toEqual([]);
    expect(beyond.nb_hits).toBe(a.nb_hits);
  });

  test('full-text query matches name, brand and description, every word', async () => {
    const sample = all.find((p) => p.brand && p.name.split(' ').length > 1)!;
    const word = sample.name.split(' ')[0].toLowerCase();
    const body = await search(`query=${encodeURIComponent(word.toUpperCase())}&per_page=100`);
    expect(body.nb_hits).toBe(all.filter((p) => `${p.name} ${p.brand} ${p.description}`.toLowerCase().includes(word)).length);
    expect(body.products.map((p) => p.id)).toContain(sample.id);
    const brandWord = sample.brand!.toLowerCase();
    const byBrand = await search(`query=${encodeURIComponent(brandWord)}&per_page=100`);
    expect(byBrand.products.some((p) => p.brand === sample.brand)).toBe(true);
    expect((await search('query=zzzqqxnotaword')).nb_hits).toBe(0);
  });

  test.each([
    ['kind', 'flower,vape', (p: MenuProduct) => ['flower', 'vape'].includes(p.kind)],
    ['category', 'indica', (p: MenuProduct) => p.category === 'indica'],
    ['available_weights', 'eighth ounce', (p: MenuProduct) => p.available_weights.includes('eighth_ounce')],
    ['has_brand_discount', 'true', (p: MenuProduct) => p.has_brand_discount],
  ])('filter %s=%s keeps exactly the matching products (000 §3, §5)', async (facet, value, matches) => {
    const body = await search(`${facet}=${encodeURIComponent(value)}&per_page=100`);
    expect(body.nb_hits).toBe(all.filter(matches).length);
    expect(body.products.every(matches)).toBe(true);
  });

  test('facets filter by every value of 000 §3: brand, brand_subtype, root_types, feelings, activities, compound_names', async () => {
    const p = all.find((x) => x.brand_subtype && x.feelings?.length && x.activities?.length && x.lab_results.length)!;
    const compound = p.lab_results[0].compound_results[0].compound_name;
    const body = await search(
      [
        `brand=${encodeURIComponent(p.brand!)}`,
        `brand_subtype=${encodeURIComponent(p.brand_subtype!)}`,
        `root_types=${encodeURIComponent(p.kind)}`,
        `feelings=${encodeURIComponent(p.feelings![0])}`,
        `activities=${encodeURIComponent(p.activities![0])}`,
        `compound_names=${encodeURIComponent(compound)}`,
        'per_page=100',
      ].join('&'),
    );
    expect(body.products.map((x) => x.id)).toContain(p.id);
    for (const x of body.products) {
      expect(x.brand).toBe(p.brand);
      expect(x.feelings).toContain(p.feelings![0]);
      expect(x.lab_results.flatMap((r) => r.compound_results.map((c) => c.compound_name))).toContain(compound);
    }
  });

  test('ranges keep products inside min and max (percent_thc, percent_cbd, bucket_price)', async () => {
    const body = await search('percent_thc_min=20&percent_thc_max=25&bucket_price_max=40&per_page=100');
    const inside = (p: MenuProduct) => p.percent_thc !== null && p.percent_thc >= 20 && p.percent_thc <= 25 && p.bucket_price !== null && p.bucket_price <= 40;
    expect(body.nb_hits).toBe(all.filter(inside).length);
    expect(body.nb_hits).toBeGreaterThan(0);
    expect(body.products.every(inside)).toBe(true);
    const cbd = await search('percent_cbd_min=5');
    expect(cbd.nb_hits).toBe(all.filter((p) => p.percent_cbd !== null && p.percent_cbd >= 5).length);
  });

  test("each facet's counts are over the results filtered by every OTHER facet (disjunctive faceting)", async () => {
    const both = await search('kind=flower,vape&category=indica&feelings=Relaxed');
    const withoutKind = await search('category=indica&feelings=Relaxed');
    const withoutCategory = await search('kind=flower,vape&feelings=Relaxed');
    expect(both.facets.kind).toEqual(withoutKind.facets.kind);
    expect(both.facets.category).toEqual(withoutCategory.facets.category);
    // A facet nobody filters counts over the hits themselves.
    const brandTotal = Object.values(both.facets.brand).reduce((a, b) => a + b, 0);
    expect(brandTotal).toBe(both.products.length === both.nb_hits ? both.nb_hits : brandTotal);
    const expectedKind: Record<string, number> = {};
    for (const p of all.filter((p) => p.category === 'indica' && p.feelings?.includes('Relaxed'))) expectedKind[p.kind] = (expectedKind[p.kind] ?? 0) + 1;
    expect(both.facets.kind).toEqual(expectedKind);
    expect(both.facets.kind.flower + both.facets.kind.vape).toBe(both.nb_hits);
  });

  test('range facets report min and max over the results filtered by the other facets', async () => {
    const body = await search('kind=flower&percent_thc_min=25');
    const flowers = all.filter((p) => p.kind === 'flower' && p.percent_thc !== null);
    expect(body.facets.percent_thc).toEqual({ min: Math.min(...flowers.map((p) => p.percent_thc!)), max: Math.max(...flowers.map((p) => p.percent_thc!)) });
  });

  // 000 §5: every sort key orders the hits; missing values go last; ties by name then product_id.
  const valueOf = (p: MenuProduct, field: string): number | string | null => {
    const weight = /^price_(.+)$/.exec(field)?.[1];
    if (weight) return unitPrice(priceOf(p, weight as WeightId), discountedPriceOf(p, weight as WeightId));
    const value = (p as unknown as Record<string, unknown>)[field];
    if (typeof value === 'boolean') return value ? 1 : 0;
    return (value as number | string | null | undefined) ?? null;
  };
  test.each(SEARCH_SORT_KEYS.map((key) => [key]))('sort=%s orders the hits by its terms', async (key) => {
    const body = await search(`sort=${key}&per_page=100&kind=flower,extract,edible`);
    expect(body.products.length).toBeGreaterThan(20);
    const terms = sortTerms(key);
    for (let i = 1; i < body.products.length; i++) {
      const [a, b] = [body.products[i - 1], body.products[i]];
      for (const { field, direction } of terms) {
        const [x, y] = [valueOf(a, field), valueOf(b, field)];
        if (x === y || (typeof x === 'string' && typeof y === 'string' && x.localeCompare(y, 'en', { sensitivity: 'base', numeric: true }) === 0)) continue;
        if (y === null) break; // b missing: a may be anything before it.
        expect(x, `${key}: ${a.name} before ${b.name} on ${field}`).not.toBeNull();
        const order = typeof x === 'string' ? x.localeCompare(y as string, 'en', { sensitivity: 'base', numeric: true }) : (x as number) - (y as number);
        expect(direction === 'asc' ? order < 0 : order > 0, `${key}: ${a.name} before ${b.name} on ${field}`).toBe(true);
        break;
      }
    }
  });

  test('price-asc puts the cheapest first and products without a price last', async () => {
    const body = await search('sort=price-asc-eighth_ounce&per_page=100&kind=flower');
    const prices = body.products.map((p) => (p.price_eighth_ounce === null ? null : unitPrice(priceOf(p, 'eighth_ounce'), discountedPriceOf(p, 'eighth_ounce'))));
    const present = prices.filter((x) => x !== null) as number[];
    expect(present).toEqual([...present].sort((a, b) => a - b));
    expect(prices.slice(0, present.length).every((x) => x !== null)).toBe(true);
  });

  test('an unknown store is a 404 with a message', async () => {
    const { status, body } = await api.json('/stores/99999/menu_products');
    expect(status).toBe(404);
    expect(body.message).toMatch(/store/);
  });
});
