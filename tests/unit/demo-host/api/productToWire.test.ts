import { describe, expect, test } from 'vitest';
import { menuProductToWire, productToWire, type ProductRow } from '../../../../demo-host/api/wire';
import type { MenuRow, SpecialRow } from '../../../../demo-host/api/wire/productToWire';

// The wire products are built key by key (faster than spreads); their keys and order must stay those of
// `{ ...data, id, product_id, … }` and `{ ...product, ...perWeight, id, store_id, … }`: a JSON answer is the same text.

const productRow = (data: string): ProductRow => ({
  id: 7,
  name: 'Blue Dream',
  brand_id: 3,
  brand_name: 'Kiva',
  kind: 'flower',
  category: 'hybrid',
  type: 'hybrid',
  root_subtype: null,
  brand_subtype: null,
  url_slug: 'blue-dream',
  description: 'From the row',
  percent_thc: 21,
  percent_cbd: null,
  aggregate_rating: 4.5,
  review_count: 2,
  data,
});

const menuRow = (data: string): MenuRow =>
  ({
    id: 1,
    store_id: 1,
    product_id: 7,
    visible: 1,
    max_cart_quantity: 10,
    best_seller_rank: 4,
    operator_store_rank: null,
    lowest_price_cents: 1250,
    special_id: 9,
    has_brand_discount: 0,
    recommended: 1,
    external_id: null,
    price_half_gram: null,
    price_gram: 1500,
    price_two_gram: null,
    price_eighth_ounce: 4000,
    price_quarter_ounce: null,
    price_half_ounce: null,
    price_ounce: null,
    price_each: null,
    discounted_price_half_gram: null,
    discounted_price_gram: 1250,
    discounted_price_two_gram: null,
    discounted_price_eighth_ounce: null,
    discounted_price_quarter_ounce: null,
    discounted_price_half_ounce: null,
    discounted_price_ounce: null,
    discounted_price_each: null,
    data,
  }) as MenuRow;

const special: SpecialRow = { id: 9, title: 'Happy hour', discount_type: 'percent', discount_percent: 20, data: '{}' };

describe('productToWire', () => {
  test('the data keys first in their order (lab results and compound names left out), then the row, a key of both in its data place', () => {
    const data = { photos: [], description: 'from the data', effects: [{ title: 'Happy' }], lab_results: [1], compound_names: ['x'], lab_result_urls: ['u'], terpenes: [] };
    const wire = productToWire(productRow(JSON.stringify(data)), 1250);
    expect(Object.keys(wire).slice(0, 4)).toEqual(['photos', 'description', 'effects', 'terpenes']);
    expect(wire.description).toBe('From the row');
    expect(Object.keys(wire).slice(4, 8)).toEqual(['id', 'product_id', 'name', 'brand']);
    expect(Object.keys(wire).slice(-3)).toEqual(['lowest_available_price', 'primaryPercentTHC', 'primaryPercentCBD']);
    expect(wire).not.toHaveProperty('lab_results');
    expect(wire).not.toHaveProperty('compound_names');
    expect(wire.lowest_available_price).toBe(12.5);
  });

  test('a data key named __proto__ stays a key of the product and sets no prototype', () => {
    const wire = productToWire(productRow('{"__proto__":{"polluted":true},"effects":[]}'));
    expect(Object.getPrototypeOf(wire)).toBe(Object.prototype);
    expect((wire as unknown as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.keys(wire)[0]).toBe('__proto__');
    expect(JSON.stringify(wire)).toMatch(/^\{"__proto__":\{"polluted":true\},"effects":\[\],"id":7,/);
  });
});

describe('menuProductToWire', () => {
  test('the product, then each weight its price, discounted price, special price and cart limit, then the menu row', () => {
    const menuData = { max_cart_quantity_by_weight: { gram: 5 }, inventories: [], applicable_special_ids: [9] };
    const wire = menuProductToWire(menuRow(JSON.stringify(menuData)), productRow('{"effects":[],"lab_results":[{"a":1}]}'), special);
    const keys = Object.keys(wire);
    expect(keys.slice(0, 3)).toEqual(['effects', 'id', 'product_id']);
    const perWeight = keys.slice(keys.indexOf('primaryPercentCBD') + 1, keys.indexOf('store_id'));
    expect(perWeight.slice(0, 6)).toEqual(['price_half_gram', 'discounted_price_half_gram', 'price_gram', 'discounted_price_gram', 'special_price_gram', 'max_cart_quantity_gram']);
    expect(perWeight).not.toContain('special_price_eighth_ounce');
    expect(keys.slice(-4)).toEqual(['operator_store_rank', 'best_seller_rank', 'bucket_price', 'default_weight']);
    expect(wire.lab_results).toEqual([{ a: 1 }]);
    expect(wire.recommended).toBe(true);
    expect(wire.available_weights).toEqual(['gram', 'eighth_ounce']);
    expect(wire.special_price_gram).toEqual({
      special_id: 9,
      price: 15,
      discount_price: 12.5,
      discount_amount: 2.5,
      discount_type: 'percent',
      discount_percent: 20,
      special_custom_badge: null,
    });
  });
});
