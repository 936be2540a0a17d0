import { describe, expect, test } from 'vitest';
import { MAX_PRICED_UNITS, priceCart } from '../../../../shared/pricing';
import type { PricingInput } from '../../../../shared/pricing';
import { brandSpecial, bundle, input, line, productSpecial } from './fixtures';

// One cart through every step, worked by hand:
//   A  flower eighth 4000 × 2, brand 7, 20 % product special 10 → unit 3200, product discount 1600
//   B  pre-roll 1000 × 1, brand 8; bundle 30 "buy 2 flower, pre-roll 50 % off" → group discount 500
//   C  gear 2000 × 1 (not cannabis)
//   brand special 50 (brand 7, $5 per unit) on A after store specials: 2 × 500 = 1000
//   lines after line discounts: A 5400, B 500, C 2000 = 7900
//   cart special 40: 10 % at 5000 minimum → 790; promo WELCOME $5 → 500; together 1290, split by
//   largest remainder over 5400 / 500 / 2000: 881.77, 81.65, 326.58 → 882, 82, 326
//   item_total 11000; all discounts 1600 + 500 + 1000 + 790 + 500 = 4390; discounted subtotal 6610
//   delivery to 94110: fee 500 (free only from 10000); service fee 200
//   excise 15 % of undiscounted cannabis 9000 = 1350, taxable; sales 7.25 % of 6610 + 1350 = 7960 → 577.10 → 577
//   tip 10 % of 6610 = 661; order total 6610 + 500 + 200 + 1350 + 577 + 661 = 9898; POS to the nickel 9900
const worked = (over: Partial<PricingInput> = {}, store: Partial<PricingInput['store']> = {}): PricingInput =>
  input({
    lines: [
      line({ product_id: 1, price: 4000, count: 2, product_brand_id: 7 }),
      line({ product_id: 2, price: 1000, kind: 'pre-roll', price_id: 'each', product_brand_id: 8, grams: 1 }),
      line({ product_id: 3, price: 2000, kind: 'gear', price_id: 'each', product_brand_id: 9, grams: 0 }),
    ],
    specials: [
      productSpecial({ rules: { include: { kinds: ['flower'] } } }),
      bundle({ rules: { qualifier: { kinds: ['flower'] }, discountable: { kinds: ['pre-roll'] } } }),
      { id: 40, title: '10% off $50', special_type: 'cart_total', discount_type: 'percent', discount_percent: 10, cart_minimum: 5000 },
    ],
    brand_specials: [brandSpecial()],
    promo_code: 'welcome',
    promo_codes: [{ code: 'WELCOME', discount_type: 'dollar_amount', discount_dollar_amount: 500 }],
    reservation_mode: 'delivery',
    delivery_location: { zipcode: '94110' },
    tip: { percent: 10 },
    ...over,
    store: {
      id: 1,
      state: 'CA',
      sales_tax_rate: 7.25,
      store_taxes: [{ title: 'Excise', rate: 15, is_taxable: true }],
      service_fee_amount: 200,
      delivery: { delivery_zipcodes: [{ zipcode: '94110', fee: 500, min_amount: 5000 }], free_delivery_configs: [{ cart_minimum: 10000 }] },
      rounding_increment: 5,
      max_specials_per_cart: 5,
      ...store,
    },
  });

describe('priceCart: the worked cart', () => {
  const cart = priceCart(worked());
  test('line by line', () => {
    expect(cart.lines.map((l) => [l.product_discount, l.group_discount, l.brand_discount, l.cart_discount, l.total])).toEqual([
      [1600, 0, 1000, 882, 4518],
      [0, 500, 0, 82, 418],
      [0, 0, 0, 326, 1674],
    ]);
    expect(cart.lines.map((l) => [l.special_id, l.group_special_id, l.brand_special_id])).toEqual([
      [10, null, 50],
      [null, 30, null],
      [null, null, null],
    ]);
  });
  test('every Cart total of 001 §3', () => {
    expect(cart).toMatchObject({
      item_total: 11000,
      product_discounts_total: 1600,
      group_discounts_total: 500,
      discounted_product_total: 8900, // 11000 − 1600 − 500
      brand_discounts: [{ product_id: 1, price_id: 'eighth_ounce', brand_special_id: 50, product_brand_id: 7, amount: 1000 }],
      brand_discounts_total: 1000,
      cart_discount_amount: 790,
      cart_discount_special_id: 40,
      group_special_id: 30,
      group_special_title: 'Buy 2 get 1 half off',
      promo_code_applied: 'WELCOME',
      promo_code_status: 'applied',
      promo_code_discount_amount: 500,
      all_discounts_total: 4390,
      discounted_subtotal: 6610,
      delivery_fee_amount: 500,
      delivery_status: 'ok',
      service_fee_amount: 200,
      store_tax_amount: 1350,
      sales_tax_amount: 577,
      sales_tax_rate: 7.25,
      tax_included: false,
      tip_amount: 661,
      order_total: 9898,
      max_specials_per_cart: 5,
      max_specials_per_cart_hit: false,
      applied_special_keys: ['b:50', 's:10', 's:30', 's:40'],
    });
  });
  test('POS cart totals (001 §3): 9898 rounded to the nickel is 9900', () => {
    expect(cart.pos).toEqual({ delivery_fee: 500, total: 9900, rounding_amount: 2, service_fee: 200, sales_tax: 577, store_tax: 1350 });
  });
});

describe('max_specials_per_cart (001 §9) keeps the specials saving most', () => {
  test('cap 2 of 4: keeps product special 10 (1600) and brand special 50 (1000), drops bundle 30 and cart special 40', () => {
    // Second pass: A 8000 − 1600 − 1000 = 5400, B 1000, C 2000 → 8400; promo 500 → discounts 3100, subtotal 7900.
    const cart = priceCart(worked({}, { max_specials_per_cart: 2 }));
    expect(cart.max_specials_per_cart_hit).toBe(true);
    expect(cart.applied_special_keys).toEqual(['b:50', 's:10']);
    expect(cart.group_discounts_total).toBe(0);
    expect(cart.cart_discount_amount).toBe(0);
    expect(cart.all_discounts_total).toBe(3100);
    expect(cart.discounted_subtotal).toBe(7900);
  });
  test('cap 4 with 4 specials: not hit', () => {
    expect(priceCart(worked({}, { max_specials_per_cart: 4 })).max_specials_per_cart_hit).toBe(false);
  });
  test('cap 0: no specials at all, hit', () => {
    const cart = priceCart(worked({}, { max_specials_per_cart: 0 }));
    expect(cart.applied_special_keys).toEqual([]);
    expect(cart.max_specials_per_cart_hit).toBe(true);
    expect(cart.all_discounts_total).toBe(500); // only the promo code, which is not a special
  });
});

describe('priceCart rules across steps', () => {
  test('tax included: taxes are reported but not added to the order total', () => {
    const cart = priceCart(worked({ tip: null }, { tax_included: true }));
    // 6610 + delivery 500 + service 200, nothing for taxes.
    expect(cart.order_total).toBe(7310);
    expect(cart.tax_included).toBe(true);
    expect(cart.store_tax_amount + cart.sales_tax_amount).toBeGreaterThan(0);
  });
  test('pickup: no delivery fee, and tips disabled for pickup give 0', () => {
    const cart = priceCart(worked({ reservation_mode: 'pickup' }, { tip_settings: { enabled_for: ['delivery'] } }));
    expect(cart.delivery_fee_amount).toBe(0);
    expect(cart.delivery_status).toBe('not_delivery');
    expect(cart.tip_amount).toBe(0);
  });
  test('loyalty points stacking disabled: a CRM reward on a cart with specials is removed, not applied', () => {
    const crm = [{ id: 'r1', reward_name: '$5', cash_reward: 500 }];
    const blocked = priceCart(worked({ crm_redemptions: crm }, { loyalty_points_stacking_enabled: false }));
    expect(blocked.crm_redemptions_total).toBe(0);
    expect(blocked.removed_crm_redemptions.map((r) => r.id)).toEqual(['r1']);
    const allowed = priceCart(worked({ crm_redemptions: crm }));
    expect(allowed.crm_redemptions_total).toBe(500);
    expect(allowed.all_discounts_total).toBe(4890);
  });
  test('an empty cart is all zeros and pays no fees', () => {
    const cart = priceCart(worked({ lines: [] }));
    expect(cart).toMatchObject({ item_total: 0, order_total: 0, delivery_fee_amount: 0, service_fee_amount: 0, tip_amount: 0 });
    expect(cart.pos.total).toBe(0);
  });
  test('a bundle outside its time window does not apply', () => {
    const cart = priceCart(worked({ specials: [bundle({ end_time: '2026-01-01T00:00:00Z' })] }));
    expect(cart.group_discounts_total).toBe(0);
  });
  test('bad numbers are sanitized: a negative count prices as 0, fractional cents round', () => {
    const cart = priceCart(input({ lines: [line({ count: -2 }), line({ product_id: 2, price: 1099.6 })] }));
    expect(cart.item_total).toBe(1100);
  });
});

test('a brand bundle sees each unit at its price after the store bundle', () => {
  // 3 × 4000; store B2G1 50 % leaves units at 4000, 4000, 2000. Brand B1G1 50 %, cheapest first:
  // a 4000 unit qualifies, the 2000 unit is discounted 50 % = 1000 (not 50 % of an average unit).
  const cart = priceCart(
    input({
      lines: [line({ count: 3 })],
      specials: [bundle()],
      brand_specials: [brandSpecial({ id: 60, special_type: 'buy_x_get_y', discount_type: 'percent', discount_percent: 50 })],
    }),
  );
  expect(cart.group_discounts_total).toBe(2000);
  expect(cart.brand_discounts).toEqual([{ product_id: 1, price_id: 'eighth_ounce', brand_special_id: 60, product_brand_id: 7, amount: 1000 }]);
  expect(cart.discounted_subtotal).toBe(9000);
});

test('a runaway count is refused with a message naming the limit, not priced for minutes', () => {
  expect(() => priceCart(input({ lines: [line({ count: MAX_PRICED_UNITS + 1 })] }))).toThrow(/1001 units exceed MAX_PRICED_UNITS \(1000\)/);
  expect(priceCart(input({ lines: [line({ count: 1000 })] })).item_total).toBe(4_000_000);
});
