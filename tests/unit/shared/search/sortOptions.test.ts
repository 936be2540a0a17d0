import { describe, expect, test } from 'vitest';
import { SEARCH_SORT_KEYS, SORT_OPTIONS, parseSortOption, searchSortKey, sortOptions, sortTerms } from '../../../../shared/search';
import type { SortOptionId } from '../../../../shared/search';
import { WEIGHT_IDS } from '../../../../shared/weights';

// 000 §5: "Sort options: Recommended (default), A-Z, Price Low to High, Price High to Low, THC% Low to
// High, THC% High to Low, Rating. A limited set offers only A-Z (default) and Rating."
describe('sort options (000 §5)', () => {
  test('the full set: seven options in the spec order, Recommended the default', () => {
    expect(sortOptions('full').map((option) => option.label)).toEqual([
      'Recommended',
      'A-Z',
      'Price Low to High',
      'Price High to Low',
      'THC% Low to High',
      'THC% High to Low',
      'Rating',
    ]);
    expect(parseSortOption(undefined)).toBe('recommended');
  });

  test('the limited set: A-Z and Rating, A-Z the default', () => {
    expect(sortOptions('limited').map((option) => option.label)).toEqual(['A-Z', 'Rating']);
    expect(parseSortOption(undefined, 'limited')).toBe('a-z');
  });

  test('ids are unique and every option maps to a key the API accepts', () => {
    expect(new Set(SORT_OPTIONS.map((option) => option.id)).size).toBe(7);
    for (const option of SORT_OPTIONS) expect(SEARCH_SORT_KEYS).toContain(option.sortKey);
  });

  test.each([
    ['rating', 'full', 'rating'],
    ['price-high-to-low', 'full', 'price-high-to-low'],
    ['price-high-to-low', 'limited', 'a-z'],
    ['rating', 'limited', 'rating'],
    ['a-z', 'limited', 'a-z'],
    ['A-Z', 'full', 'recommended'],
    ['price-desc', 'full', 'recommended'],
    ['', 'full', 'recommended'],
    [7, 'limited', 'a-z'],
  ] as const)('parseSortOption(%j, %s) → %s', (value, set, id) => {
    expect(parseSortOption(value, set)).toBe(id);
  });

  test.each<[SortOptionId, string]>([
    ['recommended', 'recommended'],
    ['a-z', 'name-asc'],
    ['price-low-to-high', 'price-asc'],
    ['price-high-to-low', 'price-desc'],
    ['thc-low-to-high', 'thc-asc'],
    ['thc-high-to-low', 'thc-desc'],
    ['rating', 'rating-desc'],
  ])('option %s sorts by %s', (id, key) => {
    expect(searchSortKey(id)).toBe(key);
  });

  // 000 §5: "per-weight price sorts" — with one weight filter the price options sort by its price.
  test.each([
    ['price-low-to-high', ['eighth_ounce'], 'price-asc-eighth_ounce'],
    ['price-high-to-low', ['gram'], 'price-desc-gram'],
    ['price-low-to-high', ['gram', 'ounce'], 'price-asc'],
    ['price-low-to-high', [], 'price-asc'],
    ['a-z', ['gram'], 'name-asc'],
    ['thc-high-to-low', ['gram'], 'thc-desc'],
  ] as const)('%s with weight filters %j → %s', (id, weightFilters, key) => {
    expect(searchSortKey(id, { weightFilters })).toBe(key);
  });
});

// 000 §5: "Search sort keys also include best-seller-rank, category-and-name-asc, thc-potency and
// per-weight price sorts".
describe('search sort keys (000 §5)', () => {
  test('the extra keys of 000 §5 and a price sort each way for every weight of 000 §3', () => {
    for (const key of ['best-seller-rank', 'category-and-name-asc', 'thc-potency']) {
      expect(SEARCH_SORT_KEYS).toContain(key);
    }
    for (const weight of WEIGHT_IDS) {
      expect(SEARCH_SORT_KEYS).toContain(`price-asc-${weight}`);
      expect(SEARCH_SORT_KEYS).toContain(`price-desc-${weight}`);
    }
    expect(new Set(SEARCH_SORT_KEYS).size).toBe(SEARCH_SORT_KEYS.length);
    expect(SEARCH_SORT_KEYS).toHaveLength(10 + 2 * WEIGHT_IDS.length);
  });

  test.each([
    ['name-asc', 'name asc, product_id asc'],
    ['price-asc', 'lowest_available_price asc, name asc, product_id asc'],
    ['price-desc-eighth_ounce', 'price_eighth_ounce desc, name asc, product_id asc'],
    ['price-asc-each', 'price_each asc, name asc, product_id asc'],
    ['thc-desc', 'percent_thc desc, name asc, product_id asc'],
    ['rating-desc', 'aggregate_rating desc, review_count desc, name asc, product_id asc'],
    ['best-seller-rank', 'best_seller_rank asc, name asc, product_id asc'],
    ['category-and-name-asc', 'category asc, name asc, product_id asc'],
    ['thc-potency', 'thc_dosage_milligrams desc, percent_thc desc, name asc, product_id asc'],
    ['recommended', 'recommended desc, operator_store_rank asc, best_seller_rank asc, name asc, product_id asc'],
  ] as const)('%s orders by %s', (key, order) => {
    expect(
      sortTerms(key)
        .map(({ field, direction }) => `${field} ${direction}`)
        .join(', '),
    ).toBe(order);
  });

  test('every key has an order that ends with the stable tie-break', () => {
    for (const key of SEARCH_SORT_KEYS) {
      expect(sortTerms(key).slice(-2)).toEqual([
        { field: 'name', direction: 'asc' },
        { field: 'product_id', direction: 'asc' },
      ]);
    }
  });
});
