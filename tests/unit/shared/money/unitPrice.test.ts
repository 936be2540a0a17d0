import { describe, expect, test } from 'vitest';
import { unitPrice } from '../../../../shared/money';

type Price = number | null | undefined;

// The one unit-price rule (001 §3), used by the cart, the catalogue cards, the menu sort and the pricing engine.
describe('001 §3 unit price: the discounted price if present, otherwise the price', () => {
  test.each<[Price, Price, number | null]>([
    [4000, 3000, 3000], // the discounted price when present
    [4000, null, 4000], // otherwise the normal price
    [4000, undefined, 4000],
    [4000, 0, 0], // a free item is a present discount
    [null, 3000, null], // 000 §4: a weight without a price is not offered, whatever its discounted price
    [null, null, null],
    [4000, Number.NaN, 4000],
  ])('price %s, discounted %s → %s', (price, discounted, expected) => {
    expect(unitPrice(price, discounted)).toBe(expected);
  });
});
