import { describe, expect, test } from 'vitest';
import { KINDS, LINEAGES, TIME_ZONE_NAMES, WEIGHT_IDS, type MenuProduct, type PriceFields } from '../../../../shared/types';
import { DEFAULT_TIME_ZONE_NAME } from '../../../../shared/constants';

describe('catalogue enumerations (000 §3)', () => {
  test('kind values are the ten of 000 §3', () => {
    expect([...KINDS].sort()).toEqual(['edible', 'extract', 'flower', 'gear', 'grow', 'merch', 'pre-roll', 'tincture', 'topical', 'vape']);
  });

  test('lineage values are indica, sativa, hybrid, cbd', () => {
    expect(LINEAGES).toEqual(['indica', 'sativa', 'hybrid', 'cbd']);
  });

  test('weight ids keep the flower weight list order, then each, with underscores', () => {
    expect(WEIGHT_IDS).toEqual(['half_gram', 'gram', 'two_gram', 'eighth_ounce', 'quarter_ounce', 'half_ounce', 'ounce', 'each']);
    expect(WEIGHT_IDS.every((w) => !w.includes(' '))).toBe(true);
  });

  test('the default time-zone name is one of the named zones', () => {
    expect(TIME_ZONE_NAMES).toContain(DEFAULT_TIME_ZONE_NAME);
    expect(TIME_ZONE_NAMES).toHaveLength(9);
  });

  test('per-weight price fields exist for every weight id and for nothing else', () => {
    // A compile-time check: every key is `price_<weight>`, and a misspelt weight would not type-check.
    const prices: Required<PriceFields> = {
      price_half_gram: 1,
      price_gram: 2,
      price_two_gram: 3,
      price_eighth_ounce: 4,
      price_quarter_ounce: 5,
      price_half_ounce: 6,
      price_ounce: 7,
      price_each: null,
    };
    expect(Object.keys(prices).map((k) => k.replace('price_', ''))).toEqual([...WEIGHT_IDS]);
    const partial: Pick<MenuProduct, 'special_price_gram'> = {
      special_price_gram: { special_id: 1, price: 20, discount_price: 15, discount_amount: 5, discount_type: 'dollar_amount', discount_percent: 25, special_custom_badge: null },
    };
    expect(partial.special_price_gram?.discount_price).toBe(15);
  });
});
