import { describe, expect, test } from 'vitest';
import { buildMenuIndex, patchMenuIndex, searchMenu, searchMenuJson, sortOrder } from '../../../../demo-host/search';
import { SEARCH_SORT_KEYS } from '../../../../shared/search/sortKeys';
import type { MenuProduct } from '../../../../shared/types';
import { menuProduct } from './menuFixtures';

// A product changed in place (a review moves its rating and review count) is patched into the store's index
// instead of rebuilding it: every sort and filter must then answer exactly what a fresh build would.

const menu = (): MenuProduct[] =>
  Array.from({ length: 40 }, (_, k) => {
    const id = k + 1;
    return menuProduct(id, {
      name: `Strain ${String.fromCharCode(65 + (k % 26))}${k}`,
      brand: k % 3 === 0 ? 'Ridge' : 'Valley',
      kind: k % 4 === 0 ? 'vape' : 'flower',
      percent_thc: k % 5 === 0 ? null : 10 + (k % 17),
      aggregate_rating: k % 3 === 2 ? null : 1 + (k % 5) * 0.9,
      review_count: k % 3 === 2 ? 0 : 1 + (k % 7),
      price_gram: 5 + (k % 11),
      available_weights: ['gram'],
      bucket_price: 5 + (k % 11),
      lowest_available_price: 5 + (k % 11),
      best_seller_rank: k % 2 === 0 ? k : null,
      feelings: k % 2 === 0 ? ['Happy'] : ['Relaxed'],
    });
  });

/** Every sort key, plus a range and a facet filter: the whole answer of each, JSON included. */
function answers(index: ReturnType<typeof buildMenuIndex>): Promise<string[]> {
  return Promise.all(
    SEARCH_SORT_KEYS.flatMap((sort) => [
      searchMenuJson(index, { sort, per_page: 100 }),
      searchMenuJson(index, { sort, per_page: 7, page: 2, ranges: { percent_thc: { min: 15 } }, filters: { brand: ['Ridge'] } }),
    ]),
  );
}

describe('patchMenuIndex', () => {
  test.each<[string, Partial<MenuProduct>]>([
    ['a first review (no rating before)', { aggregate_rating: 5, review_count: 1 }],
    ['a one-star review on a top product', { aggregate_rating: 1, review_count: 9 }],
    ['a review count only', { review_count: 40 }],
    ['a rating tied with others', { aggregate_rating: 1.9, review_count: 2 }],
    ['the THC figure (a range facet and a sort)', { percent_thc: 99 }],
    ['the price', { price_gram: 1, bucket_price: 1, lowest_available_price: 1 }],
  ])('%s: every search answers what a fresh build would', async (_name, change) => {
    for (const position of [0, 2, 17, 39]) {
      const products = menu();
      const index = buildMenuIndex(1, products);
      for (const sort of SEARCH_SORT_KEYS) sortOrder(index, sort);
      await answers(index); // every product's JSON cached
      const changed = { ...products[position], ...change };
      expect(patchMenuIndex(index, changed.id, changed)).toBe(true);
      const rebuilt = buildMenuIndex(
        1,
        products.map((p) => (p.id === changed.id ? changed : p)),
      );
      expect(await answers(index)).toEqual(await answers(rebuilt));
    }
  });

  test('a rating patch moves the product in the rating order', () => {
    const products = menu();
    const index = buildMenuIndex(1, products);
    const unrated = products[2];
    const rank = () => searchMenu(index, { sort: 'rating-desc', per_page: 100 }).products.findIndex((p) => p.id === unrated.id);
    const before = rank();
    patchMenuIndex(index, unrated.id, { ...unrated, aggregate_rating: 5, review_count: 99 });
    expect(rank()).toBeLessThan(before);
    expect(rank()).toBe(0);
  });

  test.each<[string, Partial<MenuProduct> | null]>([
    ['its name (search text and name order)', { name: 'Renamed' }],
    ['its brand (a facet)', { brand: 'Elsewhere' }],
    ['its feelings (a facet)', { feelings: ['Sleepy'] }],
    ['its category (a text sort)', { category: 'indica' }],
    ['hidden from the menu', { visible: false }],
    ['gone from the menu', null],
  ])('a product changing %s is not patched (the caller rebuilds)', async (_name, change) => {
    const products = menu();
    const index = buildMenuIndex(1, products);
    const json = await answers(index);
    expect(patchMenuIndex(index, products[3].id, change && { ...products[3], ...change })).toBe(false);
    expect(await answers(index)).toEqual(json);
  });

  test('a hidden product that stays hidden, or one the store does not carry, needs no patch', () => {
    const products = [...menu(), menuProduct(99, { visible: false })];
    const index = buildMenuIndex(1, products);
    expect(patchMenuIndex(index, 99, menuProduct(99, { visible: false, aggregate_rating: 5 }))).toBe(true);
    expect(patchMenuIndex(index, 1234, null)).toBe(true);
    expect(patchMenuIndex(index, 1234, menuProduct(1234))).toBe(false);
  });
});
