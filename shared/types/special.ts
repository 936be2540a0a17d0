import type { AppMode, Kind, Lineage, WeightId } from './catalog';
import type { DiscountType } from './product';
import type { WireDollars } from './money';

// 000 §3: special_type; some views name buy_x_get_y "bundle".
export const SPECIAL_TYPES = ['product', 'bulk', 'bundle', 'cart_total'] as const;
export type SpecialType = (typeof SPECIAL_TYPES)[number];
export const BRAND_SPECIAL_TYPES = ['product', 'buy_x_get_y', 'buy_x_and_save'] as const;
export type BrandSpecialType = (typeof BRAND_SPECIAL_TYPES)[number];

// 000 §4: special qualifying status.
export const QUALIFYING_STATUSES = ['not_qualified', 'qualified', 'applied'] as const;
export type QualifyingStatus = (typeof QUALIFYING_STATUSES)[number];

// 000 §3: rules include and exclude lists.
export interface SpecialRuleList {
  kinds: Kind[];
  lineages: Lineage[];
  product_ids: number[];
  states: string[];
  store_ids: number[];
  user_segment_ids: number[];
  weights: WeightId[];
}

export interface SpecialRules {
  include: SpecialRuleList;
  exclude: SpecialRuleList;
  /** Bundle rules add base, qualifier and discountable sections. */
  base?: SpecialRuleList;
  qualifier?: SpecialRuleList;
  discountable?: SpecialRuleList;
}

export interface BundleSettings {
  threshold_number_of_items_in_cart: number;
  max_number_of_discounted_products: number;
  discount_application_method: 'cheapest' | 'most_expensive';
  discount_distribution: 'each' | 'spread';
}

/** 000 §3 Brand special. */
export interface BrandSpecial {
  id: number;
  title: string;
  description: string;
  discount_label: string;
  discount_type: DiscountType;
  discount_percent: number | null;
  discount_dollar_amount: WireDollars | null;
  discount_target_price: WireDollars | null;
  special_type: BrandSpecialType;
  applicable_weights: WeightId[];
  active: boolean;
  enabled: boolean;
  start_time: string | null;
  end_time: string | null;
  terms: string;
  excluded_app_modes: AppMode[];
  photo: string | null;
  product_brand: { name: string };
  product_brand_id: number;
  rules: SpecialRules;
  bundle_settings?: BundleSettings | null;
}

/** A store's own special, as its list shows it (000 §3; the detail view is 000 §3 "Store special"). */
export interface StoreSpecial {
  id: number;
  store_id: number;
  title: string;
  description: string;
  terms: string;
  special_type: SpecialType;
  discount_type: DiscountType;
  discount_percent: number | null;
  discount_dollar_amount: WireDollars | null;
  discount_target_price: WireDollars | null;
  /** bulk: the weight whose grams count toward the threshold; cart_total: the cart minimum. */
  bulk_weight_threshold_grams?: number | null;
  cart_minimum?: WireDollars | null;
  rules: SpecialRules;
  bundle_settings?: BundleSettings | null;
  enabled: boolean;
  active: boolean;
  start_time: string | null;
  end_time: string | null;
  photo: string | null;
  custom_badge: string | null;
  /** A Gold members' special (000 §4 "gold flag"); the widget shows it only under the gold-bundles flag (000 §1). */
  gold: boolean;
}

export interface SpecialDetailProduct {
  id: number;
  name: string;
  photo: string | null;
  count: number;
}

/** 000 §3 / 001 §3 Store special detail view. */
export interface StoreSpecialDetail {
  brand_name: string | null;
  brand_image: string | null;
  title: string;
  description: string;
  terms: string;
  type: 'bundle' | 'other';
  qualifying_status: QualifyingStatus;
  qualified_products: SpecialDetailProduct[];
  discounted_products: SpecialDetailProduct[];
  tag_label: string | null;
  callout_text: string | null;
  callout_subtext: string | null;
  footer_text: string | null;
  footer_subtext: string | null;
  gold: boolean;
}
