import { percentOf } from './rounding';
import type { Cents, Discount } from './types';

/**
 * What a discount takes off `amount` cents covering `units` units: percent of the amount (rounded
 * half up once), a dollar amount per unit, or down to a target price per unit. Never negative, never
 * more than the amount, so a special can lower a price but never raise it.
 */
export function discountOn(amount: Cents, units: number, discount: Discount): Cents {
  if (amount <= 0 || units <= 0) return 0;
  switch (discount.discount_type) {
    case 'percent':
      return Math.min(amount, percentOf(amount, discount.discount_percent ?? 0));
    case 'dollar_amount':
      return Math.min(amount, Math.max(0, discount.discount_dollar_amount ?? 0) * units);
    case 'target_price': {
      const target = discount.discount_target_price;
      if (target == null || target < 0) return 0;
      return Math.max(0, amount - target * units);
    }
    default:
      return 0;
  }
}
