import type { Kind, Lineage, QuantityUnit, WeightId } from './catalog';
import type { WireDollars } from './money';

// 000 §3: a product photo with its sized urls.
export interface Photo {
  id: number;
  position: number;
  urls: { extraLarge: string; medium: string; original: string; small: string };
}

// 000 §3: effects and flavors are each { id, title, value }.
export interface TaggedValue {
  id: number;
  title: string;
  value: string;
}

export interface BusinessLicense {
  id: number;
  business_name: string;
  license_number: string;
  state: string;
}

/** 000 §3 Product. Optional fields are absent when the source has no value. */
export interface Product {
  id: number;
  product_id: number;
  name: string;
  brand: string | null;
  brand_subtype: string | null;
  product_brand_id: number | null;
  kind: Kind;
  type: Kind | Lineage;
  root_subtype: string | null;
  category: Lineage | null;
  description: string;
  url_slug: string;
  photos: Photo[];
  image_urls: string[];
  effects: TaggedValue[];
  flavors: TaggedValue[];
  aliases: string[];
  allergens: string[];
  ingredients: string[];
  terpenes: string[];
  percent_thc: number | null;
  percent_cbd: number | null;
  percent_thca: number | null;
  percent_cbda: number | null;
  percent_tac: number | null;
  product_percent_thc?: number | null;
  product_percent_cbd?: number | null;
  primaryPercentTHC?: number | null;
  primaryPercentCBD?: number | null;
  thc_dosage_milligrams: number | null;
  cbd_dosage_milligrams: number | null;
  net_weight_grams: number | null;
  quantity_value: number | null;
  quantity_units: QuantityUnit | null;
  aggregate_rating: number | null;
  review_count: number;
  recommended: boolean;
  business_licenses: BusinessLicense[];
  localized_content?: Record<string, { name?: string; description?: string }>;
  lowest_available_price: WireDollars | null;
  /** Shopper-facing feelings and activities (000 §3 search facets). */
  feelings?: string[];
  activities?: string[];
}

export type PriceFields = { [W in WeightId as `price_${W}`]?: WireDollars | null };
export type DiscountedPriceFields = { [W in WeightId as `discounted_price_${W}`]?: WireDollars | null };
export type SpecialPriceFields = { [W in WeightId as `special_price_${W}`]?: SpecialPrice | null };
export type MaxCartQuantityFields = { [W in WeightId as `max_cart_quantity_${W}`]?: number | null };

// 000 §3: special_price_{weight}.
export interface SpecialPrice {
  special_id: number;
  price: WireDollars;
  discount_price: WireDollars;
  discount_amount: WireDollars;
  discount_type: DiscountType;
  discount_percent: number | null;
  special_custom_badge: string | null;
}

export type DiscountType = 'percent' | 'dollar_amount' | 'target_price';

export interface BrandSpecialPrice {
  brand_special_id: number;
  price_id: WeightId;
  price: WireDollars;
  discount_price: WireDollars;
}

export interface LabCompoundResult {
  compound_name: string;
  value: number;
  unit: string;
  unit_id: string;
}

export interface LabResult {
  price_id: WeightId | null;
  compound_results: LabCompoundResult[];
}

// 000 §3: inventories carry bulk, equivalency and tax.
export interface InventoryTax {
  rate: number;
  is_taxable: boolean;
  apply_to_discounted_price: boolean;
  apply_to_non_cannabis_item: boolean;
}

export interface Inventory {
  price_id: WeightId;
  quantity: number;
  bulk: boolean;
  /** Grams of flower this unit counts as toward a cart-limit equivalency rule. */
  equivalency: number | null;
  tax: InventoryTax | null;
}

export interface InventoryPotency {
  price_id: WeightId;
  percent_thc: number | null;
  percent_cbd: number | null;
}

/** 000 §3 Menu product: a product as one store sells it. */
export interface MenuProduct extends Product, PriceFields, DiscountedPriceFields, SpecialPriceFields, MaxCartQuantityFields {
  store_id: number;
  max_cart_quantity: number;
  allow_multiple_flower_count: boolean;
  visible: boolean;
  special_id: number | null;
  special_title: string | null;
  applicable_special_ids: number[];
  applicable_brand_special_ids: number[];
  applicable_bundle_special_ids: { qualify: number[]; discount: number[] };
  applicable_brand_specials_included_user_segments: number[];
  applicable_brand_specials_excluded_user_segments: number[];
  brand_special_prices: BrandSpecialPrice[];
  has_brand_discount: boolean;
  store_notes: string | null;
  available_weights: WeightId[];
  photo_weights: WeightId[];
  lab_result_urls: string[];
  lab_results: LabResult[];
  inventories: Inventory[];
  inventory_potencies: InventoryPotency[];
  operator_store_rank: number | null;
  best_seller_rank: number | null;
  /** A coarse price band for the bucket_price range filter (000 §3 facets), in dollars. */
  bucket_price: number | null;
  /** Explicit default weight (000 §4 step 1), when the store sets one. */
  default_weight?: WeightId | null;
}
