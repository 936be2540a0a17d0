import { describe, expect, test } from 'vitest';
import { cartLimitBreach, cartLimitUsage, limitMessage } from '../../../../shared/cartLimits';
import type { CartLimitRule } from '../../../../shared/types';

const flower = (limit: number, unit: CartLimitRule['limit_unit'] = 'g', type: CartLimitRule['rule_type'] = 'product'): CartLimitRule => ({
  product_group_name: 'Flower',
  limit_value: limit,
  limit_unit: unit,
  rule_type: type,
  product_types: ['flower', 'pre-roll'],
});
const line = (kind: string, count: number, grams: number, extra: Partial<{ thc_mg: number; equivalency: number }> = {}) => ({
  kind,
  count,
  grams,
  thc_mg: 0,
  equivalency: 1,
  ...extra,
});

describe('cartLimitBreach (000 §3 cart_limit_rules; seed CA limit 28.5 g of flower)', () => {
  test.each([
    ['8 eighths = 28 g under 28.5 g', [flower(28.5)], [line('flower', 8, 3.5)], null],
    ['9 eighths = 31.5 g over 28.5 g', [flower(28.5)], [line('flower', 9, 3.5)], 31.5],
    ['an ounce counted in oz: 28 g ≤ 1 oz', [flower(1, 'oz')], [line('flower', 1, 28)], null],
    ['two ounces over 1 oz', [flower(1, 'oz')], [line('flower', 2, 28)], 1.98],
    ['vapes do not count toward flower', [flower(1)], [line('vape', 5, 1)], null],
    ['edibles by THC mg: 2 × 500 mg over 800 mg', [{ ...flower(800, 'mg'), product_types: ['edible'] }], [line('edible', 2, 0, { thc_mg: 500 })], 1000],
    ['each: 3 items over 2', [{ ...flower(2, 'each') }], [line('pre-roll', 3, 0)], 3],
    ['equivalency: 2 g of extract at 4× = 8 g over 7 g', [{ ...flower(7, 'g', 'equivalency'), product_types: ['extract'] }], [line('extract', 2, 1, { equivalency: 4 })], 8],
    ['equivalency of an edible: 100 mg counts 1 g', [{ ...flower(1, 'g', 'equivalency'), product_types: ['edible'] }], [line('edible', 2, 0, { thc_mg: 100 })], 2],
  ])('%s', (_name, rules, lines, amount) => {
    const breach = cartLimitBreach(rules as CartLimitRule[], lines);
    if (amount === null) expect(breach).toBeNull();
    else expect(breach?.cart_amount).toBe(amount);
  });

  test("names the first broken rule's group and limit", () => {
    const rules = [flower(28.5), { ...flower(8), product_group_name: 'Concentrates', product_types: ['extract'] }] as CartLimitRule[];
    expect(cartLimitBreach(rules, [line('extract', 9, 1)])).toEqual({
      product_group_name: 'Concentrates',
      limit_value: 8,
      limit_unit: 'g',
      rule_type: 'product',
      cart_amount: 9,
      held_amount: 9,
    });
  });
});

describe('cartLimitUsage (the purchase-limit meter)', () => {
  test('reports every group in rule order with what the cart holds, under or over', () => {
    const rules = [flower(28.5), { ...flower(8), product_group_name: 'Concentrates', product_types: ['extract'] }] as CartLimitRule[];
    expect(cartLimitUsage(rules, [line('flower', 2, 3.5), line('extract', 9, 1)])).toEqual([
      { product_group_name: 'Flower', limit_value: 28.5, limit_unit: 'g', rule_type: 'product', cart_amount: 7 },
      { product_group_name: 'Concentrates', limit_value: 8, limit_unit: 'g', rule_type: 'product', cart_amount: 9 },
    ]);
  });

  test('no rules, no meter', () => {
    expect(cartLimitUsage(null, [line('flower', 1, 3.5)])).toEqual([]);
  });

  test('the 422 message names the group, the limit, what the cart holds and what it would hold', () => {
    const breach = cartLimitBreach([flower(28.5)], [line('flower', 9, 3.5)], [line('flower', 8, 3.5)]);
    expect(limitMessage(breach!)).toBe('The Flower limit is 28.5 g: your bag holds 28 g, and this would bring it to 31.5 g');
  });
});
