import { describe, expect, test } from 'vitest';
import { availableWeights, discountedPriceOf, isWeightAvailable, parsePrice, priceOf, storeHasWeight } from '../../../../shared/weights';
import type { PriceValue } from '../../../../shared/weights';
import { unitPrice } from '../../../../shared/money';

describe('000 §4: a weight is available only when it has a non-empty price', () => {
  test.each<[PriceValue, number | null]>([
    ['45.00', 45],
    [' 12.5 ', 12.5],
    ['0', 0],
    [30, 30],
    [0, 0],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['abc', null],
    ['12abc', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('parsePrice(%j) → %s', (value, expected) => {
    expect(parsePrice(value)).toBe(expected);
  });

  test.each<[PriceValue, boolean]>([
    ['35', true],
    [35, true],
    ['0', true], // non-empty: available, although no store counts for it (below)
    ['', false],
    [null, false],
    [undefined, false],
  ])('price_gram %j → available %s', (price, expected) => {
    expect(isWeightAvailable({ price_gram: price }, 'gram')).toBe(expected);
  });

  test('available weights are the offered weights that have a price, in menu order', () => {
    const product = { kind: 'flower', type: 'hybrid', price_ounce: '200', price_gram: 12, price_eighth_ounce: '', price_each: '5' };
    expect(availableWeights(product)).toEqual(['gram', 'ounce']);
  });

  test('a product not sold by weight is available each only with an each price', () => {
    expect(availableWeights({ kind: 'edible', price_each: '20', price_gram: '5' })).toEqual(['each']);
    expect(availableWeights({ kind: 'edible', price_each: null })).toEqual([]);
  });

  test.each<[PriceValue, PriceValue, number | null]>([
    ['40', '30', 30],
    ['40', null, 40],
    ['40', '', 40],
    [null, '30', null],
  ])('001 §3: the unit price of wire price %j, discounted %j is %s', (price, discounted, expected) => {
    const product = { price_gram: price, discounted_price_gram: discounted };
    expect(unitPrice(priceOf(product, 'gram'), discountedPriceOf(product, 'gram'))).toBe(expected);
  });
});

describe('000 §4: a store counts for a weight only when its price for that weight is non-zero', () => {
  test.each<[PriceValue, boolean]>([
    ['35', true],
    [0.01, true],
    ['0', false],
    ['0.00', false],
    [0, false],
    ['', false],
    [null, false],
  ])('store price %j → counts %s', (price, expected) => {
    expect(storeHasWeight({ price_gram: price }, 'gram')).toBe(expected);
  });
});
