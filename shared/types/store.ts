import type { CountryCode, Kind, Lineage, TimeZoneName } from './catalog';
import type { ModeHours, WorkingHours } from './schedule';
import type { WireDollars } from './money';
import type { FeatureFlag } from '../platform/featureFlags';

export type PaymentOption = 'cash' | 'debit' | 'credit' | 'pay_by_bank' | 'hosted_card' | 'wallet';

// 000 §3 Store, per-mode timing. Lead times, interval, window and last call are minutes.
export interface ModeTiming {
  min_lead_time: number;
  max_lead_time: number;
  interval: number;
  window: number;
  last_call_interval: number;
  max_orders_per_window: number | null;
  minimum_order: WireDollars;
}

export interface DeliveryZipcode {
  zipcode: string;
  fee: WireDollars;
  min_amount: WireDollars;
  lead_time_minutes: number | null;
  last_call_minutes: number | null;
}

export interface DeliveryGeofence {
  /** What the store calls the zone ('Downtown LA'), shown to the shopper; optional beyond 000 §3. */
  name?: string | null;
  /** A GeoJSON Polygon, as an object. */
  geojson: { type: 'Polygon'; coordinates: number[][][] };
  fee: WireDollars;
  cart_minimum: WireDollars;
}

export interface StoreTax {
  title: string;
  rate: number;
  is_taxable: boolean;
  apply_to_discounted_price: boolean;
  apply_to_non_cannabis_items: boolean;
}

export interface TipSettings {
  variant: 'dollar' | 'percentage';
  custom_amounts: number[];
  enabled_for: ('delivery' | 'pickup')[];
}

export interface CartLimitRule {
  product_group_name: string;
  limit_value: number;
  limit_unit: 'g' | 'mg' | 'oz' | 'each';
  rule_type: 'product' | 'equivalency';
  product_types: (Kind | Lineage)[];
}

export const LOYALTY_PROVIDERS = ['alpineiq', 'data_owl', 'springbig'] as const;
export type LoyaltyProvider = (typeof LOYALTY_PROVIDERS)[number];

export interface RedeemableReward {
  reward_name: string;
  point_value: number;
  cash_reward: WireDollars;
  max_count: number;
}

/** 000 §3 Loyalty link; 001 §3 Loyalty integration. */
export interface LoyaltyIntegration {
  signed_up: boolean;
  points: number;
  offers: string[];
  redeemable_rewards: RedeemableReward[];
  automatic_redemption: boolean;
  wallet_state: 'locked' | 'unlocked';
  provider: LoyaltyProvider;
}

export interface StoreIntegrations {
  hosted_checkout_provider: string | null;
  hosted_card_payment_provider: string | null;
  pay_by_bank_provider: string | null;
  wallet_provider: string | null;
  analytics_integration: { provider_id: string; enabled: boolean } | null;
  hostname: string | null;
}

export interface MenuTab {
  id: string;
  label: string;
  kinds: Kind[];
}

/** 000 §3 Store (every group), 001 §3 Store (account/checkout-related). */
export interface Store {
  id: number;
  name: string;
  address: string;
  full_address: string;
  city: string;
  state: string;
  zip: string;
  country_code: CountryCode;
  lat: number;
  long: number;
  phone: string;
  photo: string | null;
  description: string;
  rating: number | null;
  reviews_count: number;
  medical: boolean;
  recreational: boolean;
  url_slug: string;
  time_zone_identifier: TimeZoneName;
  product_count: number;
  working_hours: WorkingHours[];

  // Per-mode toggles and hours.
  pickup: boolean;
  delivery: boolean;
  curbside: boolean;
  pickup_hours: ModeHours[];
  delivery_hours: ModeHours[];
  curbside_hours: ModeHours[];

  // Per-mode timing.
  pickup_timing: ModeTiming;
  delivery_timing: ModeTiming;
  curbside_timing: ModeTiming;
  pickup_minimum: WireDollars;
  delivery_minimum: WireDollars;
  delivery_id_required: boolean;
  pickup_id_required: boolean;
  allow_future_day_ordering: boolean;
  allow_off_hours_ordering: boolean;

  // Delivery.
  delivery_fee_amount: WireDollars;
  /** Miles. */
  delivery_radius: number | null;
  delivery_zipcodes: DeliveryZipcode[];
  delivery_geofences: DeliveryGeofence[];
  free_delivery_configs: { cart_minimum: WireDollars }[];
  delivery_config_strategy: 'radius' | 'zipcode' | 'geofence';

  // Curbside.
  curbside_pickup_setting: 'allowed' | 'not_allowed' | 'mandatory';
  qr_curbside_settings: { max_spot_number: number; hide_spot_number: boolean } | null;

  // Payment and tax.
  pickup_payment_options: PaymentOption[];
  delivery_payment_options: PaymentOption[];
  curbside_payment_options: PaymentOption[];
  store_taxes: StoreTax[];
  sales_tax_rate: number;
  service_fee_amount: WireDollars;
  tax_included: boolean;
  prepay: boolean;
  prepayment_providers: string[];

  tip_settings: TipSettings | null;

  // Checkout gates.
  guest_checkout_setting: 'allowed' | 'required' | 'disabled';
  checkout_age_minimum: number;
  require_checkout_agreement: boolean;
  checkout_agreement_copy: string | null;
  checkout_agreement_link: string | null;
  birth_date_required: boolean;

  // Display.
  kiosk_anonymous_checkout: 'allowed' | 'required' | 'none';
  hide_prices: boolean;
  menu_tabs: MenuTab[];
  custom_product_type_labels: Partial<Record<Kind, string>>;
  custom_lineage_labels: Partial<Record<Lineage, string>>;
  specials_row_configs: { custom_display_name: string | null };
  view_default: 'list_view' | 'grid_view';
  carousel_banner: { image_url: string; link: string | null; alt: string } | null;
  optional_filters: string[];
  store_compliance_language_settings: { bundle?: string | null; specials?: string | null };
  /**
   * The operator's own text for the legal pages of 000 §2, by page; a page not named (or null) shows Canopy's
   * default text. Plain text or limited markdown, always shown escaped (docs/api-admin.md § Store settings).
   */
  legal_texts?: LegalTexts;
  /**
   * 001 §5, §7: the merchandising service's base URL when the operator points it at another implementation; absent
   * or invalid: `/dm` on the host (shared/merchandising dmEndpoint). The widget's CSP lets it reach the host and the
   * allowlisted partner origins only.
   */
  merchandising_url?: string | null;

  integrations: StoreIntegrations;
  /** Kept at top level as well: 001 §3 names it on the store. */
  analytics_integration: { provider_id: string; enabled: boolean } | null;

  cart_limit_rules: CartLimitRule[];
  loyalty: LoyaltyIntegration | null;

  store_options: StoreOptions;
  current_deals: CurrentDeal[];

  /**
   * 000 §1 feature flags the store turned on or off, or on for a percentage of shoppers (docs/api-admin.md § Feature
   * flags); absent: every flag off.
   */
  feature_flags?: Partial<Record<FeatureFlag, boolean | number>>;
}

// 000 §2 Legal: /terms, /brands-terms, /data-terms, /dispensary-terms, /ada, /privacy-policy, /do-not-sell-my-information.
export const LEGAL_TEXT_PAGES = ['terms', 'brands_terms', 'data_terms', 'dispensary_terms', 'ada', 'privacy_policy', 'do_not_sell'] as const;
export type LegalTextPage = (typeof LEGAL_TEXT_PAGES)[number];
export type LegalTexts = Partial<Record<LegalTextPage, string | null>>;

export type StoreOptions = { accessible: boolean; cash: boolean; credit: boolean; debit: boolean };
export const CURRENT_DEALS = ['Daily deals', 'Medical discounts', 'Student discounts', 'Veteran discounts', 'Senior discounts'] as const;
export type CurrentDeal = (typeof CURRENT_DEALS)[number];

/** 000 §3 Dispensary search record: the store as the directory lists it. */
export interface DispensarySearchRecord {
  id: number;
  name: string;
  city: string;
  state: string;
  country_code: CountryCode;
  lat: number;
  long: number;
  rating: number | null;
  reviews_count: number;
  pickup: boolean;
  delivery: boolean;
  curbside: boolean;
  medical: boolean;
  recreational: boolean;
  pickup_hours: ModeHours[];
  delivery_hours: ModeHours[];
  curbside_hours: ModeHours[];
  pickup_min_lead_time: number;
  pickup_max_lead_time: number;
  delivery_min_lead_time: number;
  delivery_max_lead_time: number;
  pickup_minimum: WireDollars;
  delivery_minimum: WireDollars;
  delivery_radius: number | null;
  delivery_id_required: boolean;
  pickup_id_required: boolean;
  allow_future_day_ordering: boolean;
  allow_off_hours_ordering: boolean;
  time_zone_identifier: TimeZoneName;
  store_options: StoreOptions;
  current_deals: CurrentDeal[];
  url_slug: string;
  working_hours: WorkingHours[];
  photo: string | null;
  /** Miles from the searched point, when the search was by lat/long. */
  distance?: number | null;
}
