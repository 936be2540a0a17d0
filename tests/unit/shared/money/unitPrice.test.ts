import { describe, expect, test } from 'vitest';
import { unitPrice } from '../../../../shared/money';

type Price = number | null | undefined;

describe('000 §5, 001 §3 unit price', () => {
  test.each<[Price, Price, number | null]>([
    [4000, 3000, 3000], // the discounted price when present
    [4000, null, 4000], // otherwise the normal price
    [4000, undefined, 4000],
    [4000, 0, 0], // a free item is a present discount
    [null, 3000, 3000],
    [null, null, null],
    [4000, Number.NaN, 4000],
  ])('price %s, discounted %s → %s', (price, discounted, expected) => {
    expect(unitPrice(price, discounted)).toBe(expected);
  });
});
