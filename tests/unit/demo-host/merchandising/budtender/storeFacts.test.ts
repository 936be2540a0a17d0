import { describe, expect, test } from 'vitest';
import { createStoreFactsCache } from '../../../../../demo-host/merchandising/budtender/storeFacts';
import { buildMenuIndex, patchMenuIndex } from '../../../../../demo-host/search';
import type { MenuProduct } from '../../../../../shared/types';
import { menuProduct } from '../../search/menuFixtures';

/** A menu product whose type follows its kind (000 §3), so its weights are the kind's. */
const item = (id: number, fields: Partial<MenuProduct>) =>
  menuProduct(id, { type: fields.kind === 'flower' ? (fields.category ?? 'hybrid') : (fields.kind ?? 'flower'), ...fields });

const MENU = [
  item(1, { kind: 'vape', percent_thc: 70, price_half_gram: 30 }),
  item(2, { kind: 'vape', percent_thc: 90, price_half_gram: 40 }),
  item(3, { kind: 'vape', percent_thc: 80, price_half_gram: 35, discounted_price_half_gram: 28 }),
];

describe('store facts cache', () => {
  test('kept while the index is the same object with the same products', () => {
    const factsOf = createStoreFactsCache();
    const index = buildMenuIndex(1, MENU);
    expect(factsOf(index)).toBe(factsOf(index));
  });

  test('a rebuilt index is read afresh', () => {
    const factsOf = createStoreFactsCache();
    const before = factsOf(buildMenuIndex(1, MENU));
    expect(factsOf(buildMenuIndex(1, MENU))).not.toBe(before);
  });

  test('a product patched into the index in place (a price change) is seen, and the ranks move with it', () => {
    const factsOf = createStoreFactsCache();
    const index = buildMenuIndex(1, MENU);
    expect(factsOf(index).products.map((f) => f.priceRank)).toEqual([0.5, 1, 0]);
    expect(patchMenuIndex(index, 2, { ...MENU[1], price_half_gram: 20 })).toBe(true);
    const after = factsOf(index);
    expect(after.products[1].prices).toEqual([{ weight: 'half_gram', cents: 2000 }]);
    expect(after.products.map((f) => f.priceRank)).toEqual([1, 0, 0.5]);
  });

  test('the price a shopper pays is the discounted one (001 §3 unit price); THC ranks within the kind', () => {
    const facts = createStoreFactsCache()(buildMenuIndex(1, MENU));
    expect(facts.products[2]).toMatchObject({ prices: [{ weight: 'half_gram', cents: 2800 }], onSale: true, thcRank: 0.5 });
    expect(facts.products.map((f) => f.thcRank)).toEqual([0, 1, 0.5]);
  });
});
