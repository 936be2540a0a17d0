import { availableWeights } from './availableWeights';
import { kindDefaultWeight } from './kindDefaultWeight';
import type { PricedProduct } from './pricesOf';
import type { WeightId } from './weightIds';

export interface ProductCardWeightOptions {
  /** The optional rule that narrows the available weights (for example to a special's weights). */
  readonly narrow?: (weights: readonly WeightId[]) => readonly WeightId[];
  /** The weight of this product's line in the cart, when it is in the cart. */
  readonly cartWeight?: WeightId | null;
  readonly sortedByPrice?: boolean;
  /** Weight filters applied to the menu, in the order they were applied. */
  readonly weightFilters?: readonly WeightId[];
}

export interface ProductCardWeightChoice {
  /** The weight buttons the card shows, in menu order. */
  readonly weights: readonly WeightId[];
  readonly selected: WeightId;
  /** 000 §4: the choice differs from the normal default and nothing is in the cart. */
  readonly nonStandardDefault: boolean;
}

// 000 §4: the weight a product card opens on.
export function productCardWeight(product: PricedProduct, options: ProductCardWeightOptions = {}): ProductCardWeightChoice {
  const available = availableWeights(product);
  const kept = options.narrow ? options.narrow(available) : available;
  const narrowed = available.filter((weight) => kept.includes(weight));
  // 000 §4: none left means each.
  if (narrowed.length === 0) return { weights: ['each'], selected: 'each', nonStandardDefault: false };

  const kindDefault = kindDefaultWeight(product.kind);
  const normal = kindDefault && narrowed.includes(kindDefault) ? kindDefault : narrowed[0];
  const inCart = options.cartWeight != null;

  if (inCart && narrowed.includes(options.cartWeight!)) {
    return { weights: narrowed, selected: options.cartWeight!, nonStandardDefault: false };
  }

  // 000 §4: with weight filters, the first filtered weight that has a price (one filter is the
  // case of one); failing that, or when sorted by price, the first available weight.
  const filters = options.weightFilters ?? [];
  let selected = normal;
  if (filters.length > 0) selected = filters.find((weight) => narrowed.includes(weight)) ?? narrowed[0];
  else if (options.sortedByPrice) selected = narrowed[0];

  return { weights: narrowed, selected, nonStandardDefault: !inCart && selected !== normal };
}
