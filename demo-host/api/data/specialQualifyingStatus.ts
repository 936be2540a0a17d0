import type { MenuProduct, QualifyingStatus, StoreSpecial, WeightId } from '../../../shared/types';
import { unitPrice } from '../../../shared/money';
import { discountedPriceOf, priceOf, weightGrams } from '../../../shared/weights';

export interface CartLine {
  product: MenuProduct;
  price_id: WeightId;
  count: number;
}

export function qualifies(product: MenuProduct, special: StoreSpecial): boolean {
  return special.special_type === 'bundle' ? product.applicable_bundle_special_ids.qualify.includes(special.id) : product.applicable_special_ids.includes(special.id);
}

export function isDiscountable(product: MenuProduct, special: StoreSpecial): boolean {
  return special.special_type === 'bundle' ? product.applicable_bundle_special_ids.discount.includes(special.id) : product.applicable_special_ids.includes(special.id);
}

const sumCounts = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.count, 0);

/**
 * 000 §4 special qualifying status for a cart: a bundle is qualified once the cart holds its threshold of
 * qualifying items and applied once there is one more discountable item to discount; a bulk special applies
 * from its threshold in grams, a cart-total special from its cart minimum, a product special as soon as a
 * qualifying product is in the cart. An inactive special is never more than not_qualified.
 */
export function specialQualifyingStatus(special: StoreSpecial, lines: readonly CartLine[]): QualifyingStatus {
  if (!special.active) return 'not_qualified';
  const qualifying = lines.filter((line) => qualifies(line.product, special));
  switch (special.special_type) {
    case 'bundle': {
      const threshold = special.bundle_settings?.threshold_number_of_items_in_cart ?? 1;
      if (sumCounts(qualifying) < threshold) return 'not_qualified';
      const involved = lines.filter((line) => qualifies(line.product, special) || isDiscountable(line.product, special));
      const hasDiscountable = lines.some((line) => isDiscountable(line.product, special));
      return hasDiscountable && sumCounts(involved) > threshold ? 'applied' : 'qualified';
    }
    case 'bulk': {
      const grams = qualifying.reduce((sum, line) => sum + (weightGrams(line.price_id) ?? 0) * line.count, 0);
      return grams >= (special.bulk_weight_threshold_grams ?? 0) && grams > 0 ? 'applied' : 'not_qualified';
    }
    case 'cart_total': {
      const total = lines.reduce((sum, line) => sum + (unitPrice(priceOf(line.product, line.price_id), discountedPriceOf(line.product, line.price_id)) ?? 0) * line.count, 0);
      return lines.length > 0 && total >= (special.cart_minimum ?? 0) ? 'applied' : 'not_qualified';
    }
    default:
      return qualifying.length > 0 ? 'applied' : 'not_qualified';
  }
}
