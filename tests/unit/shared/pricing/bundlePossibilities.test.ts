import { describe, expect, test } from 'vitest';
import { findBundlePossibilities, priceCart } from '../../../../shared/pricing';
import type { BundleMenuProduct, PricingLine } from '../../../../shared/pricing';
import { bundle, input, line } from './fixtures';

// Bundle 30: buy 2 flower, get a pre-roll 50 % off. Bundle 31: buy 1 vape, get a second vape free.
const specials = [
  bundle({ rules: { qualifier: { kinds: ['flower'] }, discountable: { kinds: ['pre-roll'] } } }),
  bundle({ id: 31, discount_percent: 100, rules: { qualifier: { kinds: ['vape'] }, discountable: { kinds: ['vape'] } } }, { threshold_number_of_items_in_cart: 1 }),
];
const menu: BundleMenuProduct[] = [
  { product_id: 1, kind: 'flower', available_weights: ['gram', 'eighth_ounce'] },
  { product_id: 2, kind: 'pre-roll' },
  { product_id: 3, kind: 'pre-roll' },
  { product_id: 4, kind: 'vape', available_weights: ['half_gram'] },
  { product_id: 5, kind: 'vape', available_weights: ['gram'] },
];
const flower = (count: number) => line({ product_id: 1, count });
const preRoll = line({ product_id: 2, kind: 'pre-roll', price: 1000, price_id: 'each' });

const possibilities = (lines: PricingLine[], touched: number | null) => {
  const i = input({ lines, specials });
  return findBundlePossibilities(i, priceCart(i), touched, menu);
};

describe('findBundlePossibilities (001 §3 bundle possibilities, 000 §4 qualifying status)', () => {
  test.each<[string, PricingLine[], number | null, [number, string][]]>([
    ['one flower: bundle 30 not qualified', [flower(1)], 1, [[30, 'not_qualified']]],
    ['two flower, no pre-roll yet: qualified', [flower(2)], 1, [[30, 'qualified']]],
    ['two flower and a pre-roll: applied', [flower(2), preRoll], 2, [[30, 'applied']]],
    ['touching a vape lists only the vape bundle', [flower(2)], 4, [[31, 'not_qualified']]],
    [
      'no touched product: every live bundle',
      [flower(2)],
      null,
      [
        [30, 'qualified'],
        [31, 'not_qualified'],
      ],
    ],
    ['a touched product no bundle uses', [flower(2)], 99, []],
  ])('%s', (_label, lines, touched, expected) => {
    expect(possibilities(lines, touched).map((p) => [p.special_id, p.status])).toEqual(expected);
  });

  test('discountable product ids come from the menu and the discount list', () => {
    expect(possibilities([flower(2)], null).map((p) => p.discountable_product_ids)).toEqual([
      [2, 3],
      [4, 5],
    ]);
  });
});
