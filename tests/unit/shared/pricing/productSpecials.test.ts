import { describe, expect, test } from 'vitest';
import { bulkThresholdMet, lineSpecialsFor, markdownUnitPrice, productPrice } from '../../../../shared/pricing';
import type { BulkSpecial, LineSpecial, PricingLine, StoreSpecial } from '../../../../shared/pricing';
import { ctx, line, productSpecial } from './fixtures';

describe('markdownUnitPrice: the discounted price if present, otherwise the normal price (001 §3)', () => {
  test.each<[string, Partial<PricingLine>, number]>([
    ['no markdown', { price: 4000 }, 4000],
    ['markdown 3500', { price: 4000, discounted_price: 3500 }, 3500],
    ['markdown null', { price: 4000, discounted_price: null }, 4000],
    ['markdown above the price is ignored', { price: 4000, discounted_price: 4500 }, 4000],
    ['markdown 0: free', { price: 4000, discounted_price: 0 }, 0],
  ])('%s', (_label, over, expected) => {
    expect(markdownUnitPrice(line(over))).toBe(expected);
  });
});

describe('productPrice: one best product-level price per line', () => {
  test.each([
    // 20 % of 4000 = 800 → unit 3200; 2 units → discount 1600.
    ['20 % off 4000 × 2', line({ count: 2 }), [productSpecial()], 3200, 1600, 10],
    // Per unit: 15 % of 1099 = 164.85 → 165, unit 934; × 3 = 495 (the same as 15 % of the line 3297 = 494.55 → 495; the next row differs).
    ['15 % off 1099 × 3', line({ price: 1099, count: 3 }), [productSpecial({ discount_percent: 15 })], 934, 495, 10],
    // Per unit 10 % of 1005 = 100.5 → 101, × 2 = 202; 10 % of the line 2010 would be 201.
    ['rounded per unit: 10 % off 1005 × 2', line({ price: 1005, count: 2 }), [productSpecial({ discount_percent: 10 })], 904, 202, 10],
    // Markdown 3000 beats 20 % (3200): no special attributed.
    ['markdown lower than special', line({ discounted_price: 3000 }), [productSpecial()], 3000, 1000, null],
    // Markdown 3200 equals the special: attributed to the special (the catalogue computed it from it).
    ['markdown equal to special', line({ discounted_price: 3200 }), [productSpecial()], 3200, 800, 10],
    // Best of two: $10 off (3000) beats 20 % (3200).
    ['best of percent and dollar', line(), [productSpecial(), productSpecial({ id: 11, discount_type: 'dollar_amount', discount_dollar_amount: 1000 })], 3000, 1000, 11],
    // Target 2500 per unit.
    ['target price 2500', line(), [productSpecial({ discount_type: 'target_price', discount_target_price: 2500 })], 2500, 1500, 10],
    // Target above price: no discount, no attribution.
    ['target above price', line(), [productSpecial({ discount_type: 'target_price', discount_target_price: 5000 })], 4000, 0, null],
    // Tie between specials: lower id wins.
    ['tie: lower id', line(), [productSpecial({ id: 12 }), productSpecial({ id: 11 })], 3200, 800, 11],
  ])('%s', (_label, l, specials, unit, discount, specialId) => {
    const p = productPrice(l, specials as LineSpecial[]);
    expect(p.unit_price).toBe(unit);
    expect(p.product_discount).toBe(discount);
    expect(p.special?.id ?? null).toBe(specialId);
  });
});

describe('lineSpecialsFor filters by rules, weights and schedule', () => {
  const l = line({ kind: 'flower', price_id: 'gram' });
  test.each<[string, StoreSpecial, boolean]>([
    ['matching kind', productSpecial({ rules: { include: { kinds: ['flower'] } } }), true],
    ['other kind', productSpecial({ rules: { include: { kinds: ['vape'] } } }), false],
    ['weight not applicable', productSpecial({ applicable_weights: ['eighth_ounce'] }), false],
    ['weight applicable', productSpecial({ applicable_weights: ['gram'] }), true],
    ['ended special', productSpecial({ end_time: '2026-01-01T00:00:00Z' }), false],
    ['other state', productSpecial({ rules: { include: { states: ['NV'] } } }), false],
  ])('%s', (_label, special, expected) => {
    expect(lineSpecialsFor(l, [l], [special], ctx()).length).toBe(expected ? 1 : 0);
  });
});

describe('bulk: matching units of the whole cart must reach min_grams / min_items', () => {
  const bulk = (over: Partial<BulkSpecial>): BulkSpecial => ({
    id: 20,
    title: 'Ounce price on eighths',
    special_type: 'bulk',
    discount_type: 'target_price',
    discount_target_price: 3000,
    rules: { include: { kinds: ['flower'] } },
    ...over,
  });
  const eighths = (count: number, id = 1) => line({ product_id: id, count, grams: 3.5 });
  test.each([
    // 3.5 g × 8 = 28 g ≥ 28 g.
    ['8 eighths reach 28 g', [eighths(8)], { bulk_weight_threshold_grams: 28 }, true],
    // 3.5 × 7 = 24.5 g < 28.
    ['7 eighths do not', [eighths(7)], { bulk_weight_threshold_grams: 28 }, false],
    // Two products 4 + 4 eighths = 28 g mix and match.
    ['mix and match 4 + 4', [eighths(4, 1), eighths(4, 2)], { bulk_weight_threshold_grams: 28 }, true],
    // A vape does not count toward a flower bulk.
    ['non-matching kind ignored', [eighths(7), line({ product_id: 3, kind: 'vape', grams: 3.5 })], { bulk_weight_threshold_grams: 28 }, false],
    ['min_items 3 with 3 units', [eighths(3)], { bulk_min_items: 3 }, true],
    ['min_items 3 with 2 units', [eighths(2)], { bulk_min_items: 3 }, false],
  ])('%s', (_label, lines, over, expected) => {
    expect(bulkThresholdMet(bulk(over), lines, ctx())).toBe(expected);
  });

  test('a bulk special over threshold prices each matching unit: 8 × (4000 → 3000) saves 8000', () => {
    const lines = [eighths(8)];
    const special = bulk({ bulk_weight_threshold_grams: 28 });
    const p = productPrice(lines[0], lineSpecialsFor(lines[0], lines, [special], ctx()));
    expect(p).toMatchObject({ unit_price: 3000, product_discount: 8000 });
    expect(p.special?.id).toBe(20);
  });
});
