import { describe, expect, test } from 'vitest';
import { allocate, divRoundHalfUp, percentOf, percentToPpm, roundToIncrement } from '../../../../shared/pricing';

describe('percentOf rounds half up, in integer cents', () => {
  test.each([
    [1099, 15, 165], // 1099 × 0.15 = 164.85 → 165
    [1000, 12.5, 125], // exact
    [1, 50, 1], // 0.5 → 1 (half up)
    [3, 50, 2], // 1.5 → 2
    [999, 7.25, 72], // 72.4275 → 72
    [1000, 0, 0],
    [1000, -5, 0], // negative percents are no discount
    [1000, 150, 1000], // clamped to 100 %
    [0, 20, 0],
  ])('percentOf(%i, %d) = %i', (amount, pct, expected) => {
    expect(percentOf(amount, pct)).toBe(expected);
  });

  test('rates keep four decimals: 7.2525 % → 72 525 ppm', () => {
    expect(percentToPpm(7.2525)).toBe(72_525);
  });

  test('divRoundHalfUp(5, 2) = 3 and (4, 3) = 1', () => {
    expect(divRoundHalfUp(5, 2)).toBe(3);
    expect(divRoundHalfUp(4, 3)).toBe(1);
  });
});

describe('allocate splits by largest remainder without losing a cent', () => {
  test.each([
    [100, [1, 1, 1], [34, 33, 33]], // 33.33 each, the spare cent to the first tie
    [1000, [3000, 1000], [750, 250]], // exact proportions
    [101, [2000, 1000, 1000], [51, 25, 25]], // 50.5, 25.25, 25.25 → 50+25+25 = 100, +1 to the .5
    [5, [0, 10], [0, 5]], // a zero weight never receives a cent
    [0, [5, 5], [0, 0]],
    [7, [0, 0], [0, 0]], // nothing to weigh by
  ])('allocate(%i, %j) = %j', (total, weights, expected) => {
    expect(allocate(total, weights)).toEqual(expected);
  });
});

describe('roundToIncrement rounds the POS total to the cash step', () => {
  test.each([
    [1097, 5, 1095], // 1097 is 2 above 1095
    [1098, 5, 1100], // 3 above, rounds up
    [1099, 1, 1099], // increment 1: none
    [1050, 100, 1100], // half a dollar rounds up
    [1049, 100, 1000],
  ])('roundToIncrement(%i, %i) = %i', (amount, inc, expected) => {
    expect(roundToIncrement(amount, inc)).toBe(expected);
  });
});
