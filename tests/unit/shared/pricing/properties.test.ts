import { describe, expect, test } from 'vitest';
import { priceCart, specialHasChanged } from '../../../../shared/pricing';
import type { PricedCart } from '../../../../shared/pricing';
import { randomCart } from './randomCart';

const SEEDS = Array.from({ length: 600 }, (_, i) => 1000 + i * 7919);

const moneyFields = [
  'item_total',
  'order_total',
  'discounted_subtotal',
  'discounted_product_total',
  'product_discounts_total',
  'group_discounts_total',
  'all_discounts_total',
  'brand_discounts_total',
  'cart_discount_amount',
  'promo_code_discount_amount',
  'crm_redemptions_total',
  'delivery_fee_amount',
  'service_fee_amount',
  'sales_tax_amount',
  'store_tax_amount',
  'tip_amount',
] as const satisfies readonly (keyof PricedCart)[];

describe('properties over 600 seeded random carts', () => {
  const cases = SEEDS.map((seed) => {
    const input = randomCart(seed);
    return { seed, input, cart: priceCart(input) };
  });

  test('the generator makes varied carts: discounts of every kind do occur', () => {
    const some = (f: (c: PricedCart) => boolean) => cases.filter(({ cart }) => f(cart)).length;
    expect(some((c) => c.product_discounts_total > 0)).toBeGreaterThan(50);
    expect(some((c) => c.group_discounts_total > 0)).toBeGreaterThan(20);
    expect(some((c) => c.brand_discounts_total > 0)).toBeGreaterThan(20);
    expect(some((c) => c.cart_discount_amount > 0)).toBeGreaterThan(20);
    expect(some((c) => c.max_specials_per_cart_hit)).toBeGreaterThan(20);
    expect(some((c) => c.tax_included)).toBeGreaterThan(50);
  });

  test('every total is a non-negative integer of cents', () => {
    for (const { seed, cart } of cases) {
      for (const f of moneyFields) expect(Number.isInteger(cart[f]) && cart[f] >= 0, `seed ${seed} ${f}=${cart[f]}`).toBe(true);
      for (const [k, v] of Object.entries(cart.pos)) {
        expect(Number.isInteger(v), `seed ${seed} pos.${k}`).toBe(true);
        if (k !== 'rounding_amount') expect(v, `seed ${seed} pos.${k}`).toBeGreaterThanOrEqual(0);
      }
    }
  });

  test('a discount is never larger than its line, and no line goes below zero', () => {
    for (const { seed, cart } of cases) {
      for (const l of cart.lines) {
        const parts = [l.product_discount, l.group_discount, l.brand_discount, l.cart_discount];
        for (const p of parts) expect(p >= 0 && p <= l.item_total, `seed ${seed} line ${l.product_id}`).toBe(true);
        expect(
          parts.reduce((a, b) => a + b, 0),
          `seed ${seed} line ${l.product_id}`,
        ).toBeLessThanOrEqual(l.item_total);
        expect(l.total).toBe(l.item_total - parts.reduce((a, b) => a + b, 0));
        expect(l.unit_price).toBeLessThanOrEqual(l.price);
      }
    }
  });

  test('all_discounts_total is the sum of its parts, and of the line discounts', () => {
    for (const { seed, cart: c } of cases) {
      const parts = c.product_discounts_total + c.group_discounts_total + c.brand_discounts_total + c.cart_discount_amount + c.promo_code_discount_amount + c.crm_redemptions_total;
      expect(c.all_discounts_total, `seed ${seed}`).toBe(parts);
      const lines = c.lines.reduce((s, l) => s + l.product_discount + l.group_discount + l.brand_discount + l.cart_discount, 0);
      expect(c.all_discounts_total, `seed ${seed}`).toBe(lines);
      expect(c.brand_discounts_total).toBe(c.brand_discounts.reduce((s, b) => s + b.amount, 0));
      expect(c.discounted_subtotal).toBe(c.item_total - c.all_discounts_total);
      expect(c.discounted_subtotal).toBe(c.lines.reduce((s, l) => s + l.total, 0));
      expect(c.discounted_product_total).toBe(c.item_total - c.product_discounts_total - c.group_discounts_total);
    }
  });

  test('order_total is the sum of its components; the POS total is it, rounded to the increment', () => {
    for (const { seed, input, cart: c } of cases) {
      const taxes = c.tax_included ? 0 : c.sales_tax_amount + c.store_tax_amount;
      expect(c.order_total, `seed ${seed}`).toBe(c.discounted_subtotal + c.delivery_fee_amount + c.service_fee_amount + taxes + c.tip_amount);
      const inc = input.store.rounding_increment ?? 1;
      expect(c.pos.total).toBe(c.order_total + c.pos.rounding_amount);
      expect(c.pos.total % inc).toBe(0);
      expect(Math.abs(c.pos.rounding_amount)).toBeLessThanOrEqual(inc / 2);
      expect(c.store_tax_amount).toBe(c.store_taxes.reduce((s, t) => s + t.amount, 0));
      if (c.tax_included) expect(c.sales_tax_amount + c.store_tax_amount).toBeLessThanOrEqual(c.discounted_subtotal);
    }
  });

  test('max_specials_per_cart is never exceeded', () => {
    for (const { seed, input, cart } of cases) {
      const cap = input.store.max_specials_per_cart;
      if (cap != null) expect(cart.applied_special_keys.length, `seed ${seed}`).toBeLessThanOrEqual(cap);
      if (!cart.max_specials_per_cart_hit)
        expect(priceCart({ ...input, store: { ...input.store, max_specials_per_cart: null } }).applied_special_keys).toEqual(cart.applied_special_keys);
    }
  });

  test('pricing is deterministic and a cart compared with itself has not changed', () => {
    for (const { input, cart } of cases.slice(0, 100)) {
      const again = priceCart(input);
      expect(again).toEqual(cart);
      expect(specialHasChanged(cart, again).lines).toEqual([]);
    }
  });
});
