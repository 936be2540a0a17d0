import type { WeightId } from './weightIds';
import type { ProductKind } from './weightsOffered';

// A menu product carries its prices as `price_{weight}` and `discounted_price_{weight}` (000 §3),
// as strings or numbers or null. The weight rules only test presence and compare prices, so they
// work in whatever unit the product uses; convert to cents with money's `dollarsToCents` at the edge.
export type PriceValue = string | number | null | undefined;
export type WeightPriceFields = { readonly [W in WeightId as `price_${W}`]?: PriceValue };
export type WeightDiscountedPriceFields = { readonly [W in WeightId as `discounted_price_${W}`]?: PriceValue };
export type PricedProduct = ProductKind & WeightPriceFields & WeightDiscountedPriceFields;

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

// 000 §4: a price is non-empty when it is a finite number or a numeric string.
export function parsePrice(value: PriceValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return DECIMAL.test(text) ? Number(text) : null;
}

export function priceOf(product: WeightPriceFields, weight: WeightId): number | null {
  return parsePrice(product[`price_${weight}`]);
}

export function discountedPriceOf(product: WeightDiscountedPriceFields, weight: WeightId): number | null {
  return parsePrice(product[`discounted_price_${weight}`]);
}
