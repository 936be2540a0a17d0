import { storeHasWeight } from './availableWeights';
import { DEFAULT_FLOWER_WEIGHT, kindDefaultWeight } from './kindDefaultWeight';
import type { WeightPriceFields } from './pricesOf';
import type { WeightId } from './weightIds';
import { isSoldByWeight, weightsOfferedFor } from './weightsOffered';
import type { ProductKind } from './weightsOffered';

// 000 §4: in the product-in-stores view the default is the kind default if any store has it,
// otherwise the first weight some store has, otherwise the flower default. A store "has" a weight
// only with a non-zero price. Products not sold by weight use each (000 §4).
export function productInStoresDefaultWeight(product: ProductKind, storeProducts: readonly WeightPriceFields[]): WeightId {
  if (!isSoldByWeight(product.kind)) return 'each';
  const anyStoreHas = (weight: WeightId) => storeProducts.some((storeProduct) => storeHasWeight(storeProduct, weight));
  const kindDefault = kindDefaultWeight(product.kind);
  if (kindDefault && anyStoreHas(kindDefault)) return kindDefault;
  return weightsOfferedFor(product).find(anyStoreHas) ?? DEFAULT_FLOWER_WEIGHT;
}
