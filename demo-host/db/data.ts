import type { BrandSpecial, BundleSettings, Inventory, InventoryPotency, LabResult, Photo, Product, SpecialRules, Store, StoreSpecial, WeightId } from '../../shared/types';

/**
 * The JSON kept in each table's `data` column: the entity's fields that are not columns, named as on the
 * wire (shared/types), EXCEPT that every money value is integer cents (DESIGN §2). demo-host/db/wire turns a
 * row back into its wire shape (dollars).
 */
export type StoreColumn =
  | 'id'
  | 'name'
  | 'url_slug'
  | 'city'
  | 'state'
  | 'country_code'
  | 'zip'
  | 'lat'
  | 'long'
  | 'time_zone_identifier'
  | 'medical'
  | 'recreational'
  | 'pickup'
  | 'delivery'
  | 'curbside'
  | 'rating'
  | 'reviews_count';
export type StoreData = Omit<Store, StoreColumn>;

export interface BrandData {
  custom_images: string[];
  custom_video: string | null;
}

export type ProductColumn =
  | 'id'
  | 'product_id'
  | 'name'
  | 'kind'
  | 'category'
  | 'type'
  | 'root_subtype'
  | 'brand_subtype'
  | 'url_slug'
  | 'description'
  | 'percent_thc'
  | 'percent_cbd'
  | 'aggregate_rating'
  | 'review_count'
  | 'brand'
  | 'product_brand_id'
  | 'lowest_available_price'
  | 'recommended';
export type ProductData = Omit<Product, ProductColumn> & {
  photos: Photo[];
  lab_results: LabResult[];
  lab_result_urls: string[];
  /** Distinct compound names of lab_results (000 §3 compound_names facet). */
  compound_names: string[];
};

export interface MenuProductData {
  inventories: Inventory[];
  inventory_potencies: InventoryPotency[];
  store_notes: string | null;
  allow_multiple_flower_count: boolean;
  default_weight: WeightId | null;
  photo_weights: WeightId[];
  max_cart_quantity_by_weight: Partial<Record<WeightId, number>>;
  /** Precomputed by the seed from the specials' rules (ignoring time windows, which are checked at read). */
  applicable_special_ids: number[];
  applicable_bundle_special_ids: { qualify: number[]; discount: number[] };
  applicable_brand_special_ids: number[];
  applicable_brand_specials_included_user_segments: number[];
  applicable_brand_specials_excluded_user_segments: number[];
  /** Cents. */
  brand_special_prices: { brand_special_id: number; price_id: WeightId; price: number; discount_price: number }[];
}

export type SpecialData = Pick<StoreSpecial, 'description' | 'terms' | 'photo' | 'custom_badge' | 'active'> & {
  rules: SpecialRules;
  bundle_settings: BundleSettings | null;
  bulk_weight_threshold_grams: number | null;
  /** Cents. */
  cart_minimum: number | null;
};

export type BrandSpecialData = Pick<BrandSpecial, 'description' | 'discount_label' | 'terms' | 'applicable_weights' | 'excluded_app_modes' | 'photo' | 'active'> & {
  rules: SpecialRules;
  bundle_settings: BundleSettings | null;
};
