import { availableWeights } from './availableWeights';
import { kindDefaultWeight } from './kindDefaultWeight';
import { parseWeightFilters } from './parseWeightFilter';
import { unitPrice } from '../money/unitPrice';
import { discountedPriceOf, priceOf } from './pricesOf';
import type { PricedProduct } from './pricesOf';
import { isWeightId } from './weightIds';
import type { WeightId } from './weightIds';
import { isSoldByWeight, weightsOfferedFor } from './weightsOffered';

export interface DefaultWeightOptions {
  /** Step 1: a default weight named by the product or the store. */
  readonly explicitDefault?: string | null;
  /** Step 2: the weight filters applied to the menu, in the order they were applied. */
  readonly weightFilters?: readonly WeightId[];
  /** Step 3: the menu is sorted by price. */
  readonly sortedByPrice?: boolean;
  /** Step 4: the applicable_weights of the special the product is shown under. */
  readonly specialWeights?: readonly string[] | null;
  /**
   * Step 4's fix flag. When set, `each` in a special's weights means the special is priced per
   * item whatever the weight: it covers every weight and so prefers none, and step 4 gives way to
   * the kind default. When not set, `each` is an ordinary id, which no weighed product offers, so
   * only the special's other weights count.
   */
  readonly eachCoversAllWeights?: boolean;
}

export type DefaultWeightStep = 'notSoldByWeight' | 'explicitDefault' | 'weightFilter' | 'lowestPrice' | 'special' | 'kindDefault' | 'firstAvailable' | 'nothingAvailable';

export interface DefaultWeightChoice {
  readonly weight: WeightId;
  /** Which rule of 000 §4 decided. */
  readonly step: DefaultWeightStep;
}

// 000 §4: the default weight of a product sold by weight, first match wins; other products use each.
export function chooseDefaultWeight(product: PricedProduct, options: DefaultWeightOptions = {}): DefaultWeightChoice {
  if (!isSoldByWeight(product.kind)) return { weight: 'each', step: 'notSoldByWeight' };
  const available = availableWeights(product);

  const explicit = options.explicitDefault;
  if (isWeightId(explicit) && available.includes(explicit)) return { weight: explicit, step: 'explicitDefault' };

  const filtered = (options.weightFilters ?? []).find((weight) => available.includes(weight));
  if (filtered) return { weight: filtered, step: 'weightFilter' };

  if (options.sortedByPrice && available.length > 0) return { weight: lowestPriced(product, available), step: 'lowestPrice' };

  const special = firstCoveredBySpecial(available, options);
  if (special) return { weight: special, step: 'special' };

  const kindDefault = kindDefaultWeight(product.kind);
  if (kindDefault && available.includes(kindDefault)) return { weight: kindDefault, step: 'kindDefault' };

  if (available.length > 0) return { weight: available[0], step: 'firstAvailable' };

  // Nothing priced: show the weight the product would normally open on rather than nothing.
  return { weight: kindDefault ?? weightsOfferedFor(product)[0], step: 'nothingAvailable' };
}

// Ties go to the weight listed first. The price compared is the one the shopper pays (001 §3 unit price).
function lowestPriced(product: PricedProduct, available: readonly WeightId[]): WeightId {
  const paid = (weight: WeightId) => unitPrice(priceOf(product, weight), discountedPriceOf(product, weight)) ?? Infinity;
  let best = available[0];
  let bestPrice = paid(best);
  for (const weight of available.slice(1)) {
    const price = paid(weight);
    if (price < bestPrice) {
      best = weight;
      bestPrice = price;
    }
  }
  return best;
}

function firstCoveredBySpecial(available: readonly WeightId[], options: DefaultWeightOptions): WeightId | null {
  const covered = parseWeightFilters(options.specialWeights ?? []);
  if (options.eachCoversAllWeights && covered.includes('each')) return null;
  return available.find((weight) => covered.includes(weight)) ?? null;
}
