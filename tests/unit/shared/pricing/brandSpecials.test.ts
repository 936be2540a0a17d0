import { describe, expect, test } from 'vitest';
import { applyBrandSpecials, bestBrandDiscount, brandSpecialApplies } from '../../../../shared/pricing';
import type { BrandSpecial } from '../../../../shared/pricing';
import { brandSpecial, ctx, line } from './fixtures';

describe('brandSpecialApplies (000 §3 brand special, 000 §5 visibility)', () => {
  const l = line({ product_brand_id: 7, kind: 'flower', price_id: 'eighth_ounce' });
  test.each<[string, Partial<BrandSpecial>, Parameters<typeof ctx>[0], boolean]>([
    ['same brand', {}, {}, true],
    ['other brand', { product_brand_id: 8 }, {}, false],
    ['bundle-type brand specials do not price single lines', { special_type: 'buy_x_get_y' }, {}, false],
    ['disabled', { enabled: false }, {}, false],
    ['not yet started', { start_time: '2026-05-01T00:00:00Z' }, {}, false],
    ['excluded in embedded mode', { excluded_app_modes: ['embedded'] }, { app_mode: 'embedded' }, false],
    ['weight not applicable', { applicable_weights: ['gram'] }, {}, false],
    ['include kind vape only', { rules: { include: { kinds: ['vape'] } } }, {}, false],
    ['exclude product 1', { rules: { exclude: { product_ids: [1] } } }, {}, false],
    ['segment-only special, shopper without segments', { rules: { include: { user_segment_ids: [4] } } }, {}, false],
    ['segment-only special, shopper in segment 4', { rules: { include: { user_segment_ids: [4] } } }, { user_segment_ids: [4] }, true],
    ['shopper in an excluded segment', { rules: { exclude: { user_segment_ids: [4] } } }, { user_segment_ids: [4] }, false],
    ['store not included', { rules: { include: { store_ids: [2] } } }, {}, false],
    ['state excluded', { rules: { exclude: { states: ['CA'] } } }, {}, false],
  ])('%s', (_label, over, c, expected) => {
    expect(brandSpecialApplies(brandSpecial(over), l, ctx(c))).toBe(expected);
  });
});

describe('bestBrandDiscount: one per line, on the price after store specials', () => {
  test.each<[string, number, number, Partial<BrandSpecial>[], number, number | null]>([
    // $5 off per unit, 2 units, line after store specials 6400 → 1000 off.
    ['$5 per unit × 2', 2, 6400, [{}], 1000, 50],
    // 10 % of 6400 = 640.
    ['10 % of the line after store specials', 2, 6400, [{ discount_type: 'percent', discount_percent: 10 }], 640, 50],
    // Target 2500 per unit × 2 = 5000; 6400 − 5000 = 1400.
    ['target 2500 per unit', 2, 6400, [{ discount_type: 'target_price', discount_target_price: 2500 }], 1400, 50],
    // Best of $5 × 2 = 1000 and 20 % of 6400 = 1280.
    ['best of two', 2, 6400, [{}, { id: 51, discount_type: 'percent', discount_percent: 20 }], 1280, 51],
    // $50 off a line worth 3000: capped at the line.
    ['never more than the line', 1, 3000, [{ discount_dollar_amount: 5000 }], 3000, 50],
    ['nothing applies', 1, 3000, [{ product_brand_id: 99 }], 0, null],
  ])('%s', (_label, count, amount, specials, expected, id) => {
    const r = bestBrandDiscount(
      line({ count }),
      amount,
      specials.map((o) => brandSpecial(o)),
      ctx(),
    );
    expect(r.amount).toBe(expected);
    expect(r.special?.id ?? null).toBe(id);
  });
});

describe('brand bundles (000 §3 buy_x_get_y, buy_x_and_save) and the per-line choice', () => {
  const b1g1 = (over: Partial<BrandSpecial> = {}) =>
    brandSpecial({ id: 60, title: 'B1G1 50%', special_type: 'buy_x_get_y', discount_type: 'percent', discount_percent: 50, ...over });
  const units = (...lines: number[][]) => lines;
  test.each<[string, ReturnType<typeof line>[], number[][], BrandSpecial[], number[]]>([
    // Buy 1 get 1 half off, cheapest first: the 4000 unit qualifies, the 3000 unit saves 1500.
    ['buy 1 get 1 50 %', [line({ product_id: 1 }), line({ product_id: 2, price: 3000 })], units([4000], [3000]), [b1g1()], [0, 1500]],
    // On top of store discounts: both units already 3200; the second saves 50 % of 3200 = 1600.
    ['stacks on the price after store specials', [line({ count: 2 })], units([3200, 3200]), [b1g1()], [1600]],
    // Another brand's units do not qualify.
    ['other brand does not qualify', [line({ product_id: 1 }), line({ product_id: 2, product_brand_id: 8 })], units([4000], [4000]), [b1g1()], [0, 0]],
    // Buy 3 and save 10 % on all 3: 3 × 100.
    [
      'buy 3 and save 10 %',
      [line({ count: 3, price: 1000 })],
      units([1000, 1000, 1000]),
      [b1g1({ special_type: 'buy_x_and_save', bundle_settings: { threshold_number_of_items_in_cart: 3 }, discount_percent: 10 })],
      [300],
    ],
    [
      'buy 3 and save, only 2 units',
      [line({ count: 2, price: 1000 })],
      units([1000, 1000]),
      [b1g1({ special_type: 'buy_x_and_save', bundle_settings: { threshold_number_of_items_in_cart: 3 }, discount_percent: 10 })],
      [0],
    ],
    // Qualifier and discountable sections: buy a vape, get a pre-roll (900) free.
    [
      'qualifier and discountable sections',
      [line({ product_id: 1, kind: 'vape' }), line({ product_id: 2, kind: 'pre-roll', price: 900 })],
      units([4000], [900]),
      [b1g1({ discount_percent: 100, rules: { qualifier: { kinds: ['vape'] }, discountable: { kinds: ['pre-roll'] } } })],
      [0, 900],
    ],
    // Line of 2 × 4000: $5 per unit (1000) loses to B1G1 50 % (2000).
    ['bundle beats the product brand special on a line', [line({ count: 2 })], units([4000, 4000]), [brandSpecial(), b1g1()], [2000]],
    // 60 % product special: 4800 beats the bundle's 2000.
    ['product brand special beats the bundle', [line({ count: 2 })], units([4000, 4000]), [brandSpecial({ discount_type: 'percent', discount_percent: 60 }), b1g1()], [4800]],
    ['an ended brand bundle does nothing', [line({ count: 2 })], units([4000, 4000]), [b1g1({ end_time: '2026-01-01T00:00:00Z' })], [0]],
  ])('%s', (_label, lines, prices, specials, expected) => {
    expect(applyBrandSpecials(lines, prices, specials, ctx()).map((r) => r.amount)).toEqual(expected);
  });

  test('the winning special is named per line', () => {
    const r = applyBrandSpecials([line({ count: 2 })], [[4000, 4000]], [brandSpecial(), b1g1()], ctx());
    expect(r[0].entries.map((e) => [e.special.id, e.amount])).toEqual([[60, 2000]]);
  });
});
