import { WEIGHT_IDS } from '../../../shared/types';
import { discountedPriceOf, priceOf, type WeightDiscountedPriceFields, type WeightPriceFields } from '../../../shared/weights/pricesOf';
import type { MenuIndex } from '../../search';
import type { RankingFeatures } from './rankingFeatures';
import type { StoreContext } from './storeContext';

// The rows of what is discounted now (001 §7 sale, specials, brand_specials), from live specials only: "live" as the
// menu prices it (storeContext.ts). Each keeps the order it is given (best-selling order, from the caller).

/** The deepest discount of a product over its weights, as a fraction of the price (0: none). */
export function discountOf(product: WeightPriceFields & WeightDiscountedPriceFields): number {
  let deepest = 0;
  for (const weight of WEIGHT_IDS) {
    const price = priceOf(product, weight);
    const discounted = discountedPriceOf(product, weight);
    if (price !== null && discounted !== null && price > 0 && discounted < price) deepest = Math.max(deepest, (price - discounted) / price);
  }
  return deepest;
}

/** sale: products with a discounted price now (its special, when it names one, is live), deepest discount first. */
export function saleOrder(index: MenuIndex, positions: ArrayLike<number>, store: StoreContext, features: RankingFeatures): number[] {
  const { discount, specialId } = features;
  const onSale: { id: number; discount: number; rank: number }[] = [];
  for (let rank = 0; rank < positions.length; rank++) {
    const position = positions[rank];
    if (!(discount[position] > 0)) continue;
    if (specialId[position] !== -1 && !store.liveSpecialIds.has(specialId[position])) continue;
    onSale.push({ id: index.ids[position], discount: discount[position], rank });
  }
  onSale.sort((a, b) => b.discount - a.discount || a.rank - b.rank);
  return onSale.map((entry) => entry.id);
}

/** specials: products under a live store special, in the order of `positions`. */
export function specialsOrder(index: MenuIndex, positions: ArrayLike<number>, store: StoreContext, features: RankingFeatures): number[] {
  return Array.from(positions).flatMap((i) => (features.specialIds[i].some((id) => store.liveSpecialIds.has(id)) ? [index.ids[i]] : []));
}

/** brand_specials: products with a live brand discount, in the order of `positions`. */
export function brandSpecialsOrder(index: MenuIndex, positions: ArrayLike<number>, store: StoreContext, features: RankingFeatures): number[] {
  const live = (i: number) => features.hasBrandDiscount[i] === 1 && features.brandSpecialIds[i].some((id) => store.liveBrandSpecialIds.has(id));
  return Array.from(positions).flatMap((i) => (live(i) ? [index.ids[i]] : []));
}
