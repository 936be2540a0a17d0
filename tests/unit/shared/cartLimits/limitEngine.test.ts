import { describe, expect, test } from 'vitest';
import { cartLimitBreach, limitAmountText, limitMessage } from '../../../../shared/cartLimits';
import type { LimitLine } from '../../../../shared/cartLimits';
import type { CartLimitRule } from '../../../../shared/types';

// One engine for the meter, the drawer, the bag and the server's 422 (000 §3 cart_limit_rules: product_group_name,
// limit_value, limit_unit, rule_type product or equivalency, product_types). The numbers below are the seed's
// (demo-host/seed/stateRules.ts): CA flower 28.5 g, CO edibles 800 mg THC, MI 70.87 g flower equivalent.
const rule = (name: string, limit: number, unit: CartLimitRule['limit_unit'], type: CartLimitRule['rule_type'], types: string[]): CartLimitRule => ({
  product_group_name: name,
  limit_value: limit,
  limit_unit: unit,
  rule_type: type,
  product_types: types as CartLimitRule['product_types'],
});
const line = (kind: string, count: number, grams: number, thc_mg = 0, equivalency = 1): LimitLine => ({ kind, count, grams, thc_mg, equivalency });

describe('a change past a limit names what the bag holds and what it would hold (the same numbers as the meter)', () => {
  test.each<[string, CartLimitRule, LimitLine[], LimitLine[], string]>([
    [
      'grams, product rule: one ounce held, a second one asked for',
      rule('Flower', 28.5, 'g', 'product', ['flower', 'pre-roll']),
      [line('flower', 1, 28)],
      [line('flower', 2, 28)],
      'The Flower limit is 28.5 g: your bag holds 28 g, and this would bring it to 56 g',
    ],
    [
      'mg THC, product rule: 4 × 200 mg held, a fifth asked for',
      rule('Edibles (THC)', 800, 'mg', 'product', ['edible', 'tincture']),
      [line('edible', 4, 0, 200)],
      [line('edible', 5, 0, 200)],
      'The Edibles (THC) limit is 800 mg THC: your bag holds 800 mg THC, and this would bring it to 1,000 mg THC',
    ],
    [
      'grams, equivalency rule: 2 g of extract at 4× held, an ounce of flower asked for',
      rule('Flower equivalent', 70.87, 'g', 'equivalency', ['flower', 'extract', 'edible']),
      [line('extract', 2, 1, 0, 4)],
      [line('extract', 2, 1, 0, 4), line('flower', 3, 28)],
      'The Flower equivalent limit is 70.87 g: your bag holds 8 g, and this would bring it to 92 g',
    ],
    [
      'ounces, equivalency rule: an edible of 100 mg counts 1 g',
      rule('Monthly supply', 1, 'oz', 'equivalency', ['flower', 'edible']),
      [line('flower', 1, 28)],
      [line('flower', 1, 28), line('edible', 1, 0, 100)],
      'The Monthly supply limit is 1 oz: your bag holds 0.99 oz, and this would bring it to 1.02 oz',
    ],
    [
      'items, product rule',
      rule('Pre-rolls', 2, 'each', 'product', ['pre-roll']),
      [line('pre-roll', 2, 1)],
      [line('pre-roll', 3, 1)],
      'The Pre-rolls limit is 2 items: your bag holds 2 items, and this would bring it to 3 items',
    ],
    [
      'a bag already over (the rules changed since): checkout names what it holds',
      rule('Flower', 28.5, 'g', 'product', ['flower']),
      [line('flower', 9, 3.5)],
      [line('flower', 9, 3.5)],
      'The Flower limit is 28.5 g and your bag holds 31.5 g',
    ],
  ])('%s', (_name, limitRule, held, wouldHold, message) => {
    const breach = cartLimitBreach([limitRule], wouldHold, held);
    expect(breach).not.toBeNull();
    expect(limitMessage(breach!)).toBe(message);
  });

  test('the breach carries both amounts, for the 422 body', () => {
    const flower = rule('Flower', 28.5, 'g', 'product', ['flower']);
    expect(cartLimitBreach([flower], [line('flower', 2, 28)], [line('flower', 1, 28)])).toEqual({
      product_group_name: 'Flower',
      limit_value: 28.5,
      limit_unit: 'g',
      rule_type: 'product',
      cart_amount: 56,
      held_amount: 28,
    });
  });

  test('without the lines before, the bag is taken as it would be (nothing changes)', () => {
    const breach = cartLimitBreach([rule('Flower', 28.5, 'g', 'product', ['flower'])], [line('flower', 9, 3.5)]);
    expect(breach).toMatchObject({ cart_amount: 31.5, held_amount: 31.5 });
  });
});

describe('limitAmountText: the one way an amount of a limit is written', () => {
  test.each<[number, CartLimitRule['limit_unit'], string]>([
    [28, 'g', '28 g'],
    [28.5, 'g', '28.5 g'],
    [70.87, 'g', '70.87 g'],
    [1000, 'mg', '1,000 mg THC'],
    [0.99, 'oz', '0.99 oz'],
    [1, 'each', '1 item'],
    [3, 'each', '3 items'],
  ])('%d %s → %s', (amount, unit, text) => {
    expect(limitAmountText(amount, unit)).toBe(text);
  });
});
