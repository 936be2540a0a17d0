import { describe, expect, test } from 'vitest';
import { cartLimitBreach, limitLineOf, limitProductOf } from '../../../../shared/cartLimits';
import type { LimitProduct } from '../../../../shared/cartLimits';
import type { CartLimitRule } from '../../../../shared/types';

const product = (kind: string, over: Partial<LimitProduct> = {}): LimitProduct => ({ kind, thc_dosage_milligrams: null, net_weight_grams: null, inventories: [], ...over });
const inventory = (price_id: string, equivalency: number | null) => ({ price_id, equivalency });

// 000 §3: thc_dosage_milligrams, net_weight_grams and the inventories' equivalency, weighed as the server does.
describe('limitLineOf (000 §3 product fields → what a cart line weighs)', () => {
  test.each([
    ['an edible of 200 mg THC, 4 of them', product('edible', { thc_dosage_milligrams: 200 }), 'each', 4, { kind: 'edible', count: 4, grams: 0, thc_mg: 200, equivalency: 1 }],
    ['a tincture of 500 mg THC', product('tincture', { thc_dosage_milligrams: 500 }), 'each', 1, { kind: 'tincture', count: 1, grams: 0, thc_mg: 500, equivalency: 1 }],
    ['a pre-roll sold each weighs its net 1 g', product('pre-roll', { net_weight_grams: 1 }), 'each', 3, { kind: 'pre-roll', count: 3, grams: 1, thc_mg: 0, equivalency: 1 }],
    [
      'an eighth weighs 3.5 g whatever its net weight',
      product('flower', { net_weight_grams: 9 }),
      'eighth_ounce',
      2,
      { kind: 'flower', count: 2, grams: 3.5, thc_mg: 0, equivalency: 1 },
    ],
    [
      'half a gram of extract counts 4× by its inventory',
      product('extract', { inventories: [inventory('half_gram', 4), inventory('gram', 3)] }),
      'half_gram',
      1,
      { kind: 'extract', count: 1, grams: 0.5, thc_mg: 0, equivalency: 4 },
    ],
    [
      'an inventory without equivalency counts 1×',
      product('extract', { inventories: [inventory('gram', null)] }),
      'gram',
      1,
      { kind: 'extract', count: 1, grams: 1, thc_mg: 0, equivalency: 1 },
    ],
    ['nothing known: 0 g, 0 mg', product('edible'), 'each', 1, { kind: 'edible', count: 1, grams: 0, thc_mg: 0, equivalency: 1 }],
  ])('%s', (_name, p, priceId, count, expected) => {
    expect(limitLineOf(p, priceId, count)).toEqual(expected);
  });

  test('limitProductOf keeps only the fields the rules read', () => {
    const menuProduct = {
      ...product('edible', { thc_dosage_milligrams: 100, inventories: [{ price_id: 'each', equivalency: null, quantity: 12, bulk: false, tax: null }] as never }),
      name: 'Citrus Mints',
      price_each: 20,
    };
    expect(limitProductOf(menuProduct)).toEqual({ kind: 'edible', thc_dosage_milligrams: 100, net_weight_grams: null, inventories: [{ price_id: 'each', equivalency: null }] });
  });

  // The seed's Colorado rule (demo-host/seed/stateRules.ts): Edibles (THC) 800 mg.
  const edibles: CartLimitRule = { product_group_name: 'Edibles (THC)', limit_value: 800, limit_unit: 'mg', rule_type: 'product', product_types: ['edible', 'tincture'] };
  test.each([
    ['4 × 200 mg = 800 mg: at the limit, allowed', [[product('edible', { thc_dosage_milligrams: 200 }), 4]], null],
    ['5 × 200 mg = 1,000 mg: refused', [[product('edible', { thc_dosage_milligrams: 200 }), 5]], 1000],
    [
      '3 × 100 mg + a 500 mg tincture = 800 mg',
      [
        [product('edible', { thc_dosage_milligrams: 100 }), 3],
        [product('tincture', { thc_dosage_milligrams: 500 }), 1],
      ],
      null,
    ],
    ['2 × 500 mg tinctures = 1,000 mg', [[product('tincture', { thc_dosage_milligrams: 500 }), 2]], 1000],
    ['CBD-only edibles hold 0 mg THC', [[product('edible', { thc_dosage_milligrams: 0 }), 10]], null],
  ] as [string, [LimitProduct, number][], number | null][])('%s', (_name, lines, amount) => {
    const breach = cartLimitBreach(
      [edibles],
      lines.map(([p, count]) => limitLineOf(p, 'each', count)),
    );
    expect(breach?.cart_amount ?? null).toBe(amount);
  });
});
