import type { Cents } from './cents';

// 000 §5: null when either price is missing or the two prices are equal; otherwise the rounded
// percent reduction. A "discount" that raises the price (or a zero normal price) is no reduction
// and is null too, so no card shows "-10% off".
export function discountPercent(price: Cents | null | undefined, discountedPrice: Cents | null | undefined): number | null {
  if (!isPrice(price) || !isPrice(discountedPrice)) return null;
  if (price <= 0 || discountedPrice >= price) return null;
  return Math.round(((price - discountedPrice) / price) * 100);
}

function isPrice(value: Cents | null | undefined): value is Cents {
  return typeof value === 'number' && Number.isFinite(value);
}
