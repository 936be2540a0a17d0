import { describe, expect, test } from 'vitest';
import { centsToDollars, dollarsToCents } from '../../../../shared/money';

describe('money is integer cents; dollars ↔ cents never drift', () => {
  test.each<[string | number | null | undefined, number | null]>([
    ['19.99', 1999],
    [19.99, 1999], // 19.99 * 100 is 1998.9999999999998 in floating point
    ['0.29', 29],
    [0.29, 29], // 0.29 * 100 is 28.999999999999996
    [1.005, 101], // half a cent rounds away from zero
    ['19.995', 2000],
    ['19.994', 1999],
    ['-19.995', -2000],
    [0.1 + 0.2, 30],
    ['45', 4500],
    ['45.5', 4550],
    ['5.', 500],
    ['.5', 50],
    [' 12.00 ', 1200],
    ['-3.25', -325],
    ['-0.001', 0],
    [0, 0],
    ['', null],
    ['.', null],
    ['abc', null],
    ['$5.00', null],
    ['1,000.00', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ])('dollarsToCents(%j) → %s', (value, expected) => {
    expect(dollarsToCents(value)).toBe(expected);
  });

  test('every cent amount from 0.00 to 99.99 survives the round trip', () => {
    for (let cents = 0; cents < 10_000; cents += 1) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });

  test.each<[number, number]>([
    [1999, 19.99],
    [5, 0.05],
    [0, 0],
    [-5, -0.05],
    [-12345, -123.45],
    [100000, 1000],
  ])('%s cents is %s dollars', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });
});
