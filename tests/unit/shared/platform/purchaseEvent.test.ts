import { describe, expect, test } from 'vitest';
import { PURCHASE_PRODUCT_KEYS, PURCHASE_ROOT_KEYS, validatePurchaseEvent } from '../../../../shared/platform';

describe('001 §5: the allowed keys of a purchase event', () => {
  test('root keys', () => {
    expect(PURCHASE_ROOT_KEYS).toEqual([
      'common',
      'type',
      'transaction_id',
      'currency',
      'revenue',
      'revenue_in_usd',
      'exchange_rate',
      'shipping',
      'tax',
      'coupon',
      'affiliation',
      'persona',
      'products',
    ]);
  });
  test('product keys', () => {
    expect(PURCHASE_PRODUCT_KEYS).toEqual(['sku', 'name', 'price', 'quantity', 'brand', 'category', 'variant']);
  });
});

describe("001 §5: a purchase event is named 'purchase' with non-empty data of allowed keys", () => {
  test('a full valid event passes unchanged', () => {
    const data = {
      common: { store_id: 1 },
      type: 'pickup',
      transaction_id: 'r-123',
      currency: 'CAD',
      revenue: 54.5,
      revenue_in_usd: 40.1,
      exchange_rate: 0.74,
      shipping: 5,
      tax: 4.2,
      coupon: '420DEAL',
      affiliation: 'Canopy',
      persona: 'guest',
      products: [{ sku: 12, name: 'Blue Dream', price: 25, quantity: 2, brand: 'Kiva', category: 'hybrid', variant: 'eighth_ounce' }],
    };
    expect(validatePurchaseEvent({ name: 'purchase', data })).toEqual({ ok: true, event: { name: 'purchase', data } });
  });

  test('001 §7: currency defaults to USD; tax and shipping report 0', () => {
    expect(validatePurchaseEvent({ name: 'purchase', data: { transaction_id: 'r-1', revenue: 10 } })).toEqual({
      ok: true,
      event: { name: 'purchase', data: { transaction_id: 'r-1', revenue: 10, currency: 'USD', tax: 0, shipping: 0 } },
    });
  });

  test.each([
    ['not an object', 'purchase', ['event: expected an object, got "purchase"']],
    ['wrong name', { name: 'checkout', data: { revenue: 1 } }, ['name: expected \'purchase\', got "checkout"']],
    ['missing data', { name: 'purchase' }, ['data: expected a non-empty object, got undefined']],
    ['empty data', { name: 'purchase', data: {} }, ['data: expected a non-empty object, got an empty object']],
    ['data as a list', { name: 'purchase', data: [1] }, ['data: expected a non-empty object, got a list']],
    [
      'an unknown root key',
      { name: 'purchase', data: { revenue: 1, email: 'jo@example.com' } },
      [
        'data.email is not an allowed key (allowed: common, type, transaction_id, currency, revenue, revenue_in_usd, exchange_rate, shipping, tax, coupon, affiliation, persona, products)',
      ],
    ],
    [
      'an unknown product key',
      { name: 'purchase', data: { products: [{ sku: '1', thc: 20 }] } },
      ['data.products[0].thc is not an allowed key (allowed: sku, name, price, quantity, brand, category, variant)'],
    ],
    ['a non-numeric revenue', { name: 'purchase', data: { revenue: '10' } }, ['data.revenue: expected a finite number, got "10"']],
    ['a bad currency', { name: 'purchase', data: { currency: 'usd' } }, ['data.currency: expected a three-letter currency code, got "usd"']],
    ['products not a list', { name: 'purchase', data: { products: {} } }, ['data.products: expected a list, got object']],
    ['a product not an object', { name: 'purchase', data: { products: [null] } }, ['data.products[0]: expected an object, got null']],
    ['an infinite price', { name: 'purchase', data: { products: [{ price: Infinity }] } }, ['data.products[0].price: expected a finite number, got number']],
  ])('%s → errors', (_case, input, errors) => {
    expect(validatePurchaseEvent(input)).toEqual({ ok: false, errors });
  });

  test('every problem is reported, not only the first', () => {
    const result = validatePurchaseEvent({ name: 'buy', data: { foo: 1, tax: 'x', products: [{ bar: 1 }] } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toHaveLength(4);
  });
});
