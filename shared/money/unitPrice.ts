import type { Cents } from './cents';

const isAmount = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * 001 §3: the unit price is the discounted price if present, otherwise the normal price. The one statement of the
 * rule: the cart, the catalogue cards, the menu's price sort and the pricing engine all use it. A discounted price
 * of 0 is present (a free item); 000 §4: a weight without a normal price is not offered, so it has no unit price.
 * Both prices in one unit: cents inside Canopy (a weight rule comparing wire prices may pass those).
 */
export function unitPrice(price: Cents | null | undefined, discountedPrice: Cents | null | undefined): Cents | null {
  if (!isAmount(price)) return null;
  return isAmount(discountedPrice) ? discountedPrice : price;
}
