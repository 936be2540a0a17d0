import { dollarsToCents, discountPercent, unitPrice } from '../../shared/money';
import type { Cents } from '../../shared/money';
import type { MenuProduct, WeightId } from '../../shared/types';

export interface WeightPrice {
  readonly price: Cents | null;
  /** The discounted price, when lower than the price. */
  readonly discounted: Cents | null;
  /** 000 §5: what the shopper pays. */
  readonly unit: Cents | null;
  readonly percentOff: number | null;
  /** 000 §3 special_price_{weight}.special_custom_badge. */
  readonly badge: string | null;
}

type Priced = Partial<Pick<MenuProduct, `price_${WeightId}` | `discounted_price_${WeightId}` | `special_price_${WeightId}`>>;

/** The prices of one weight of a menu product, in cents (wire dollars converted at this edge). */
export function weightPrice(product: Priced, weight: WeightId): WeightPrice {
  const price = dollarsToCents(product[`price_${weight}`] ?? null);
  const rawDiscounted = dollarsToCents(product[`discounted_price_${weight}`] ?? null);
  const discounted = price !== null && rawDiscounted !== null && rawDiscounted < price ? rawDiscounted : null;
  const special = product[`special_price_${weight}`] ?? null;
  return {
    price,
    discounted,
    unit: unitPrice(price, discounted),
    percentOff: discountPercent(price, discounted),
    badge: special?.special_custom_badge ?? null,
  };
}
