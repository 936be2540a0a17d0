import type { BrandSpecial, DeliveryLocation, PricingInput, PricingLine, PricingStore, PromoCode, RuleList, SpecialRules, StoreSpecial } from '../../../shared/pricing';
import type { ReservationMode } from '../../../shared/constants';
import { WEIGHT_GRAMS, isWeightId } from '../../../shared/weights';
import type { SpecialRuleList, SpecialRules as WireRules } from '../../../shared/types';
import type { BrandSpecialRecord, CartData, CartRow, LineRow, MenuEntry, SpecialRecord, StoreRecord } from './loadCart';
import { menuPrice } from './loadCart';

// The thin adapter from database rows (cents) to the pricing engine's input (shared/pricing/types.ts).

const list = (l: SpecialRuleList | undefined): RuleList | null => (l ? { ...l } : null);
const rules = (r: WireRules | undefined): SpecialRules | null =>
  r ? { include: list(r.include), exclude: list(r.exclude), base: list(r.base), qualifier: list(r.qualifier), discountable: list(r.discountable) } : null;
const live = (enabled: number, active: boolean | undefined) => enabled === 1 && active !== false;

export function storeSpecial(s: SpecialRecord): StoreSpecial | null {
  const base = {
    id: s.row.id,
    title: s.row.title,
    enabled: live(s.row.enabled, s.data.active),
    start_time: s.row.start_time,
    end_time: s.row.end_time,
    rules: rules(s.data.rules),
    discount_type: s.row.discount_type as StoreSpecial['discount_type'],
    discount_percent: s.row.discount_percent,
    discount_dollar_amount: s.row.discount_dollar_amount_cents,
    discount_target_price: s.row.discount_target_price_cents,
  };
  switch (s.row.special_type) {
    case 'product':
      return { ...base, special_type: 'product', applicable_weights: s.data.rules?.include?.weights ?? null };
    case 'bulk':
      return { ...base, special_type: 'bulk', bulk_weight_threshold_grams: s.data.bulk_weight_threshold_grams };
    case 'cart_total':
      return { ...base, special_type: 'cart_total', cart_minimum: s.data.cart_minimum };
    case 'bundle':
      return s.data.bundle_settings ? { ...base, special_type: 'bundle', bundle_settings: { ...s.data.bundle_settings }, gold: s.row.gold === 1 } : null;
    default:
      return null;
  }
}

export function brandSpecial(s: BrandSpecialRecord): BrandSpecial {
  return {
    id: s.row.id,
    title: s.row.title,
    enabled: live(s.row.enabled, s.data.active),
    start_time: s.row.start_time,
    end_time: s.row.end_time,
    excluded_app_modes: s.data.excluded_app_modes ?? null,
    special_type: s.row.special_type as BrandSpecial['special_type'],
    product_brand_id: s.row.brand_id,
    applicable_weights: s.data.applicable_weights ?? null,
    rules: rules(s.data.rules),
    bundle_settings: s.data.bundle_settings ? { ...s.data.bundle_settings } : null,
    discount_type: s.row.discount_type as BrandSpecial['discount_type'],
    discount_percent: s.row.discount_percent,
    discount_dollar_amount: s.row.discount_dollar_amount_cents,
    discount_target_price: s.row.discount_target_price_cents,
  };
}

/**
 * Store settings the pricing engine reads that the sample catalogue's StoreData does not carry yet; read
 * when a store has them (money in cents), absent otherwise.
 */
export interface StoreDataExtras {
  max_specials_per_cart?: number | null;
  rounding_increment?: number | null;
  loyalty_points_stacking_enabled?: boolean;
}

const extras = (store: StoreRecord) => store.data as unknown as StoreDataExtras;

export function pricingStore(store: StoreRecord): PricingStore {
  const d = store.data;
  const x = extras(store);
  return {
    max_specials_per_cart: x.max_specials_per_cart ?? null,
    rounding_increment: x.rounding_increment ?? null,
    ...(x.loyalty_points_stacking_enabled !== undefined ? { loyalty_points_stacking_enabled: x.loyalty_points_stacking_enabled } : {}),
    id: store.row.id,
    state: store.row.state,
    sales_tax_rate: d.sales_tax_rate ?? 0,
    store_taxes: d.store_taxes ?? [],
    tax_included: d.tax_included === true,
    service_fee_amount: d.service_fee_amount ?? 0,
    tip_settings: d.tip_settings ? { variant: d.tip_settings.variant, enabled_for: d.tip_settings.enabled_for } : null,
    delivery: {
      delivery_config_strategy: d.delivery_config_strategy ?? null,
      delivery_fee_amount: d.delivery_fee_amount ?? 0,
      delivery_radius: d.delivery_radius ?? null,
      delivery_min_amount: d.delivery_minimum ?? 0,
      delivery_zipcodes: d.delivery_zipcodes ?? [],
      delivery_geofences: (d.delivery_geofences ?? []).map((g, i) => ({
        id: i,
        name: g.name ?? null,
        polygon: g.geojson?.coordinates ?? null,
        fee: g.fee,
        cart_minimum: g.cart_minimum,
      })),
      free_delivery_configs: d.free_delivery_configs ?? [],
      store_point: { lat: store.row.lat, long: store.row.long },
    },
  };
}

export function pricingLine(line: LineRow, entry: MenuEntry): PricingLine {
  const grams = isWeightId(line.price_id) ? WEIGHT_GRAMS[line.price_id] : null;
  return {
    product_id: line.product_id,
    price_id: line.price_id,
    count: line.count,
    price: menuPrice(entry, line.price_id) ?? 0,
    discounted_price: menuPrice(entry, line.price_id, true),
    kind: entry.kind,
    category: entry.category,
    product_brand_id: entry.brand_id,
    grams: grams ?? entry.net_weight_grams ?? null,
  };
}

export interface PricingSources {
  cart: CartRow;
  data: CartData;
  store: StoreRecord;
  lines: { line: LineRow; entry: MenuEntry }[];
  specials: SpecialRecord[];
  brandSpecials: BrandSpecialRecord[];
  /** The store's codes matching the cart's promo code (promoCodes.ts): never part of the store's data. */
  promoCodes: PromoCode[];
  deliveryLocation: DeliveryLocation | null;
  now: Date;
}

export function pricingInput(s: PricingSources): PricingInput {
  return {
    lines: s.lines.map(({ line, entry }) => pricingLine(line, entry)),
    store: pricingStore(s.store),
    specials: s.specials.map(storeSpecial).filter((x): x is StoreSpecial => x !== null),
    brand_specials: s.brandSpecials.map(brandSpecial),
    promo_code: s.cart.promo_code,
    promo_codes: s.promoCodes,
    crm_redemptions: (s.data.crm_redemptions ?? []).map((r) => ({ id: r.id, reward_name: r.reward_name, cash_reward: r.cash_reward })),
    reservation_mode: s.cart.reservation_mode as ReservationMode,
    app_mode: s.cart.app_mode ?? 'default',
    delivery_location: s.deliveryLocation,
    tip: s.cart.tip_amount_cents > 0 ? { amount: s.cart.tip_amount_cents } : null,
    now: s.now,
  };
}
