import { describe, expect, test } from 'vitest';
import { productInStoresDefaultWeight } from '../../../../shared/weights';
import type { WeightPriceFields, ProductKind, WeightId } from '../../../../shared/weights';

const flower: ProductKind = { kind: 'flower', type: 'indica' };
const extract: ProductKind = { kind: 'extract', type: 'extract' };
const vape: ProductKind = { kind: 'vape', type: 'vape' };

describe('000 §4: product-in-stores default weight', () => {
  test.each<[string, ProductKind, WeightPriceFields[], WeightId]>([
    ['kind default when any store has it', flower, [{ price_gram: '10' }, { price_eighth_ounce: '35' }], 'eighth_ounce'],
    ['extract kind default', extract, [{ price_gram: '50' }, { price_half_gram: '30' }], 'half_gram'],
    // a store has a weight only with a non-zero price
    ['a zero price does not count', flower, [{ price_eighth_ounce: '0', price_ounce: '200', price_gram: '10' }], 'gram'],
    ['first weight some store has, menu order', flower, [{ price_ounce: '200' }, { price_quarter_ounce: '60' }], 'quarter_ounce'],
    ['vape has no kind default', vape, [{ price_gram: 40 }, { price_half_gram: 0 }], 'gram'],
    ['no store has any weight: the flower default', extract, [{ price_gram: '0' }, {}], 'eighth_ounce'],
    ['no stores: the flower default', vape, [], 'eighth_ounce'],
    ['products not sold by weight use each', { kind: 'edible' }, [{ price_each: '10' }], 'each'],
  ])('%s', (_name, product, stores, expected) => {
    expect(productInStoresDefaultWeight(product, stores)).toBe(expected);
  });
});
