import { describe, expect, test } from 'vitest';
import { discountPercent } from '../../../../shared/money';

type Price = number | null | undefined;

describe('000 §5 discount percentage', () => {
  test.each<[Price, Price, number | null]>([
    // null when either price is missing
    [null, 3000, null],
    [4000, null, null],
    [undefined, undefined, null],
    [Number.NaN, 3000, null],
    // null when the two prices are equal
    [4000, 4000, null],
    // otherwise the rounded percent reduction
    [4000, 3000, 25],
    [3000, 2000, 33], // 33.33…
    [3000, 1000, 67], // 66.66…
    [1000, 995, 1], // 0.5 rounds up
    [1000, 996, 0], // 0.4 rounds down
    [1999, 0, 100],
    // not a reduction
    [3000, 3500, null],
    [0, 0, null],
    [0, -100, null],
  ])('price %s, discounted %s → %s', (price, discounted, expected) => {
    expect(discountPercent(price, discounted)).toBe(expected);
  });
});
