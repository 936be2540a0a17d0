// Output of the pricing engine: every total field of the Cart (001 §3) and the POS cart totals.
import type { AppliedCrmRedemption, PromoCodeStatus } from './cartDiscounts';
import type { DeliveryRule } from '../delivery/types';
import type { DeliveryStatus } from './fees';
import type { StoreTaxAmount } from './taxes';
import type { Cents, CrmRedemption } from './types';

export interface PricedLine {
  product_id: number;
  price_id: string;
  count: number;
  /** The regular unit price. */
  price: Cents;
  /** The unit price after the markdown or product special (what the menu shows). */
  unit_price: Cents;
  /** price × count. */
  item_total: Cents;
  product_discount: Cents;
  special_id: number | null;
  special_title: string | null;
  group_discount: Cents;
  group_special_id: number | null;
  brand_discount: Cents;
  brand_special_id: number | null;
  /** This line's share of the cart-total special, promo code and CRM redemptions. */
  cart_discount: Cents;
  /** item_total minus every discount above. */
  total: Cents;
}

/** One brand discount per line and brand special (001 §3 brand_discounts). */
export interface BrandDiscount {
  product_id: number;
  price_id: string;
  brand_special_id: number;
  product_brand_id: number;
  amount: Cents;
}

/** 001 §3 POS cart totals. */
export interface PosCartTotals {
  delivery_fee: Cents;
  total: Cents;
  rounding_amount: Cents;
  service_fee: Cents;
  sales_tax: Cents;
  store_tax: Cents;
}

export interface PricedCart {
  lines: PricedLine[];
  item_total: Cents;
  product_discounts_total: Cents;
  group_discounts_total: Cents;
  /** item_total − product and group discounts: products after the store's line specials. */
  discounted_product_total: Cents;
  brand_discounts: BrandDiscount[];
  brand_discounts_total: Cents;
  cart_discount_amount: Cents;
  cart_discount_special_id: number | null;
  group_special_id: number | null;
  group_special_title: string | null;
  /** The store's spelling of the promo code when it applied (the Cart's promo_code stays what was typed). */
  promo_code_applied: string | null;
  promo_code_status: PromoCodeStatus;
  promo_code_discount_amount: Cents;
  crm_redemptions: AppliedCrmRedemption[];
  removed_crm_redemptions: CrmRedemption[];
  crm_redemptions_total: Cents;
  /** product + group + brand + cart special + promo + CRM. */
  all_discounts_total: Cents;
  /** item_total − all_discounts_total. */
  discounted_subtotal: Cents;
  delivery_fee_amount: Cents;
  delivery_status: DeliveryStatus;
  delivery_minimum: Cents;
  free_delivery: boolean;
  /** The lowest free-delivery cart_minimum (000 §3 free_delivery_configs), or null. */
  free_delivery_minimum: Cents | null;
  /** Which delivery rule decided (the store's strategy) and why, in plain words (shared/delivery). */
  delivery_rule: DeliveryRule | null;
  delivery_reason: string | null;
  /** The listed zip's own lead time and last call (000 §3 delivery_zipcodes), else null. */
  delivery_lead_time_minutes: number | null;
  delivery_last_call_minutes: number | null;
  service_fee_amount: Cents;
  store_taxes: StoreTaxAmount[];
  store_tax_amount: Cents;
  sales_tax_amount: Cents;
  sales_tax_rate: number;
  tax_included: boolean;
  tip_amount: Cents;
  /** discounted_subtotal + fees + taxes not already included + tip. */
  order_total: Cents;
  max_specials_per_cart: number | null;
  max_specials_per_cart_hit: boolean;
  /** Keys of the specials applied: 's:{id}' store specials, 'b:{id}' brand specials. */
  applied_special_keys: string[];
  pos: PosCartTotals;
}
