// A tiny seeded generator of random carts for the property tests (no dependency: mulberry32).
import type { BrandSpecial, PricingInput, PricingLine, StoreSpecial } from '../../../../shared/pricing';
import { NOW } from './fixtures';

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomCart(seed: number): PricingInput {
  const r = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)];
  const maybe = <T>(p: number, v: () => T): T | null => (r() < p ? v() : null);
  const kinds = ['flower', 'pre-roll', 'vape', 'edible', 'gear', 'merch', 'extract'] as const;
  const weights = ['gram', 'eighth_ounce', 'quarter_ounce', 'each'] as const;
  const discount = (allowTarget = true) => {
    const type = pick(allowTarget ? (['percent', 'dollar_amount', 'target_price'] as const) : (['percent', 'dollar_amount'] as const));
    return {
      discount_type: type,
      discount_percent: type === 'percent' ? pick([5, 10, 12.5, 15, 33.33, 50, 100, 120]) : null,
      discount_dollar_amount: type === 'dollar_amount' ? int(0, 6000) : null,
      discount_target_price: type === 'target_price' ? int(0, 8000) : null,
    };
  };
  const list = () => (r() < 0.5 ? { kinds: [pick(kinds), pick(kinds)] } : { brand_ids: [int(1, 4)] });
  const rules = () => (r() < 0.5 ? null : { include: r() < 0.5 ? { kinds: [pick(kinds)] } : null, exclude: r() < 0.3 ? { product_ids: [int(1, 6)] } : null });

  const lines: PricingLine[] = Array.from({ length: int(0, 8) }, (_, i) => {
    const price = int(0, 20000);
    return {
      product_id: i + 1,
      price_id: pick(weights),
      count: int(1, 6),
      price,
      discounted_price: maybe(0.3, () => int(0, price + 500)),
      kind: pick(kinds),
      category: pick(['indica', 'sativa', 'hybrid', 'cbd', null]),
      product_brand_id: int(1, 4),
      grams: pick([0, 1, 3.5, 7]),
    };
  });
  let id = 1;
  const specials: StoreSpecial[] = [];
  for (let k = int(0, 3); k > 0; k--) specials.push({ id: id++, title: 'p', special_type: 'product', rules: rules(), ...discount() });
  for (let k = int(0, 1); k > 0; k--)
    specials.push({
      id: id++,
      title: 'bulk',
      special_type: 'bulk',
      rules: rules(),
      bulk_weight_threshold_grams: pick([null, 7, 14, 28]),
      bulk_min_items: pick([null, 2, 4]),
      ...discount(),
    });
  for (let k = int(0, 2); k > 0; k--) {
    specials.push({
      id: id++,
      title: 'bundle',
      special_type: 'bundle',
      ...discount(),
      rules: { ...rules(), base: maybe(0.2, list), qualifier: maybe(0.5, list), discountable: maybe(0.5, list) },
      bundle_settings: {
        threshold_number_of_items_in_cart: int(0, 3),
        max_number_of_discounted_products: pick([null, 0, 1, 2, 3]),
        discount_application_method: pick(['cheapest', 'most_expensive', null] as const),
        discount_distribution: pick(['each', 'spread', null] as const),
        allow_discounts_on_required_products: r() < 0.3,
        max_applications: pick([null, 1, 2]),
      },
    });
  }
  for (let k = int(0, 2); k > 0; k--) specials.push({ id: id++, title: 'cart', special_type: 'cart_total', cart_minimum: int(0, 30000), ...discount(false) });
  const brand_specials: BrandSpecial[] = Array.from({ length: int(0, 3) }, () => ({
    id: id++,
    title: 'brand',
    special_type: pick(['product', 'product', 'buy_x_get_y', 'buy_x_and_save'] as const),
    product_brand_id: int(1, 4),
    rules: { ...rules(), qualifier: maybe(0.5, list), discountable: maybe(0.5, list) },
    ...discount(),
    bundle_settings: maybe(0.6, () => ({
      threshold_number_of_items_in_cart: int(0, 2),
      max_number_of_discounted_products: pick([null, 1, 2]),
      discount_distribution: pick(['each', 'spread', null] as const),
    })),
  }));
  return {
    lines,
    specials,
    brand_specials,
    promo_code: pick([null, 'SAVE', 'save', 'NONE']),
    promo_codes: [
      {
        code: 'SAVE',
        ...discount(false),
        discount_type: pick(['percent', 'dollar_amount'] as const),
        discount_percent: int(0, 100),
        discount_dollar_amount: int(0, 5000),
        cart_minimum: int(0, 10000),
      },
    ],
    crm_redemptions: Array.from({ length: int(0, 2) }, (_, i) => ({ id: i, reward_name: 'r', cash_reward: int(0, 5000), count: int(1, 2) })),
    reservation_mode: pick(['pickup', 'delivery', 'curbside'] as const),
    app_mode: pick(['default', 'embedded', 'kiosk']),
    user_segment_ids: r() < 0.5 ? [] : [int(1, 3)],
    delivery_location: pick([
      null,
      { zipcode: pick(['94110', '10001']), point: pick([null, { lat: 37.76, long: -122.42 }, { lat: 40.75, long: -74 }]), region: pick([null, 'CA', 'NY']) },
    ]),
    tip: pick([null, { amount: int(0, 2000) }, { percent: pick([10, 15, 18, 22.5]) }]),
    now: NOW,
    store: {
      id: 1,
      state: pick(['CA', 'NV']),
      sales_tax_rate: pick([0, 7.25, 10.25, 8.875]),
      store_taxes: Array.from({ length: int(0, 2) }, (_, i) => ({
        title: `t${i}`,
        rate: pick([1, 15, 27.5]),
        is_taxable: r() < 0.5,
        apply_to_discounted_price: r() < 0.5,
        apply_to_non_cannabis_items: r() < 0.5,
      })),
      tax_included: r() < 0.3,
      service_fee_amount: pick([0, 150, 299]),
      delivery: {
        delivery_config_strategy: pick(['zipcode', 'geofence', 'radius', null] as const),
        delivery_fee_amount: int(0, 1500),
        delivery_radius: 10,
        delivery_zipcodes: [{ zipcode: '94110', fee: int(0, 1500), min_amount: int(0, 8000) }],
        delivery_geofences: [
          {
            id: 1,
            polygon: [
              [
                [-122.5, 37.7],
                [-122.3, 37.7],
                [-122.3, 37.8],
                [-122.5, 37.8],
                [-122.5, 37.7],
              ],
            ],
            fee: int(0, 1500),
            cart_minimum: int(0, 8000),
          },
        ],
        store_point: { lat: 37.77, long: -122.41 },
        free_delivery_configs: r() < 0.5 ? [{ cart_minimum: int(0, 20000) }] : [],
      },
      tip_settings: pick([null, { enabled_for: ['delivery'] as 'delivery'[] }]),
      max_specials_per_cart: pick([null, 0, 1, 2, 3]),
      rounding_increment: pick([1, 5, 10, 25, 100]),
      loyalty_points_stacking_enabled: r() < 0.8,
    },
  };
}
