import { describe, expect, test } from 'vitest';
import { isSoldByWeight, weightsOfferedFor, weightsOfferedForType } from '../../../../shared/weights';

const GRAM_TO_OUNCE = ['gram', 'two_gram', 'eighth_ounce', 'quarter_ounce', 'half_ounce', 'ounce'];
const HALF_GRAM_TO_OUNCE = ['half_gram', ...GRAM_TO_OUNCE];

describe('000 §3: only flower, extract and vape are sold by weight', () => {
  test.each([
    ['flower', true],
    ['extract', true],
    ['vape', true],
    ['gear', false],
    ['pre-roll', false],
    ['edible', false],
    ['merch', false],
    ['grow', false],
    ['tincture', false],
    ['topical', false],
    ['indica', false],
    [null, false],
  ])('kind %s sold by weight: %s', (kind, expected) => {
    expect(isSoldByWeight(kind)).toBe(expected);
  });
});

describe('000 §3: weights offered by type', () => {
  test.each([
    ['cbd', GRAM_TO_OUNCE],
    ['flower', GRAM_TO_OUNCE],
    ['hybrid', GRAM_TO_OUNCE],
    ['indica', GRAM_TO_OUNCE],
    ['sativa', GRAM_TO_OUNCE],
    ['extract', HALF_GRAM_TO_OUNCE],
    ['vape', HALF_GRAM_TO_OUNCE],
    ['edible', ['each']],
    ['pre-roll', ['each']],
    ['gear', ['each']],
    [undefined, ['each']],
  ])('type %s offers %j', (type, expected) => {
    expect(weightsOfferedForType(type)).toEqual(expected);
  });

  test.each([
    [{ kind: 'flower', type: 'indica' }, GRAM_TO_OUNCE],
    [{ kind: 'flower' }, GRAM_TO_OUNCE],
    [{ kind: 'extract', type: 'extract' }, HALF_GRAM_TO_OUNCE],
    [{ kind: 'vape', type: 'vape' }, HALF_GRAM_TO_OUNCE],
    // the kind decides whether a product is weighed at all: a pre-roll with a lineage type is sold each
    [{ kind: 'pre-roll', type: 'sativa' }, ['each']],
    [{ kind: 'edible', type: 'edible' }, ['each']],
    // a weighed kind whose type says nothing useful falls back to its kind
    [{ kind: 'vape', type: 'cartridge' }, HALF_GRAM_TO_OUNCE],
  ])('product %j offers %j', (product, expected) => {
    expect(weightsOfferedFor(product)).toEqual(expected);
  });
});
