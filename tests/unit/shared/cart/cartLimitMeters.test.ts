import { describe, expect, test } from 'vitest';
import { cartLimitMeters, cartLimitRefusal } from '../../../../shared/cart';
import type { MeterLine } from '../../../../shared/cart';
import { cartLimitBreach, limitLineOf } from '../../../../shared/cartLimits';
import type { LimitProduct } from '../../../../shared/cartLimits';
import type { CartLimitRule } from '../../../../shared/types';

// The seed's rules (demo-host/seed/stateRules.ts): Colorado's flower 56 g, concentrates 8 g, edibles 800 mg THC;
// Michigan's 70.87 g flower equivalent. 000 §3 cart_limit_rules: product_group_name, limit_value, limit_unit, rule_type, product_types.
const FLOWER: CartLimitRule = {
  product_group_name: 'Flower',
  limit_value: 56,
  limit_unit: 'g',
  rule_type: 'product',
  product_types: ['flower', 'pre-roll', 'indica', 'sativa', 'hybrid', 'cbd'],
};
const CONCENTRATES: CartLimitRule = { product_group_name: 'Concentrates', limit_value: 8, limit_unit: 'g', rule_type: 'product', product_types: ['extract', 'vape'] };
const EDIBLES: CartLimitRule = { product_group_name: 'Edibles (THC)', limit_value: 800, limit_unit: 'mg', rule_type: 'product', product_types: ['edible', 'tincture'] };
const EQUIVALENT: CartLimitRule = {
  product_group_name: 'Flower equivalent',
  limit_value: 70.87,
  limit_unit: 'g',
  rule_type: 'equivalency',
  product_types: ['flower', 'pre-roll', 'extract', 'vape', 'edible', 'tincture', 'topical'],
};
const COLORADO = [FLOWER, CONCENTRATES, EDIBLES];

const edible = (mg: number): LimitProduct => ({ kind: 'edible', thc_dosage_milligrams: mg, net_weight_grams: null, inventories: [{ price_id: 'each', equivalency: null }] });
const line = (limit: LimitProduct | undefined, weight: MeterLine['weight'], count: number, kind = limit?.kind ?? 'edible'): MeterLine => ({ kind, weight, count, limit });

describe('cartLimitMeters: THC mg groups (000 §3 thc_dosage_milligrams)', () => {
  test.each([
    ['one 200 mg edible: 200 of 800 mg', [line(edible(200), 'each', 1)], { used: 200, share: 0.25, over: false }],
    ['3 × 100 mg + 50 mg: 350 of 800 mg', [line(edible(100), 'each', 3), line(edible(50), 'each', 1)], { used: 350, share: 350 / 800, over: false }],
    ['4 × 200 mg: the whole 800 mg, not over', [line(edible(200), 'each', 4)], { used: 800, share: 1, over: false }],
    ['5 × 200 mg: 1,000 mg, over', [line(edible(200), 'each', 5)], { used: 1000, share: 1, over: true }],
    ['a 500 mg tincture counts with the edibles', [line({ ...edible(500), kind: 'tincture' }, 'each', 1), line(edible(100), 'each', 1)], { used: 600, share: 0.75, over: false }],
    ['a CBD edible touches the group with 0 mg', [line(edible(0), 'each', 2)], { used: 0, share: 0, over: false }],
  ])('%s', (_name, lines, expected) => {
    const meters = cartLimitMeters(COLORADO, lines);
    expect(meters.find((m) => m.group === 'Edibles (THC)')).toEqual({ group: 'Edibles (THC)', unit: 'mg', limit: 800, ...expected });
  });

  test('an edible whose THC is not known yet (restored from storage) reads as counting, not at 0', () => {
    const meters = cartLimitMeters(COLORADO, [line(undefined, 'each', 2, 'edible'), line(undefined, 'eighth_ounce', 2, 'flower')]);
    expect(meters.map((m) => [m.group, m.used])).toEqual([
      ['Flower', 7],
      ['Concentrates', 0],
      ['Edibles (THC)', null],
    ]);
  });

  test("every group the cart touches, in the store's rule order", () => {
    const extract: LimitProduct = { kind: 'extract', thc_dosage_milligrams: null, net_weight_grams: null, inventories: [{ price_id: 'gram', equivalency: 4 }] };
    const flower: LimitProduct = { kind: 'flower', thc_dosage_milligrams: null, net_weight_grams: null, inventories: [] };
    const meters = cartLimitMeters(COLORADO, [line(edible(100), 'each', 2), line(flower, 'eighth_ounce', 2), line(extract, 'gram', 3)]);
    expect(meters.map((m) => [m.group, m.used, m.unit])).toEqual([
      ['Flower', 7, 'g'],
      ['Concentrates', 3, 'g'],
      ['Edibles (THC)', 200, 'mg'],
    ]);
  });

  test('a pre-roll sold each counts its net weight toward flower, as the server counts it', () => {
    const preRoll: LimitProduct = { kind: 'pre-roll', thc_dosage_milligrams: null, net_weight_grams: 3.5, inventories: [] };
    expect(cartLimitMeters([FLOWER], [line(preRoll, 'each', 4)])).toEqual([{ group: 'Flower', unit: 'g', limit: 56, used: 14, share: 14 / 56, over: false }]);
    // Without its net weight the gram count would be wrong, so the meter waits.
    expect(cartLimitMeters([FLOWER], [line(undefined, 'each', 4, 'pre-roll')])).toEqual([{ group: 'Flower', unit: 'g', limit: 56, used: null, share: 0, over: false }]);
  });

  test('an equivalency group counts 100 mg THC as 1 g and a concentrate gram by its equivalency', () => {
    const extract: LimitProduct = { kind: 'extract', thc_dosage_milligrams: null, net_weight_grams: null, inventories: [{ price_id: 'gram', equivalency: 4 }] };
    const [meter] = cartLimitMeters([EQUIVALENT], [line(edible(500), 'each', 2), line(extract, 'gram', 2)]);
    expect(meter).toMatchObject({ group: 'Flower equivalent', used: 18, over: false });
  });

  // The meter and the server's refusal read the same numbers: over on the meter exactly when the server refuses.
  test.each([
    [[line(edible(200), 'each', 4)]],
    [[line(edible(200), 'each', 4), line(edible(5), 'each', 1)]],
    [[line(edible(100), 'each', 8), line({ kind: 'pre-roll', thc_dosage_milligrams: null, net_weight_grams: 1, inventories: [] }, 'each', 57)]],
  ])("over ⇔ the server's breach (%#)", (lines) => {
    const meters = cartLimitMeters(COLORADO, lines);
    const breach = cartLimitBreach(
      COLORADO,
      lines.map((l) => limitLineOf(l.limit!, l.weight, l.count)),
    );
    expect(meters.find((m) => m.over)?.group ?? null).toBe(breach?.product_group_name ?? null);
    if (breach) expect(meters.find((m) => m.over)?.used).toBe(breach.cart_amount);
  });
});

describe("cartLimitRefusal: the server's message before the server says it", () => {
  test.each([
    ['4 × 200 mg = 800 mg is allowed', [line(edible(200), 'each', 3)], [line(edible(200), 'each', 4)], null],
    [
      'a fifth 200 mg edible is refused as the server words it',
      [line(edible(200), 'each', 4)],
      [line(edible(200), 'each', 5)],
      'The Edibles (THC) limit is 800 mg THC: your bag holds 800 mg THC, and this would bring it to 1,000 mg THC',
    ],
    [
      '3 × 250 mg, then a 100 mg tincture = 850 mg',
      [line(edible(250), 'each', 3)],
      [line(edible(250), 'each', 3), line({ ...edible(100), kind: 'tincture' }, 'each', 1)],
      'The Edibles (THC) limit is 800 mg THC: your bag holds 750 mg THC, and this would bring it to 850 mg THC',
    ],
    [
      '17 eighths = 59.5 g of flower, from 16',
      [line({ kind: 'flower', thc_dosage_milligrams: null, net_weight_grams: null, inventories: [] }, 'eighth_ounce', 16)],
      [line({ kind: 'flower', thc_dosage_milligrams: null, net_weight_grams: null, inventories: [] }, 'eighth_ounce', 17)],
      'The Flower limit is 56 g: your bag holds 56 g, and this would bring it to 59.5 g',
    ],
    ['an edible whose THC is unknown is never refused here', [line(undefined, 'each', 49, 'edible')], [line(undefined, 'each', 50, 'edible')], null],
  ])('%s', (_name, held, lines, message) => {
    expect(cartLimitRefusal(COLORADO, lines, held)).toBe(message);
  });
});

describe('every rule of the store has a meter, mg and equivalency ones included (000 §3 limit_unit, rule_type)', () => {
  const flower: LimitProduct = { kind: 'flower', thc_dosage_milligrams: null, net_weight_grams: null, inventories: [] };

  test('a bag of flower in Colorado still shows the Edibles (THC) group, at 0 of 800 mg THC', () => {
    const meters = cartLimitMeters(COLORADO, [line(flower, 'eighth_ounce', 2)]);
    expect(meters.map((m) => [m.group, m.used, m.limit, m.unit])).toEqual([
      ['Flower', 7, 56, 'g'],
      ['Concentrates', 0, 8, 'g'],
      ['Edibles (THC)', 0, 800, 'mg'],
    ]);
  });

  test('an equivalency group is shown for a bag of edibles (Michigan: 70.87 g flower equivalent)', () => {
    expect(cartLimitMeters([EQUIVALENT], [line(edible(500), 'each', 3)])).toEqual([
      { group: 'Flower equivalent', unit: 'g', limit: 70.87, used: 15, share: 15 / 70.87, over: false },
    ]);
  });

  test('a group whose lines are not weighed yet is shown as counting (used null), not left out', () => {
    const meters = cartLimitMeters(COLORADO, [line(undefined, 'each', 2, 'edible')]);
    expect(meters.find((m) => m.group === 'Edibles (THC)')).toEqual({ group: 'Edibles (THC)', unit: 'mg', limit: 800, used: null, share: 0, over: false });
  });
});

describe('the + of a line at a limit: the same numbers as the meter (one ounce of 28.5 g held)', () => {
  const CALIFORNIA: CartLimitRule = { ...FLOWER, limit_value: 28.5 };
  const ounce: LimitProduct = { kind: 'flower', thc_dosage_milligrams: null, net_weight_grams: null, inventories: [] };

  test('the meter reads 28 of 28.5 g and the refusal of one more says the bag holds 28 g, not that it is over', () => {
    const held = [line(ounce, 'ounce', 1)];
    expect(cartLimitMeters([CALIFORNIA], held)).toMatchObject([{ used: 28, over: false }]);
    expect(cartLimitRefusal([CALIFORNIA], [line(ounce, 'ounce', 2)], held)).toBe('The Flower limit is 28.5 g: your bag holds 28 g, and this would bring it to 56 g');
  });
});
