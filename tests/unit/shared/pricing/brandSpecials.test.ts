import { describe, expect, test } from 'vitest';
import { bestBrandDiscount, brandSpecialApplies } from '../../../../shared/pricing';
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
    const r = bestBrandDiscount(line({ count }), amount, specials.map((o) => brandSpecial(o)), ctx());
    expect(r.amount).toBe(expected);
    expect(r.special?.id ?? null).toBe(id);
  });
});
