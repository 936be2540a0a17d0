import { WEIGHT_IDS, type MenuProduct } from '../../../shared/types';
import { discountedPriceOf, priceOf } from '../../../shared/weights/pricesOf';
import type { MenuIndexWithProducts } from '../../search';
import { indexColumn } from './indexColumns';
import type { StoreContext } from './storeContext';

// The rows of what is discounted now (001 §7 sale, specials, brand_specials), from live specials only: "live" as the
// menu prices it (storeContext.ts). Each keeps the order it is given (best-selling order, from the caller).

/** The deepest discount of a product over its weights, as a fraction of the price (0: none). */
export function discountOf(product: MenuProduct): number {
  let deepest = 0;
  for (const weight of WEIGHT_IDS) {
    const price = priceOf(product, weight);
    const discounted = discountedPriceOf(product, weight);
    if (price !== null && discounted !== null && price > 0 && discounted < price) deepest = Math.max(deepest, (price - discounted) / price);
  }
  return deepest;
}

const hasLiveBrandSpecial = (product: MenuProduct, store: StoreContext) => product.applicable_brand_special_ids.some((id) => store.liveBrandSpecialIds.has(id));

/** sale: products with a discounted price now (its special, when it names one, is live), deepest discount first. */
export function saleOrder(index: MenuIndexWithProducts, positions: ArrayLike<number>, store: StoreContext): number[] {
  const discounts = indexColumn(index, 'discount', (i) => Float64Array.from(i.products, discountOf));
  const onSale: { id: number; discount: number; rank: number }[] = [];
  for (let rank = 0; rank < positions.length; rank++) {
    const position = positions[rank];
    if (!(discounts[position] > 0)) continue;
    const product = index.products[position];
    if (product.special_id !== null && !store.liveSpecialIds.has(product.special_id)) continue;
    onSale.push({ id: product.id, discount: discounts[position], rank });
  }
  onSale.sort((a, b) => b.discount - a.discount || a.rank - b.rank);
  return onSale.map((entry) => entry.id);
}

/** specials: products under a live store special. */
export function specialsOrder(products: readonly MenuProduct[], store: StoreContext): number[] {
  return products.filter((product) => product.applicable_special_ids.some((id) => store.liveSpecialIds.has(id))).map((product) => product.id);
}

/** brand_specials: products with a live brand discount. */
export function brandSpecialsOrder(products: readonly MenuProduct[], store: StoreContext): number[] {
  return products.filter((product) => product.has_brand_discount && hasLiveBrandSpecial(product, store)).map((product) => product.id);
}
