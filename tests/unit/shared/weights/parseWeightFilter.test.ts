import { describe, expect, test } from 'vitest';
import { parseWeightFilter, parseWeightFilters } from '../../../../shared/weights';

describe('000 §5: a weight filter is accepted only when it is a known weight (spaces → underscores)', () => {
  test.each([
    ['eighth_ounce', 'eighth_ounce'],
    ['eighth ounce', 'eighth_ounce'],
    ['half  gram', 'half_gram'],
    [' Quarter Ounce ', 'quarter_ounce'],
    ['each', 'each'],
    ['ounce', 'ounce'],
    ['pound', null],
    ['3.5g', null],
    ['eighth-ounce', null],
    ['', null],
    [7, null],
    [null, null],
  ])('%j → %j', (raw, expected) => {
    expect(parseWeightFilter(raw)).toBe(expected);
  });

  test('a list keeps known weights once, in order', () => {
    expect(parseWeightFilters(['ounce', 'pound', 'gram', 'ounce', 'half gram'])).toEqual(['ounce', 'gram', 'half_gram']);
  });
});
