import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import { CheckoutResultSchema, MenuProductSchema, parseResponse } from '../../../../shared/schemas';
import type { CheckoutResult, MenuProduct } from '../../../../shared/types';

const checkout: CheckoutResult = {
  message: 'Your reservation is confirmed',
  reservation: { uuid: 'r-1', id: 7, amount: 54.12, delivery_started_at: null, delivery_finished_at: null, payment_method: 'cash', message: null },
  contact: { is_registered: false },
};

describe('parseResponse (001 §5: a mismatch is logged, the response still used)', () => {
  test('a matching response is returned without a report', () => {
    const report = vi.fn();
    expect(parseResponse<CheckoutResult>(CheckoutResultSchema, checkout, report)).toEqual(checkout);
    expect(report).not.toHaveBeenCalled();
  });

  test('a mismatching response is reported with the failing path and still returned as it arrived', () => {
    const report = vi.fn();
    const odd = { ...checkout, reservation: { ...checkout.reservation, amount: '54.12' } };
    expect(parseResponse(CheckoutResultSchema, odd, report)).toBe(odd);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0][0].issues[0].path).toBe('reservation.amount');
  });
});

describe('response schemas agree with the shared types', () => {
  const product: MenuProduct = {
    id: 12,
    product_id: 12,
    name: 'Blue Dream Flower',
    brand: 'Golden Leaf',
    brand_subtype: 'Reserve',
    product_brand_id: 3,
    kind: 'flower',
    type: 'hybrid',
    root_subtype: 'premium',
    category: 'hybrid',
    description: 'd',
    url_slug: 'blue-dream-flower',
    photos: [],
    image_urls: [],
    effects: [{ id: 1, title: 'Relaxed', value: 'relaxed' }],
    flavors: [],
    aliases: [],
    allergens: [],
    ingredients: [],
    terpenes: ['Myrcene'],
    percent_thc: 24.1,
    percent_cbd: 0,
    percent_thca: null,
    percent_cbda: null,
    percent_tac: null,
    thc_dosage_milligrams: null,
    cbd_dosage_milligrams: null,
    net_weight_grams: null,
    quantity_value: null,
    quantity_units: null,
    aggregate_rating: 4.5,
    review_count: 6,
    recommended: false,
    business_licenses: [],
    lowest_available_price: 35,
    store_id: 1,
    max_cart_quantity: 10,
    allow_multiple_flower_count: false,
    visible: true,
    special_id: 4,
    special_title: 'Any eighth for $25',
    applicable_special_ids: [4],
    applicable_brand_special_ids: [],
    applicable_bundle_special_ids: { qualify: [], discount: [] },
    applicable_brand_specials_included_user_segments: [],
    applicable_brand_specials_excluded_user_segments: [],
    brand_special_prices: [],
    has_brand_discount: false,
    store_notes: null,
    available_weights: ['gram', 'eighth_ounce'],
    photo_weights: [],
    lab_result_urls: [],
    lab_results: [],
    inventories: [],
    inventory_potencies: [],
    operator_store_rank: null,
    best_seller_rank: 3,
    bucket_price: 25,
    price_gram: 12,
    price_eighth_ounce: 35,
    discounted_price_eighth_ounce: 25,
    special_price_eighth_ounce: {
      special_id: 4,
      price: 35,
      discount_price: 25,
      discount_amount: 10,
      discount_type: 'target_price',
      discount_percent: 29,
      special_custom_badge: null,
    },
  };

  test('a well-formed MenuProduct parses, keeping fields the schema does not name', () => {
    const parsed = v.parse(MenuProductSchema, product) as unknown as MenuProduct;
    expect(parsed.special_title).toBe('Any eighth for $25');
    expect(parsed.price_eighth_ounce).toBe(35);
  });

  test.each([
    ['price_gram', '12.00'],
    ['kind', 'pre roll'],
    ['available_weights', ['eighth ounce']],
    ['category', 'ruderalis'],
  ])('a menu product with a bad %s fails', (field, value) => {
    expect(v.safeParse(MenuProductSchema, { ...product, [field]: value }).success).toBe(false);
  });
});
