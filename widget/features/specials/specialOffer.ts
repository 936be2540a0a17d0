import { dollarsToCents, formatCurrency } from '../../../shared/money';
import type { Currency } from '../../../shared/money';
import type { BundleSettings, DiscountType, SpecialType } from '../../../shared/types';

export interface OfferFields {
  readonly special_type: SpecialType;
  readonly discount_type: DiscountType;
  readonly discount_percent: number | null;
  readonly discount_dollar_amount: number | null;
  readonly discount_target_price: number | null;
  readonly bulk_weight_threshold_grams?: number | null;
  readonly cart_minimum?: number | null;
  readonly bundle_settings?: BundleSettings | null;
}

/**
 * The offer in a few words, for a special's card, summary and sticky banner: '20% off', '$5 off',
 * 'Now $25', 'Buy 2, get 1 50% off', '15% off 28g', '$10 off $100+'. Money arrives in wire dollars and is
 * formatted from cents (000 §5); null when the special carries no usable amount.
 */
export function specialOffer(special: OfferFields, currency: Currency): string | null {
  const money = (dollars: number | null) => {
    const cents = dollarsToCents(dollars);
    return cents === null ? null : formatCurrency(cents, { currency, wholeNumber: true });
  };
  const amount = amountText(special, money);
  if (!amount) return null;

  switch (special.special_type) {
    case 'bundle': {
      const settings = special.bundle_settings;
      const discounted = settings?.max_number_of_discounted_products ?? 1;
      const price = special.discount_type === 'target_price' ? `for ${amount}` : amount;
      return settings ? `Buy ${settings.threshold_number_of_items_in_cart}, get ${discounted} ${price}` : `Bundle: ${amount}`;
    }
    case 'bulk':
      return special.bulk_weight_threshold_grams ? `${amount} ${special.bulk_weight_threshold_grams}g` : amount;
    case 'cart_total': {
      const minimum = money(special.cart_minimum ?? null);
      return minimum && special.cart_minimum ? `${amount} ${minimum}+ orders` : amount;
    }
    default:
      return special.discount_type === 'target_price' ? `Now ${amount}` : amount;
  }
}

function amountText(special: OfferFields, money: (dollars: number | null) => string | null): string | null {
  switch (special.discount_type) {
    case 'percent':
      return special.discount_percent != null && special.discount_percent > 0 ? `${special.discount_percent}% off` : null;
    case 'dollar_amount': {
      const off = money(special.discount_dollar_amount);
      return off && `${off} off`;
    }
    case 'target_price':
      return money(special.discount_target_price);
  }
}
