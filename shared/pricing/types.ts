// Input of the pricing engine: plain data named as in the spec (000 §3 menu product, store, brand
// special; 001 §3 cart, cart product) so the API maps database rows onto it field by field.
// Every amount is integer cents; every rate or percent is a decimal percent (7.25 means 7.25 %).
import type { ReservationMode } from '../constants';
import type { Cents } from '../money';
import type { DeliveryLocation, DeliverySettings } from '../delivery/types';

export type { Cents };

/** A cart product (001 §3) joined with the menu fields pricing needs (000 §3). */
export interface PricingLine {
  product_id: number;
  /** Weight id or 'each' (000 §3). */
  price_id: string;
  count: number;
  /** price_{price_id}: the regular unit price. */
  price: Cents;
  /** discounted_price_{price_id}: a standing markdown; the unit price when present (001 §3). */
  discounted_price?: Cents | null;
  kind: string;
  /** The lineage (indica, sativa, hybrid, cbd). */
  category?: string | null;
  product_brand_id?: number | null;
  /** Grams in one unit (bulk thresholds); 0 or absent for items sold 'each' without a weight. */
  grams?: number | null;
  /** Defaults to false for gear, merch and grow, true for every other kind. */
  is_cannabis?: boolean;
}

/** One include or exclude list of special rules (000 §3). Empty or absent lists do not constrain. */
export interface RuleList {
  kinds?: string[];
  lineages?: string[];
  product_ids?: number[];
  brand_ids?: number[];
  weights?: string[];
  states?: string[];
  store_ids?: number[];
  user_segment_ids?: number[];
}

/**
 * 000 §3 rules. A unit matches when it meets include and not exclude; bundle rules add three
 * include-style sections: base (every unit of the bundle), qualifier (units counting toward the
 * threshold) and discountable (units that may be discounted).
 */
export interface SpecialRules {
  include?: RuleList | null;
  exclude?: RuleList | null;
  base?: RuleList | null;
  qualifier?: RuleList | null;
  discountable?: RuleList | null;
}

export type DiscountType = 'percent' | 'dollar_amount' | 'target_price';

/** The discount of a special (000 §3): dollar amounts and target prices in cents. */
export interface Discount {
  discount_type: DiscountType;
  discount_percent?: number | null;
  discount_dollar_amount?: Cents | null;
  discount_target_price?: Cents | null;
}

/** Fields every special carries that decide whether it is live at all. */
export interface SpecialSchedule {
  id: number;
  title: string;
  active?: boolean;
  enabled?: boolean;
  /** ISO 8601; the special is live from start_time inclusive to end_time exclusive. */
  start_time?: string | null;
  end_time?: string | null;
  excluded_app_modes?: string[] | null;
}

export interface ProductSpecial extends SpecialSchedule, Discount {
  special_type: 'product';
  rules?: SpecialRules | null;
  applicable_weights?: string[] | null;
}

/** Bulk: once the cart's matching units weigh bulk_weight_threshold_grams (and number bulk_min_items), each is discounted. */
export interface BulkSpecial extends SpecialSchedule, Discount {
  special_type: 'bulk';
  rules?: SpecialRules | null;
  applicable_weights?: string[] | null;
  bulk_weight_threshold_grams?: number | null;
  bulk_min_items?: number | null;
}

/** cheapest: the cheapest discountable units are discounted (qualifiers are the dearest); most_expensive: the reverse. */
export type BundleApplicationMethod = 'cheapest' | 'most_expensive';
/** each: the discount applies to each discounted unit; spread: once to the set, split by price. */
export type BundleDistribution = 'each' | 'spread';

/** 000 §3 bundle settings, plus two the spec does not name (marked). */
export interface BundleSettings {
  threshold_number_of_items_in_cart: number;
  /** Units discounted per application; null means every remaining discountable unit, once. */
  max_number_of_discounted_products?: number | null;
  discount_application_method?: BundleApplicationMethod | null;
  discount_distribution?: BundleDistribution | null;
  /** Not in the spec. Buy X and save: the qualifying units may be discounted themselves. */
  allow_discounts_on_required_products?: boolean;
  /** Not in the spec. Times the bundle may apply in one cart; null means as often as the cart allows. */
  max_applications?: number | null;
}

/**
 * Buy X get Y: qualifying units (rules.qualifier) unlock discounts on discountable units
 * (rules.discountable). A bundle without bundle_settings is incomplete and never applies.
 */
export interface BundleSpecial extends SpecialSchedule, Discount {
  special_type: 'bundle';
  rules?: SpecialRules | null;
  bundle_settings?: BundleSettings | null;
  /** A Gold members' bundle (000 §4 gold flag): priced like any other; the widget shows it only under gold-bundles. */
  gold?: boolean;
}

/** A discount on the whole cart once its subtotal reaches cart_minimum (target_price is not allowed). */
export interface CartTotalSpecial extends SpecialSchedule, Discount {
  special_type: 'cart_total';
  /** Only the store-level parts (states, store_ids, user_segment_ids) matter for a cart-wide discount. */
  rules?: SpecialRules | null;
  cart_minimum?: Cents | null;
}

export type StoreSpecial = ProductSpecial | BulkSpecial | BundleSpecial | CartTotalSpecial;

/**
 * A brand special (000 §3). 'product' discounts each matching line of the brand; 'buy_x_get_y' and
 * 'buy_x_and_save' are brand-funded bundles with the same settings as store bundles (in buy X and
 * save the qualifying units are discounted themselves).
 */
export interface BrandSpecial extends SpecialSchedule, Discount {
  special_type: 'product' | 'buy_x_get_y' | 'buy_x_and_save';
  product_brand_id: number;
  applicable_weights?: string[] | null;
  rules?: SpecialRules | null;
  /** Bundle types; absent settings mean buy 1 get 1 (buy_x_get_y) or buy 1 and save on it (buy_x_and_save). */
  bundle_settings?: BundleSettings | null;
}

export interface PromoCode {
  code: string;
  discount_type: 'percent' | 'dollar_amount';
  discount_percent?: number | null;
  discount_dollar_amount?: Cents | null;
  cart_minimum?: Cents | null;
  start_time?: string | null;
  end_time?: string | null;
}

/** A loyalty reward applied to the cart (001 §3 crm_redemptions; cash_reward in cents). */
export interface CrmRedemption {
  id: number | string;
  reward_name: string;
  cash_reward: Cents;
  count?: number;
}

// 000 §3 delivery settings and the delivery's place live with the delivery-area rule.
export type { DeliveryGeofence, DeliveryLocation, DeliverySettings, DeliveryZipcode } from '../delivery/types';

export interface StoreTax {
  title: string;
  rate: number;
  /** The tax itself is part of the sales-tax base (tax on tax). */
  is_taxable?: boolean;
  apply_to_discounted_price?: boolean;
  apply_to_non_cannabis_items?: boolean;
}

export interface TipSettings {
  variant?: 'dollar' | 'percentage';
  enabled_for?: ReservationMode[] | null;
}

/** The shopper's tip: an amount in cents, or a percent of the discounted subtotal. */
export type TipChoice = { amount: Cents } | { percent: number };

export interface PricingStore {
  id: number;
  /** Two-letter state code, for rules' states lists. */
  state?: string | null;
  sales_tax_rate?: number | null;
  store_taxes?: StoreTax[] | null;
  tax_included?: boolean;
  service_fee_amount?: Cents | null;
  delivery?: DeliverySettings | null;
  tip_settings?: TipSettings | null;
  /** 001 §9: specials per cart capped by the server-given max_specials_per_cart. */
  max_specials_per_cart?: number | null;
  /** Cash rounding step of the POS total in cents (5 rounds to the nickel); 1 or absent: none. */
  rounding_increment?: number | null;
  loyalty_points_stacking_enabled?: boolean;
}

export interface PricingInput {
  lines: PricingLine[];
  store: PricingStore;
  specials?: StoreSpecial[];
  brand_specials?: BrandSpecial[];
  promo_code?: string | null;
  promo_codes?: PromoCode[];
  crm_redemptions?: CrmRedemption[];
  reservation_mode: ReservationMode;
  app_mode: string;
  user_segment_ids?: number[];
  delivery_location?: DeliveryLocation | null;
  tip?: TipChoice | null;
  now: Date;
}
