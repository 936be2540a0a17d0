import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import { cartAnswerOf, cartChangeOf } from '../../../../shared/cart';
import { CartAnswerSchema, CartChangeAnswerSchema, parseResponse } from '../../../../shared/schemas';
import { wireCart, wireLine } from '../cart/wireCart';

const parse = (wire: unknown) => v.parse(CartAnswerSchema, { cart: wire }).cart;

describe('the wire cart is read once, into integer cents (001 §3, DESIGN §2)', () => {
  test('totals, POS totals and lines arrive as cents, decimal-exact', () => {
    const cart = parse(
      wireCart({
        item_total: 19.99,
        order_total: 0.29,
        tip_amount: 1.1,
        pos: { delivery_fee: 4.35, total: 24.34, rounding_amount: 0, service_fee: 0, sales_tax: 0.01, store_tax: 0 },
      }),
    );
    expect(cart).toMatchObject({ uuid: 'cart-1', status: 'pending', reservationMode: 'pickup', itemTotalCents: 1999, orderTotalCents: 29, tipCents: 110 });
    expect(cart.pos).toEqual({ deliveryFeeCents: 435, totalCents: 2434, roundingCents: 0, serviceFeeCents: 0, salesTaxCents: 1, storeTaxCents: 0 });
  });

  // 001 §3: the unit price is the discounted price if present, otherwise the normal price (shared/money unitPrice).
  test.each([
    { name: 'a discounted price is the unit price', line: { price_gram: 12.5, discounted_price_gram: 9.99 }, unit: 999, price: 1250 },
    { name: 'without a discount the price is', line: { price_gram: 12.5 }, unit: 1250, price: 1250 },
    { name: 'a free item is a present discount', line: { price_gram: 12.5, discounted_price_gram: 0 }, unit: 0, price: 1250 },
    { name: 'a weight without a price has none (000 §4)', line: { discounted_price_gram: 9.99 }, unit: null, price: null },
    { name: "another weight's price is not this line's", line: { price_ounce: 200 }, unit: null, price: null },
  ])('$name', ({ line, unit, price }) => {
    const [read] = parse(wireCart({ products: [wireLine({ price_id: 'gram', count: 3, price_eighth_ounce: undefined, ...line })] })).lines;
    expect(read).toMatchObject({ productId: 7, weight: 'gram', count: 3, unitCents: unit, priceCents: price, totalCents: unit === null ? null : unit * 3 });
  });

  test('the notices and the checkout read what they need by name', () => {
    const cart = parse(
      wireCart({
        brand_special_has_changed: true,
        unavailable_products: [{ id: 7, price_id: 'eighth_ounce' }],
        crm_redemptions: [{ id: 2, crm_provider: 'springbig', reward_name: '$5 off', point_value: 100, cash_reward: 5 }],
        delivery_address: { street: '1 Main St', city: 'Los Angeles', state_code: 'CA', zipcode: '90026' },
        delivery_status: 'below_minimum',
        delivery_minimum: 50,
        promo_code: 'SAVE5',
        promo_code_status: 'below_minimum',
      }),
    );
    expect(cart).toMatchObject({
      specialChanged: true,
      unavailable: [{ productId: 7, weight: 'eighth_ounce' }],
      redemptions: [{ id: 2, crmProvider: 'springbig', rewardName: '$5 off', pointValue: 100, cashRewardCents: 500 }],
      deliveryAddress: { street: '1 Main St', city: 'Los Angeles', state_code: 'CA', zipcode: '90026' },
      deliveryStatus: 'below_minimum',
      deliveryMinimumCents: 5000,
      promoCode: 'SAVE5',
      promoCodeStatus: 'below_minimum',
    });
  });
});

describe('cart answers that fail their schema are logged and still used (001 §5)', () => {
  test('a total sent as text is reported at its path, and read as cents all the same', () => {
    const report = vi.fn();
    const answer = parseResponse(CartAnswerSchema, { cart: wireCart({ order_total: '30.97' as never }) }, report, cartAnswerOf);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0][0].issues).toEqual([{ path: 'cart.order_total', message: expect.any(String) }]);
    expect(answer.cart.orderTotalCents).toBe(3097);
    expect(answer.cart.lines[0].unitCents).toBe(2500);
  });

  test('a cart missing most of its fields still gives its lines and uuid', () => {
    const report = vi.fn();
    const thin = { cart: { uuid: 'cart-1', status: 'pending', products: [{ id: 7, price_id: 'gram', count: 2, price_gram: '12.00' }] } };
    const answer = parseResponse(CartAnswerSchema, thin, report, cartAnswerOf);
    expect(report.mock.calls[0][0].issues.map((i: { path: string }) => i.path)).toContain('cart.order_total');
    expect(answer.cart).toMatchObject({ uuid: 'cart-1', orderTotalCents: 0, pos: null, lines: [{ productId: 7, weight: 'gram', count: 2, unitCents: 1200 }] });
  });

  test("a change's answer carries its cart, its uuid and the bundle prompt", () => {
    const report = vi.fn();
    const bundle = { status: 'qualified', special_id: 4, discountable_product_ids: [8, 9], bundles: [] };
    const answer = parseResponse(CartChangeAnswerSchema, { cart_uuid: 'cart-1', cart: wireCart(), bundle }, report, cartChangeOf);
    expect(report).not.toHaveBeenCalled();
    expect(answer).toMatchObject({
      cartUuid: 'cart-1',
      cart: { uuid: 'cart-1', orderTotalCents: 3097 },
      bundle: { status: 'qualified', special_id: 4, discountable_product_ids: [8, 9] },
    });
    expect(
      parseResponse(CartChangeAnswerSchema, { cart: wireCart(), bundle: { status: 'none', special_id: null, discountable_product_ids: [] } }, report, cartChangeOf).cartUuid,
    ).toBe('cart-1');
  });
});
