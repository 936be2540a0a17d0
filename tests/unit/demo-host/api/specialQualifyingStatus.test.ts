import { describe, expect, test } from 'vitest';
import { specialQualifyingStatus, type CartLine } from '../../../../demo-host/api/data/specialQualifyingStatus';
import type { QualifyingStatus, StoreSpecial, WeightId } from '../../../../shared/types';
import { menuProduct } from '../search/menuFixtures';

const rules = {
  include: { kinds: [], lineages: [], product_ids: [], states: [], store_ids: [], user_segment_ids: [], weights: [] },
  exclude: { kinds: [], lineages: [], product_ids: [], states: [], store_ids: [], user_segment_ids: [], weights: [] },
};

function special(id: number, fields: Partial<StoreSpecial>): StoreSpecial {
  return {
    id,
    store_id: 1,
    title: 'S',
    description: '',
    terms: '',
    special_type: 'product',
    discount_type: 'percent',
    discount_percent: 10,
    discount_dollar_amount: null,
    discount_target_price: null,
    rules,
    enabled: true,
    active: true,
    start_time: null,
    end_time: null,
    photo: null,
    custom_badge: null,
    gold: false,
    ...fields,
  };
}

// Products: 1 and 2 qualify for the bundle (id 7), 3 is its discountable product; 4 qualifies for product special 8.
const p1 = menuProduct(1, { applicable_bundle_special_ids: { qualify: [7], discount: [] }, price_gram: 10 });
const p2 = menuProduct(2, { applicable_bundle_special_ids: { qualify: [7], discount: [] }, price_eighth_ounce: 40 });
const p3 = menuProduct(3, { applicable_bundle_special_ids: { qualify: [], discount: [7] }, price_each: 5 });
const p4 = menuProduct(4, { applicable_special_ids: [8, 9, 10], price_eighth_ounce: 30, discounted_price_eighth_ounce: 25 });
const line = (product: ReturnType<typeof menuProduct>, price_id: WeightId, count: number): CartLine => ({ product, price_id, count });

const bundle = special(7, {
  special_type: 'bundle',
  bundle_settings: { threshold_number_of_items_in_cart: 2, max_number_of_discounted_products: 1, discount_application_method: 'cheapest', discount_distribution: 'each' },
});
const product = special(8, {});
const bulk = special(9, { special_type: 'bulk', bulk_weight_threshold_grams: 7 });
const cartTotal = special(10, { special_type: 'cart_total', cart_minimum: 50 });

// 000 §4: special qualifying status is not_qualified, qualified or applied.
describe('specialQualifyingStatus (000 §4)', () => {
  test.each<[string, StoreSpecial, CartLine[], QualifyingStatus]>([
    ['empty cart', bundle, [], 'not_qualified'],
    ['bundle below its threshold of 2', bundle, [line(p1, 'gram', 1)], 'not_qualified'],
    ['bundle at its threshold, nothing to discount', bundle, [line(p1, 'gram', 1), line(p2, 'eighth_ounce', 1)], 'qualified'],
    ['bundle at its threshold plus a discountable item', bundle, [line(p1, 'gram', 2), line(p3, 'each', 1)], 'applied'],
    ['bundle: a discountable item alone does not qualify', bundle, [line(p3, 'each', 3)], 'not_qualified'],
    ['product special with a qualifying product', product, [line(p4, 'eighth_ounce', 1)], 'applied'],
    ['product special with other products only', product, [line(p1, 'gram', 3)], 'not_qualified'],
    ['bulk: 3.5 g is under 7 g', bulk, [line(p4, 'eighth_ounce', 1)], 'not_qualified'],
    ['bulk: two eighths make 7 g', bulk, [line(p4, 'eighth_ounce', 2)], 'applied'],
    ['cart total: $25 under the $50 minimum', cartTotal, [line(p4, 'eighth_ounce', 1)], 'not_qualified'],
    ['cart total: 2 × $25 reaches $50 (the discounted price is what counts)', cartTotal, [line(p4, 'eighth_ounce', 2)], 'applied'],
    ['an inactive special never qualifies', { ...product, active: false }, [line(p4, 'eighth_ounce', 1)], 'not_qualified'],
  ])('%s', (_name, s, lines, expected) => {
    expect(specialQualifyingStatus(s, lines)).toBe(expected);
  });
});
