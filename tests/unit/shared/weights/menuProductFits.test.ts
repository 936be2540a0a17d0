import { expect, test } from 'vitest';
import { availableWeights } from '../../../../shared/weights';
import type { PricedProduct } from '../../../../shared/weights';
import type { MenuProduct } from '../../../../shared/types';

// The weight rules take the wire menu product of shared/types as it is (000 §3 price_{weight}).
test('a wire MenuProduct is a PricedProduct', () => {
  const fits = (product: MenuProduct): PricedProduct => product;
  const product = { kind: 'flower', type: 'indica', price_gram: 12.5, price_ounce: null } as unknown as MenuProduct;
  expect(availableWeights(fits(product))).toEqual(['gram']);
});
