import { describe, expect, test } from 'vitest';
import { applyBundles } from '../../../../shared/pricing';
import type { BundleSettings, BundleSpecial, PricingLine } from '../../../../shared/pricing';
import type { BundleSettings as WireBundleSettings, SpecialRuleList, SpecialRules as WireRules } from '../../../../shared/types';
import { bundle, line } from './fixtures';

const run = (lines: PricingLine[], bundles: BundleSpecial[], base?: number[]) => applyBundles(lines, base ?? lines.map((l) => l.price), bundles);

const three = [line({ product_id: 1, price: 4000 }), line({ product_id: 2, price: 3000 }), line({ product_id: 3, price: 2000 })];
const flowerForPreRoll = { rules: { qualifier: { kinds: ['flower'] }, discountable: { kinds: ['pre-roll'] } } };

describe('buy X get Y (000 §3 bundle settings; default: buy 2, 1 discounted, cheapest, each)', () => {
  test.each<[string, PricingLine[], Partial<BundleSpecial>, Partial<BundleSettings>, number[]]>([
    // Buy 2 get 1 half off, cheapest: 4000 and 3000 qualify, 2000 is discounted 50 % = 1000.
    ['B2G1 50 %, cheapest', three, {}, {}, [0, 0, 1000]],
    // most_expensive: 2000 and 3000 qualify, 4000 is discounted 50 % = 2000.
    ['B2G1 50 %, most_expensive', three, {}, { discount_application_method: 'most_expensive' }, [2000, 0, 0]],
    // Only two units: both are needed as qualifiers, nothing left to discount.
    ['threshold met but nothing left to discount', three.slice(0, 2), {}, {}, [0, 0]],
    // One line of 6 × 1000: two applications of (2 qualifiers + 1 at 50 %) = 2 × 500.
    ['repeats: 6 units, B2G1 twice', [line({ price: 1000, count: 6 })], {}, {}, [1000]],
    ['max_applications 1: once', [line({ price: 1000, count: 6 })], {}, { max_applications: 1 }, [500]],
    // Buy 2 flower, get a pre-roll free: the pre-roll (1000) is the only discountable unit.
    [
      'qualifier and discountable sections',
      [line({ product_id: 1, count: 2 }), line({ product_id: 9, kind: 'pre-roll', price: 1000 })],
      { ...flowerForPreRoll, discount_percent: 100 },
      {},
      [0, 1000],
    ],
    // Two flower alone do not unlock it: there is no pre-roll.
    ['qualifier met, nothing discountable', [line({ product_id: 1, count: 2 })], flowerForPreRoll, {}, [0]],
    // The base section narrows both: base brand 8 excludes this brand-7 pre-roll.
    [
      'base section applies to every unit',
      [line({ product_id: 1, count: 2 }), line({ product_id: 9, kind: 'pre-roll', price: 1000 })],
      { rules: { ...flowerForPreRoll.rules, base: { brand_ids: [8] } } },
      {},
      [0, 0],
    ],
    // 3 for $20 on 3 × 1000: 1000 off the set, split 334 / 333 / 333 by largest remainder.
    [
      '3 for $20, spread',
      [line({ product_id: 1, price: 1000 }), line({ product_id: 2, price: 1000 }), line({ product_id: 3, price: 1000 })],
      { discount_type: 'target_price', discount_target_price: 2000 },
      { threshold_number_of_items_in_cart: 3, allow_discounts_on_required_products: true, max_number_of_discounted_products: 3, discount_distribution: 'spread' },
      [334, 333, 333],
    ],
    // $10 off the set of 3000 + 1000, split by price 750 / 250.
    [
      '$10 off, spread by price',
      [line({ product_id: 1, price: 3000 }), line({ product_id: 2, price: 1000 })],
      { discount_type: 'dollar_amount', discount_dollar_amount: 1000 },
      { threshold_number_of_items_in_cart: 0, max_number_of_discounted_products: null, discount_distribution: 'spread' },
      [750, 250],
    ],
    // Buy 1, get another for $15: 4000 qualifies; cheapest discounts the 2000 unit to 1500, saving 500.
    ['per-unit target price, cheapest', three, { discount_type: 'target_price', discount_target_price: 1500 }, { threshold_number_of_items_in_cart: 1 }, [0, 0, 500]],
    // Buy 3 and save 10 % on all 3 (buy X and save): 3 × 10 % of 1000.
    [
      'buy 3 and save 10 % on all',
      [line({ price: 1000, count: 3 })],
      { discount_percent: 10 },
      { threshold_number_of_items_in_cart: 3, allow_discounts_on_required_products: true, max_number_of_discounted_products: null },
      [300],
    ],
    // max 0 discounts nothing.
    ['max_number_of_discounted_products 0', three, {}, { max_number_of_discounted_products: 0 }, [0, 0, 0]],
  ])('%s', (_label, lines, over, settings, expected) => {
    expect(run(lines, [bundle(over, settings)]).group_discounts).toEqual(expected);
  });
});

describe('bundles and product specials do not stack', () => {
  test('a 20 % product special (4000 → 3200) under a 50 % bundle (→ 2000) leaves a 1200 group discount', () => {
    expect(run([line({ count: 3 })], [bundle()], [3200]).group_discounts).toEqual([1200]);
  });
  test('a 60 % product special (→ 1600) already beats the 50 % bundle (→ 2000): no bundle', () => {
    const r = run([line({ count: 3 })], [bundle()], [1600]);
    expect(r.group_discounts).toEqual([0]);
    expect(r.applications).toHaveLength(0);
  });
});

describe('several bundles: the application saving most goes first, units are used once', () => {
  test('B2G1 100 % (saves 2000) beats B2G1 50 % (1000) on three units; the 50 % one has nothing left', () => {
    const r = run(three, [bundle({ id: 31 }), bundle({ id: 32, title: 'free', discount_percent: 100 })]);
    expect(r.group_discounts).toEqual([0, 0, 2000]);
    expect(r.applications.map((a) => a.deal.id)).toEqual([32]);
    expect(r.line_deal.map((d) => d?.id ?? null)).toEqual([null, null, 32]);
  });
});

test('a bundle without bundle_settings is incomplete and never applies', () => {
  expect(run(three, [{ ...bundle(), bundle_settings: null }]).group_discounts).toEqual([0, 0, 0]);
});

test('the wire rules and bundle settings of shared/types pass straight into the engine', () => {
  // The seed's "Buy 2 pre-rolls, get a vape 50% off": 2 × 1200 pre-rolls qualify, the 3000 vape saves 1500.
  const empty: SpecialRuleList = { kinds: [], lineages: [], product_ids: [], states: [], store_ids: [], user_segment_ids: [], weights: [] };
  const rules: WireRules = { include: empty, exclude: empty, qualifier: { ...empty, kinds: ['pre-roll'] }, discountable: { ...empty, kinds: ['vape'] } };
  const settings: WireBundleSettings = {
    threshold_number_of_items_in_cart: 2,
    max_number_of_discounted_products: 1,
    discount_application_method: 'cheapest',
    discount_distribution: 'each',
  };
  const lines = [line({ product_id: 1, kind: 'pre-roll', price: 1200, count: 2 }), line({ product_id: 2, kind: 'vape', price: 3000 })];
  expect(run(lines, [bundle({ rules, bundle_settings: settings })]).group_discounts).toEqual([0, 1500]);
});
