import { priceOf } from './pricesOf';
import type { PricedProduct, WeightPriceFields } from './pricesOf';
import type { WeightId } from './weightIds';
import { weightsOfferedFor } from './weightsOffered';

// 000 §4: a weight is available only when it has a non-empty price.
export function isWeightAvailable(product: WeightPriceFields, weight: WeightId): boolean {
  return priceOf(product, weight) !== null;
}

// The weights a product offers (000 §3) that have a price, in menu order.
export function availableWeights(product: PricedProduct): WeightId[] {
  return weightsOfferedFor(product).filter((weight) => isWeightAvailable(product, weight));
}

// 000 §4: a store counts for a weight only when its price for that weight is non-zero.
export function storeHasWeight(storeProduct: WeightPriceFields, weight: WeightId): boolean {
  const price = priceOf(storeProduct, weight);
  return price !== null && price !== 0;
}
