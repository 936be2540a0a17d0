import { describe, expect, test } from 'vitest';
import { CART_REFETCH_THRESHOLD_MS } from '../../../../shared/constants';
import { CHECKOUT_CONTACT_EMAIL, cartLimitMeters, cartSummary, checkoutErrorKind, contactMessage, opensDrawerAfterAdd, shouldRefetchCart } from '../../../../shared/cart';
import type { CartLimitRule } from '../../../../shared/types';

describe('shouldRefetchCart (001 §9: refetch threshold 2000 ms)', () => {
  test('the threshold is 2000 ms', () => expect(CART_REFETCH_THRESHOLD_MS).toBe(2000));
  test.each([
    { fetchedAt: null, now: 0, force: false, refetch: true },
    { fetchedAt: 10_000, now: 11_999, force: false, refetch: false },
    { fetchedAt: 10_000, now: 12_000, force: false, refetch: false },
    { fetchedAt: 10_000, now: 12_001, force: false, refetch: true },
    { fetchedAt: 10_000, now: 10_001, force: true, refetch: true },
  ])('fetched at $fetchedAt, now $now, forced $force → $refetch', ({ fetchedAt, now, force, refetch }) => {
    expect(shouldRefetchCart(fetchedAt, now, force)).toBe(refetch);
  });
});

describe('opensDrawerAfterAdd (001 §4)', () => {
  test.each([
    ['default', false, true],
    ['embedded', false, true],
    ['framelessEmbed', false, true],
    ['kiosk', false, true],
    ['headless', false, false],
    ['bloom', false, false],
    ['embedded', true, false],
  ] as const)('%s, suppressed %s → %s', (mode, suppressed, opens) => {
    expect(opensDrawerAfterAdd(mode, suppressed)).toBe(opens);
  });
});

describe('checkoutErrorKind (001 §8)', () => {
  test.each([
    ['Your total has been updated', 'totalUpdated'],
    ['Sorry: Your total has been updated (now $31.00)', 'totalUpdated'],
    ['One or more products in your cart are no longer available', 'productsUnavailable'],
    ['Cart is not pending', 'cartNotPending'],
    ["This address is outside the store's delivery area", 'message'],
  ])('%s → %s', (message, kind) => {
    expect(checkoutErrorKind(message, CHECKOUT_CONTACT_EMAIL)).toEqual({ kind, message });
  });

  test.each([[null], [undefined], [{ errors: ['x'] }], [42], ['  ']])('a non-string error (%j) shows the contact message', (error) => {
    expect(checkoutErrorKind(error, 'help@store.example')).toEqual({
      kind: 'contact',
      message: 'Something went wrong, please try again. If the problem persists, please contact us at help@store.example',
    });
  });

  test('the contact message is word for word', () => {
    expect(contactMessage('a@b.c')).toBe('Something went wrong, please try again. If the problem persists, please contact us at a@b.c');
  });
});

describe('cartSummary (DESIGN §1.3 cart message)', () => {
  test('counts units and prefers the server total', () => {
    const lines = [
      { productId: 1, weight: 'gram' as const, count: 2, unitCents: 1000 },
      { productId: 2, weight: 'each' as const, count: 1, unitCents: 599 },
    ];
    expect(cartSummary(lines, null)).toEqual({ count: 3, totalCents: 2599 });
    expect(cartSummary(lines, 3097)).toEqual({ count: 3, totalCents: 3097 });
  });
});

describe('cartLimitMeters (000 §3 cart_limit_rules)', () => {
  const rules: CartLimitRule[] = [
    { product_group_name: 'Flower', limit_value: 28.5, limit_unit: 'g', rule_type: 'product', product_types: ['flower', 'pre-roll'] },
    { product_group_name: 'Concentrates', limit_value: 8, limit_unit: 'g', rule_type: 'product', product_types: ['extract', 'vape'] },
    { product_group_name: 'Edibles', limit_value: 1000, limit_unit: 'mg', rule_type: 'product', product_types: ['edible'] },
  ];
  test('grams per group from the weights; an untouched group at 0, an mg group whose THC data is unknown counting (null)', () => {
    const meters = cartLimitMeters(rules, [
      { kind: 'flower', weight: 'eighth_ounce', count: 2 },
      { kind: 'pre-roll', weight: 'gram', count: 3 },
      { kind: 'edible', weight: 'each', count: 4 },
    ]);
    expect(meters).toEqual([
      { group: 'Flower', unit: 'g', limit: 28.5, used: 10, share: 10 / 28.5, over: false },
      { group: 'Concentrates', unit: 'g', limit: 8, used: 0, share: 0, over: false },
      { group: 'Edibles', unit: 'mg', limit: 1000, used: null, share: 0, over: false },
    ]);
  });
  test('over the limit is flagged and the meter is full', () => {
    const [flower] = cartLimitMeters(rules, [{ kind: 'flower', weight: 'ounce', count: 2 }]);
    expect(flower).toMatchObject({ used: 56, share: 1, over: true });
  });
});
