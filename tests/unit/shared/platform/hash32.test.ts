import { describe, expect, test } from 'vitest';
import { fnv1a32, hash32 } from '../../../../shared/platform';

describe('fnv1a32 matches the published FNV-1a 32-bit test vectors', () => {
  test.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('%j → %i', (input, expected) => {
    expect(fnv1a32(input)).toBe(expected);
  });
});

describe('hash32', () => {
  test('is stable: the same key always gives the same unsigned 32-bit value', () => {
    const value = hash32('fee_label:12345');
    expect(hash32('fee_label:12345')).toBe(value);
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThan(2 ** 32);
    expect(Number.isInteger(value)).toBe(true);
  });

  test('sequential keys spread evenly over 10 buckets (chi-squared well under the 0.1% critical value)', () => {
    const n = 100_000;
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < n; i++) counts[hash32(`user-${i}`) % 10]++;
    const expected = n / 10;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: p = 0.001 at 27.88.
    expect(chi2).toBeLessThan(27.88);
  });

  test('flipping one input character flips about half the output bits (avalanche)', () => {
    let flipped = 0;
    const trials = 2000;
    for (let i = 0; i < trials; i++) {
      const x = hash32(`device-${i}a`) ^ hash32(`device-${i}b`);
      flipped += x.toString(2).split('1').length - 1;
    }
    const mean = flipped / trials;
    expect(mean).toBeGreaterThan(14);
    expect(mean).toBeLessThan(18);
  });
});
