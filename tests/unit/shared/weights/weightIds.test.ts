import { describe, expect, test } from 'vitest';
import { WEIGHT_IDS, isWeightId, weightGrams, weightLabel } from '../../../../shared/weights';
import type { WeightId } from '../../../../shared/weights';

describe('000 §3 weight ids, labels and grams', () => {
  test('the eight weight ids in menu order', () => {
    expect(WEIGHT_IDS).toEqual(['half_gram', 'gram', 'two_gram', 'eighth_ounce', 'quarter_ounce', 'half_ounce', 'ounce', 'each']);
  });

  test.each<[WeightId, string, number | null]>([
    ['half_gram', '0.5g', 0.5],
    ['gram', '1g', 1],
    ['two_gram', '2g', 2],
    ['eighth_ounce', '3.5g', 3.5],
    ['quarter_ounce', '7g', 7],
    ['half_ounce', '14g', 14],
    ['ounce', '28g', 28],
    ['each', 'Each', null],
  ])('%s is labelled %s and weighs %s g', (weight, label, grams) => {
    expect(weightLabel(weight)).toBe(label);
    expect(weightGrams(weight)).toBe(grams);
  });

  test.each([
    ['eighth_ounce', true],
    ['each', true],
    ['eighth ounce', false],
    ['Gram', false],
    ['', false],
    [3.5, false],
    [null, false],
  ])('isWeightId(%j) is %s', (value, expected) => {
    expect(isWeightId(value)).toBe(expected);
  });
});
