import { describe, expect, test } from 'vitest';
import { productCardWeight } from '../../../../shared/weights';
import type { PricedProduct, ProductCardWeightChoice, ProductCardWeightOptions, WeightId } from '../../../../shared/weights';

const flower: PricedProduct = { kind: 'flower', type: 'hybrid', price_gram: '15', price_eighth_ounce: '40', price_ounce: '200' };
const vape: PricedProduct = { kind: 'vape', type: 'vape', price_half_gram: '25', price_gram: '45' };
const ALL: readonly WeightId[] = ['gram', 'eighth_ounce', 'ounce'];

type Row = [string, PricedProduct, ProductCardWeightOptions, ProductCardWeightChoice];

describe('000 §4: product card weight choice', () => {
  test.each<Row>([
    ['kind default', flower, {}, { weights: ALL, selected: 'eighth_ounce', nonStandardDefault: false }],
    ['first available without a kind default', vape, {}, { weights: ['half_gram', 'gram'], selected: 'half_gram', nonStandardDefault: false }],
    // narrowed by the optional rule
    ['narrowed', flower, { narrow: () => ['gram', 'ounce'] }, { weights: ['gram', 'ounce'], selected: 'gram', nonStandardDefault: false }],
    ['narrowing cannot add unavailable weights', flower, { narrow: () => ['half_ounce', 'ounce'] }, { weights: ['ounce'], selected: 'ounce', nonStandardDefault: false }],
    ['none left means each', flower, { narrow: () => [] }, { weights: ['each'], selected: 'each', nonStandardDefault: false }],
    ['no price at all means each', { kind: 'edible' }, {}, { weights: ['each'], selected: 'each', nonStandardDefault: false }],
    // in the cart: the cart's weight, and never the non-standard flag
    ['cart weight', flower, { cartWeight: 'ounce', sortedByPrice: true, weightFilters: ['gram'] }, { weights: ALL, selected: 'ounce', nonStandardDefault: false }],
    ['cart weight no longer offered', flower, { cartWeight: 'half_ounce', weightFilters: ['gram'] }, { weights: ALL, selected: 'gram', nonStandardDefault: false }],
    // sorted by price or filtered: the first available weight, flagged as non-standard
    ['sorted by price', flower, { sortedByPrice: true }, { weights: ALL, selected: 'gram', nonStandardDefault: true }],
    ['one weight filter', flower, { weightFilters: ['ounce'] }, { weights: ALL, selected: 'ounce', nonStandardDefault: true }],
    ['filter equal to the default is standard', flower, { weightFilters: ['eighth_ounce'] }, { weights: ALL, selected: 'eighth_ounce', nonStandardDefault: false }],
    ['several filters: first with a price', flower, { weightFilters: ['half_ounce', 'ounce', 'gram'] }, { weights: ALL, selected: 'ounce', nonStandardDefault: true }],
    ['filters none priced: first available', flower, { weightFilters: ['half_ounce', 'two_gram'] }, { weights: ALL, selected: 'gram', nonStandardDefault: true }],
    ['narrowed default', flower, { narrow: (weights) => weights.filter((w) => w !== 'eighth_ounce') }, { weights: ['gram', 'ounce'], selected: 'gram', nonStandardDefault: false }],
  ])('%s', (_name, product, options, expected) => {
    expect(productCardWeight(product, options)).toEqual(expected);
  });
});
