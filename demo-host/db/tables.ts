import type { Generated } from 'kysely';
import type {
  AttemptSlotsTable,
  HostFlagsTable,
  MenuProductChangesTable,
  MenuProductSequencesTable,
  MenuVersionsTable,
  OperatorTokensTable,
  StoreNotificationsTable,
  WebhookDeliveriesTable,
} from './adminTables';
import type { ErrorReportsTable } from './errorReportTables';
import type { MfaChallengesTable } from './mfaTables';
import type { DmEngagementsTable, DmInsightsTable, DmSessionsTable } from './merchandisingTables';
import type { LoyaltyAuthCodesTable, LoyaltyLedgerTable, LoyaltyMembersTable } from './loyaltyTables';

/**
 * The database tables, portable between SQLite and PostgreSQL:
 * - money is integer cents (`*_cents`, and the per-weight `price_*` / `discounted_price_*` columns);
 * - booleans are integers 0/1 (SQLite has no boolean; one representation keeps queries identical);
 * - timestamps are ISO-8601 UTC text; JSON is text (`*_json` / `data`), parsed with demo-host/db/json;
 * - a row's filterable and sortable fields are columns; the rest of the entity lives in `data`.
 * Ids are given explicitly by the seed; rows created at run time take the next id. Columns with a
 * database default are `Generated` (optional on insert).
 */
export type Bool = 0 | 1;

export interface StoresTable {
  id: Generated<number>;
  name: string;
  url_slug: string;
  city: string;
  state: string;
  country_code: string;
  zip: string;
  lat: number;
  long: number;
  time_zone_identifier: string;
  medical: Generated<Bool>;
  recreational: Generated<Bool>;
  pickup: Generated<Bool>;
  delivery: Generated<Bool>;
  curbside: Generated<Bool>;
  rating: number | null;
  reviews_count: Generated<number>;
  /** The rest of the shared Store (store.ts) as JSON, money in cents (see seed/storeData). */
  data: string;
}

export interface BrandsTable {
  id: Generated<number>;
  uuid: string;
  name: string;
  logo_url: string | null;
  description: string;
  color_hex: string | null;
  rank: number;
  /** { custom_images, custom_video, brand_subtypes } */
  data: string;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  brand_id: number | null;
  kind: string;
  category: string | null;
  type: string;
  root_subtype: string | null;
  brand_subtype: string | null;
  url_slug: string;
  description: string;
  percent_thc: number | null;
  percent_cbd: number | null;
  aggregate_rating: number | null;
  review_count: Generated<number>;
  /** photos, effects, flavors, terpenes, feelings, activities, lab_results, dosages… (ProductData). */
  data: string;
}

type WeightColumns<P extends string> = {
  [W in 'half_gram' | 'gram' | 'two_gram' | 'eighth_ounce' | 'quarter_ounce' | 'half_ounce' | 'ounce' | 'each' as `${P}${W}`]: number | null;
};

export interface MenuProductsTable extends WeightColumns<'price_'>, WeightColumns<'discounted_price_'> {
  id: Generated<number>;
  store_id: number;
  product_id: number;
  visible: Generated<Bool>;
  max_cart_quantity: number;
  best_seller_rank: number | null;
  operator_store_rank: number | null;
  /** Lowest available (discounted) price in cents; bucket_price on the wire is derived from it. */
  lowest_price_cents: number | null;
  special_id: number | null;
  has_brand_discount: Generated<Bool>;
  recommended: Generated<Bool>;
  /** The operator's own product id (migration 0010, the menu import), unique per store; null: the product id is used. */
  external_id: Generated<string | null>;
  /** inventories, store_notes, allow_multiple_flower_count, default_weight (MenuProductData). */
  data: string;
}

export interface SpecialsTable {
  id: Generated<number>;
  store_id: number;
  title: string;
  special_type: string;
  discount_type: string;
  discount_percent: number | null;
  discount_dollar_amount_cents: number | null;
  discount_target_price_cents: number | null;
  enabled: Generated<Bool>;
  start_time: string | null;
  end_time: string | null;
  /** A Gold members' special (migration 0015; 000 §4 detail "gold flag"), shown under the gold-bundles flag. */
  gold: Generated<Bool>;
  /** description, terms, rules, bundle_settings, cart_minimum_cents, photo, custom_badge… */
  data: string;
}

export interface BrandSpecialsTable {
  id: Generated<number>;
  brand_id: number;
  title: string;
  special_type: string;
  discount_type: string;
  discount_percent: number | null;
  discount_dollar_amount_cents: number | null;
  discount_target_price_cents: number | null;
  enabled: Generated<Bool>;
  start_time: string | null;
  end_time: string | null;
  /** description, discount_label, terms, applicable_weights, excluded_app_modes, rules, bundle_settings… */
  data: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number | null;
  store_id: number | null;
  user_id: number | null;
  rating: number;
  comment: string | null;
  nickname: string;
  avatar: string | null;
  feelings_json: string;
  activities_json: string;
  upvote_count: Generated<number>;
  hidden: Generated<Bool>;
  created_at: string;
  /** 1 when the author had reserved the product when they last wrote the review (not a cancelled reservation). */
  verified_purchase: Generated<Bool>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  nickname: string | null;
  birth_date: string | null;
  avatar: string | null;
  external_id: string | null;
  promotions_opt_out: Generated<Bool>;
  created_at: string;
  updated_at: string;
  data: Generated<string>;
  /** 001 §3 Customer: when the user last passed the multi-factor check (migration 0016); null: never. */
  mfa_verified_at: Generated<string | null>;
}

export interface SessionsTable {
  token: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface DocumentsTable {
  user_id: number;
  /** IdentificationDocument (001 §3) as JSON. */
  data: string;
  updated_at: string;
}

export interface CartsTable {
  id: Generated<number>;
  uuid: string;
  store_id: number | null;
  user_id: number | null;
  status: string;
  reservation_mode: Generated<string>;
  promo_code: string | null;
  tip_amount_cents: Generated<number>;
  delivery_address_json: string | null;
  user_group_special_id: number | null;
  app_mode: string | null;
  device_id: string | null;
  user_agent: string | null;
  /** Bumped on every change: lets concurrent writers detect a lost update. */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  data: Generated<string>;
}

export interface CartProductsTable {
  cart_id: number;
  product_id: number;
  price_id: string;
  count: number;
  recommended: Generated<Bool>;
  created_at: string;
}

export interface ReservationsTable {
  id: Generated<number>;
  uuid: string;
  /** Unique: one cart makes at most one reservation (DESIGN §3: no duplicated reservations). */
  cart_id: number;
  store_id: number;
  user_id: number | null;
  reservation_mode: string;
  status: string;
  amount_cents: number;
  payment_method: string | null;
  /** Client-supplied key making a retried checkout return the first result. */
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
  /** lines, totals, delivery address, guest contact (ReservationData). */
  data: string;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A store's promo code (001 §3 promo_code). Secret: never part of a store's wire shape, so not in stores.data. */
export interface PromoCodesTable {
  id: Generated<number>;
  store_id: number;
  /** As the store spells it; unique per store ignoring case (the engine matches case-insensitively). */
  code: string;
  discount_type: 'percent' | 'dollar_amount';
  discount_percent: number | null;
  discount_dollar_amount_cents: number | null;
  cart_minimum_cents: number | null;
  start_time: string | null;
  end_time: string | null;
  enabled: Generated<Bool>;
  /** Placed reservations (not cancelled) that may take the code, in all; null: no limit (migration 0005). */
  max_uses: Generated<number | null>;
  /** The same per customer: a signed-in account and its e-mail, or a guest's contact e-mail; null: no limit. */
  max_uses_per_customer: Generated<number | null>;
}

export interface Database {
  stores: StoresTable;
  brands: BrandsTable;
  products: ProductsTable;
  menu_products: MenuProductsTable;
  specials: SpecialsTable;
  brand_specials: BrandSpecialsTable;
  reviews: ReviewsTable;
  users: UsersTable;
  sessions: SessionsTable;
  documents: DocumentsTable;
  carts: CartsTable;
  cart_products: CartProductsTable;
  reservations: ReservationsTable;
  outbox: OutboxTable;
  password_resets: PasswordResetsTable;
  promo_codes: PromoCodesTable;
  promo_code_uses: PromoCodeUsesTable;
  operator_tokens: OperatorTokensTable;
  menu_versions: MenuVersionsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  store_notifications: StoreNotificationsTable;
  loyalty_members: LoyaltyMembersTable;
  loyalty_ledger: LoyaltyLedgerTable;
  loyalty_auth_codes: LoyaltyAuthCodesTable;
  attempt_slots: AttemptSlotsTable;
  menu_product_sequences: MenuProductSequencesTable;
  menu_product_changes: MenuProductChangesTable;
  host_flags: HostFlagsTable;
  error_reports: ErrorReportsTable;
  mfa_challenges: MfaChallengesTable;
  dm_engagements: DmEngagementsTable;
  dm_insights: DmInsightsTable;
  dm_sessions: DmSessionsTable;
}

export type TableName = keyof Database;

/** One placed reservation that took a promo code (migration 0005): what the code's limits count. */
export interface PromoCodeUsesTable {
  reservation_id: number;
  promo_code_id: number;
  user_id: number | null;
  /** Lower-case: the account's e-mail, or the guest contact's. */
  email: string;
  created_at: string;
}
