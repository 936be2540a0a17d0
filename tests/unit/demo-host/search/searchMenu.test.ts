import { describe, expect, test } from 'vitest';
import { buildMenuIndex, searchMenu, searchMenuJson } from '../../../../demo-host/search';
import type { MenuQuery } from '../../../../demo-host/search';
import { menuProduct } from './menuFixtures';

const products = [
  menuProduct(1, {
    name: 'Blue Dream',
    brand: 'Ridge',
    kind: 'flower',
    category: 'hybrid',
    percent_thc: 22,
    price_eighth_ounce: 40,
    available_weights: ['eighth_ounce'],
    feelings: ['Happy', 'Relaxed'],
    bucket_price: 40,
    lowest_available_price: 40,
    recommended: true,
  }),
  menuProduct(2, {
    name: 'Sour Diesel',
    brand: 'Ridge',
    kind: 'flower',
    category: 'sativa',
    percent_thc: 25,
    price_eighth_ounce: 45,
    discounted_price_eighth_ounce: 30,
    available_weights: ['eighth_ounce'],
    feelings: ['Energetic'],
    bucket_price: 30,
    lowest_available_price: 30,
    best_seller_rank: 2,
  }),
  menuProduct(3, {
    name: 'Granddaddy Purple',
    brand: 'Valley',
    kind: 'flower',
    category: 'indica',
    percent_thc: 18,
    price_gram: 12,
    available_weights: ['gram'],
    feelings: ['Relaxed', 'Sleepy'],
    bucket_price: 12,
    lowest_available_price: 12,
    best_seller_rank: 1,
  }),
  menuProduct(4, {
    name: 'Mango Gummies',
    brand: 'Valley',
    kind: 'edible',
    category: 'hybrid',
    percent_thc: null,
    thc_dosage_milligrams: 100,
    price_each: 20,
    available_weights: ['each'],
    feelings: ['Happy'],
    bucket_price: 20,
    aggregate_rating: 4.8,
    review_count: 12,
    description: 'Tropical mango chews',
  }),
  menuProduct(5, {
    name: 'Live Resin Cart',
    brand: 'Crest',
    kind: 'vape',
    root_subtype: 'live resin',
    category: 'indica',
    percent_thc: 80,
    price_half_gram: 35,
    available_weights: ['half_gram'],
    has_brand_discount: true,
    bucket_price: 35,
    aggregate_rating: 4.8,
    review_count: 30,
  }),
  menuProduct(6, { name: 'Hidden Thing', brand: 'Crest', kind: 'vape', visible: false }),
];
const index = buildMenuIndex(1, products);
const ids = (query: MenuQuery) => searchMenu(index, { per_page: 100, ...query }).products.map((p) => p.id);

describe('searchMenu', () => {
  test('searches only visible products', () => {
    expect(searchMenu(index, {}).nb_hits).toBe(5);
    expect(ids({ query: 'hidden' })).toEqual([]);
  });

  test.each([
    ['blue', [1]],
    ['RIDGE', [1, 2]],
    ['mango chews', [4]],
    ['tropical ridge', []],
    ['  dream   blue ', [1]],
  ])('full text %j matches every word over name, brand and description', (query, expected) => {
    expect(ids({ query, sort: 'name-asc' }).sort()).toEqual([...expected].sort());
  });

  test('values of one facet are OR-ed, facets are AND-ed', () => {
    expect(ids({ filters: { kind: ['edible', 'vape'] } }).sort()).toEqual([4, 5]);
    expect(ids({ filters: { kind: ['flower', 'vape'], category: ['indica'] } }).sort()).toEqual([3, 5]);
    expect(ids({ filters: { feelings: ['Relaxed'], brand: ['Valley'] } })).toEqual([3]);
    expect(ids({ filters: { kind: ['nothing-like-this'] } })).toEqual([]);
  });

  test('root_types hold the kind and kind:subtype; has_brand_discount is true/false', () => {
    expect(ids({ filters: { root_types: ['vape:live resin'] } })).toEqual([5]);
    expect(ids({ filters: { has_brand_discount: ['true'] } })).toEqual([5]);
    expect(ids({ filters: { has_brand_discount: ['false'] } }).length).toBe(4);
  });

  test('ranges are inclusive and exclude products without a value', () => {
    expect(ids({ ranges: { percent_thc: { min: 22, max: 25 } } }).sort()).toEqual([1, 2]);
    expect(ids({ ranges: { bucket_price: { max: 20 } } }).sort()).toEqual([3, 4]);
  });

  test('disjunctive facet counts: a facet ignores its own filter, honours every other', () => {
    const { facets, nb_hits } = searchMenu(index, { filters: { kind: ['flower'], category: ['indica'] } });
    expect(nb_hits).toBe(1);
    // kind counts: products with category indica (any kind).
    expect(facets.kind).toEqual({ flower: 1, vape: 1 });
    // category counts: flowers of any category.
    expect(facets.category).toEqual({ hybrid: 1, indica: 1, sativa: 1 });
    // unfiltered facets count the hits.
    expect(facets.brand).toEqual({ Valley: 1 });
  });

  test('range facets report min/max over the other filters, not their own', () => {
    const { facets } = searchMenu(index, { filters: { kind: ['flower'] }, ranges: { percent_thc: { min: 24 } } });
    expect(facets.percent_thc).toEqual({ min: 18, max: 25 });
    expect(facets.bucket_price).toMatchObject({ min: 30, max: 30 });
    expect(searchMenu(index, { query: 'zzz' }).facets.percent_cbd).toEqual({ min: null, max: null });
  });

  test.each<[MenuQuery['sort'], number[]]>([
    ['recommended', [1, 3, 2, 5, 4]],
    ['name-asc', [1, 3, 5, 4, 2]],
    ['price-asc-eighth_ounce', [2, 1, 3, 5, 4]],
    ['price-desc-eighth_ounce', [1, 2, 3, 5, 4]],
    ['thc-desc', [5, 2, 1, 3, 4]],
    ['thc-asc', [3, 1, 2, 5, 4]],
    ['rating-desc', [5, 4, 1, 3, 2]],
    ['best-seller-rank', [3, 2, 1, 5, 4]],
    ['thc-potency', [4, 5, 2, 1, 3]],
    ['category-and-name-asc', [1, 4, 3, 5, 2]],
  ])('sort %s (000 §5; missing values last, ties by name)', (sort, expected) => {
    expect(ids({ sort })).toEqual(expected);
  });

  test('price-asc orders by the lowest price a shopper pays (lowest_available_price, shared sortTerms)', () => {
    expect(ids({ sort: 'price-asc', filters: { kind: ['flower'] } })).toEqual([3, 2, 1]);
  });

  test('paging from 1 with per_page clamped to 1..100', () => {
    const page2 = searchMenu(index, { sort: 'name-asc', page: 2, per_page: 2 });
    expect(page2.products.map((p) => p.id)).toEqual([5, 4]);
    expect(page2).toMatchObject({ page: 2, per_page: 2, nb_hits: 5 });
    expect(searchMenu(index, { per_page: 1000 }).per_page).toBe(100);
  });

  test('searchMenuJson is exactly the JSON of searchMenu, also when served again from the cache', async () => {
    const query: MenuQuery = { query: 'e', filters: { kind: ['flower', 'vape'] }, sort: 'thc-desc', per_page: 3, page: 1 };
    expect(await searchMenuJson(index, query)).toBe(JSON.stringify(searchMenu(index, query)));
    expect(await searchMenuJson(index, query)).toBe(JSON.stringify(searchMenu(index, query)));
  });
});
