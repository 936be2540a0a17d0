import type { Cents } from './cents';

// 000 §5, 001 §3: the unit price is the discounted price when present, otherwise the normal price.
// A discounted price of 0 is present (a free item).
export function unitPrice(price: Cents | null | undefined, discountedPrice: Cents | null | undefined): Cents | null {
  if (typeof discountedPrice === 'number' && Number.isFinite(discountedPrice)) return discountedPrice;
  if (typeof price === 'number' && Number.isFinite(price)) return price;
  return null;
}
