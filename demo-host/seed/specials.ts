import type { Insertable } from 'kysely';
import type { BrandSpecialData, BrandSpecialsTable, SpecialData, SpecialsTable } from '../db';
import type { AppMode, DiscountType, SpecialRules } from '../../shared/types';
import type { SeedBrand } from './brands';
import type { SeedProduct } from './products';
import type { Random } from './random';
import { emptyRuleList } from './rules';

export interface SeedSpecial {
  row: Insertable<SpecialsTable> & { id: number; store_id: number; special_type: string; discount_type: string; enabled: 0 | 1 };
  data: SpecialData;
}

export interface SeedBrandSpecial {
  row: Insertable<BrandSpecialsTable> & { id: number; brand_id: number; special_type: string; discount_type: string; enabled: 0 | 1 };
  data: BrandSpecialData;
}

// Windows are fixed dates, not "now ± n", so the catalogue is a pure function of the seed: active windows
// run to 2099, expired ones ended in 2025, upcoming ones start in 2098.
export const ACTIVE_WINDOW = { start_time: '2025-01-01T00:00:00.000Z', end_time: '2099-12-31T23:59:59.000Z' };
export const EXPIRED_WINDOW = { start_time: '2025-03-01T00:00:00.000Z', end_time: '2025-03-31T23:59:59.000Z' };
export const UPCOMING_WINDOW = { start_time: '2098-01-01T00:00:00.000Z', end_time: '2098-12-31T23:59:59.000Z' };

interface Template {
  title: string;
  special_type: 'product' | 'bulk' | 'bundle' | 'cart_total';
  discount_type: DiscountType;
  percent?: number;
  dollars?: number;
  target?: number;
  rules: SpecialRules;
  bulkGrams?: number;
  cartMinimum?: number;
}

// Specials of every type (000 §3) — product percent, dollar and target price; bulk; bundle buy-x-get-y
// with qualify and discount lists; cart total.
function templates(random: Random): Template[] {
  const lineage = random.pick(['indica', 'sativa', 'hybrid'] as const);
  const rules = (include = emptyRuleList(), exclude = emptyRuleList()): SpecialRules => ({ include, exclude });
  return [
    {
      title: `${random.pick([15, 20, 25])}% off all edibles`,
      special_type: 'product',
      discount_type: 'percent',
      percent: random.pick([15, 20, 25]),
      rules: rules(emptyRuleList({ kinds: ['edible'] })),
    },
    {
      title: `$5 off ${lineage} flower`,
      special_type: 'product',
      discount_type: 'dollar_amount',
      dollars: 500,
      rules: rules(emptyRuleList({ kinds: ['flower'], lineages: [lineage] })),
    },
    {
      title: 'Any eighth for $25',
      special_type: 'product',
      discount_type: 'target_price',
      target: 2500,
      rules: rules(emptyRuleList({ kinds: ['flower'], weights: ['eighth_ounce'] }), emptyRuleList({ lineages: ['cbd'] })),
    },
    { title: '10% off vapes', special_type: 'product', discount_type: 'percent', percent: 10, rules: rules(emptyRuleList({ kinds: ['vape'] })) },
    { title: 'Ounce deal: 15% off 28g of flower', special_type: 'bulk', discount_type: 'percent', percent: 15, bulkGrams: 28, rules: rules(emptyRuleList({ kinds: ['flower'] })) },
    {
      title: 'Buy 2 pre-rolls, get a vape 50% off',
      special_type: 'bundle',
      discount_type: 'percent',
      percent: 50,
      rules: { include: emptyRuleList(), exclude: emptyRuleList(), qualifier: emptyRuleList({ kinds: ['pre-roll'] }), discountable: emptyRuleList({ kinds: ['vape'] }) },
    },
    {
      title: 'Buy 3 edibles, get 1 for $1',
      special_type: 'bundle',
      discount_type: 'target_price',
      target: 100,
      rules: { include: emptyRuleList(), exclude: emptyRuleList(), qualifier: emptyRuleList({ kinds: ['edible'] }), discountable: emptyRuleList({ kinds: ['edible'] }) },
    },
    { title: '$10 off orders over $100', special_type: 'cart_total', discount_type: 'dollar_amount', dollars: 1000, cartMinimum: 10000, rules: rules() },
  ];
}

// The template made a Gold members' bundle in every store (000 §4 "gold flag"), so the demo shows the gold-bundles
// flag (000 §1): "Buy 3 edibles, get 1 for $1", live in odd stores (store 1 among them), disabled in even ones.
const GOLD_TEMPLATE = 6;

export function buildStoreSpecials(random: Random, storeId: number, firstId: number): SeedSpecial[] {
  const r = random.fork(`specials-${storeId}`);
  return templates(r).map((t, i): SeedSpecial => {
    // Every store has one disabled and one expired special so the read side must filter them.
    const disabled = i === 6 && storeId % 2 === 0;
    const window = i === 3 && storeId % 3 === 0 ? EXPIRED_WINDOW : ACTIVE_WINDOW;
    const bundle = t.special_type === 'bundle';
    return {
      row: {
        id: firstId + i,
        store_id: storeId,
        title: t.title,
        special_type: t.special_type,
        discount_type: t.discount_type,
        discount_percent: t.percent ?? null,
        discount_dollar_amount_cents: t.dollars ?? null,
        discount_target_price_cents: t.target ?? null,
        enabled: disabled ? 0 : 1,
        ...window,
        gold: i === GOLD_TEMPLATE ? 1 : 0,
        data: '',
      },
      data: {
        description: `${t.title}. While supplies last.`,
        terms: 'Cannot be combined with other offers. Limit one per customer per day.',
        photo: null,
        custom_badge: r.chance(0.3) ? r.pick(['Hot deal', 'Staff pick', 'Limited']) : null,
        active: !disabled && window === ACTIVE_WINDOW,
        rules: t.rules,
        bundle_settings: bundle
          ? {
              threshold_number_of_items_in_cart: t.title.startsWith('Buy 3') ? 3 : 2,
              max_number_of_discounted_products: 1,
              discount_application_method: 'cheapest',
              discount_distribution: 'each',
            }
          : null,
        bulk_weight_threshold_grams: t.bulkGrams ?? null,
        cart_minimum: t.cartMinimum ?? null,
      },
    };
  });
}

const SEGMENTS = [1, 2, 3, 4, 5];
const ALL_APP_MODES: AppMode[] = ['kiosk', 'headless', 'bloom'];

// Brand specials (000 §3) with include/exclude rules (kinds, lineages, product ids, states, stores, user
// segments, weights) and time windows, some expired and some disabled.
export function buildBrandSpecials(random: Random, brands: readonly SeedBrand[], products: readonly SeedProduct[], storeIds: readonly number[]): SeedBrandSpecial[] {
  const byBrand = new Map<number, SeedProduct[]>();
  for (const p of products) {
    const list = byBrand.get(p.row.brand_id) ?? [];
    list.push(p);
    byBrand.set(p.row.brand_id, list);
  }
  const candidates = brands.filter((b) => (byBrand.get(b.row.id)?.length ?? 0) > 0);
  const chosen = random.sample(candidates, Math.min(candidates.length, Math.max(12, Math.round(candidates.length * 0.4))));
  return chosen.map((brand, i): SeedBrandSpecial => {
    const own = byBrand.get(brand.row.id) ?? [];
    const variant = i % 8;
    const include = emptyRuleList();
    const exclude = emptyRuleList();
    if (variant === 1) include.kinds = [own[0].row.kind];
    if (variant === 2) include.lineages = ['indica', 'hybrid'];
    if (variant === 3) include.product_ids = random.sample(own, Math.min(own.length, 3)).map((p) => p.row.id);
    if (variant === 4) include.states = ['CA', 'CO', 'MI'];
    if (variant === 5) include.store_ids = random.sample(storeIds, Math.min(storeIds.length, 5));
    if (variant === 6) include.user_segment_ids = random.sample(SEGMENTS, 2);
    if (variant === 7) include.weights = ['eighth_ounce', 'each'];
    if (i % 5 === 0) exclude.kinds = ['merch', 'gear'];
    if (i % 7 === 0) exclude.user_segment_ids = [random.pick(SEGMENTS)];
    const discount_type: DiscountType = i % 3 === 0 ? 'dollar_amount' : i % 3 === 1 ? 'percent' : 'target_price';
    const special_type = i % 6 === 0 ? 'buy_x_get_y' : i % 6 === 3 ? 'buy_x_and_save' : 'product';
    const disabled = i % 9 === 4;
    const window = i % 10 === 7 ? EXPIRED_WINDOW : i % 10 === 8 ? UPCOMING_WINDOW : i % 10 === 9 ? { start_time: null, end_time: null } : ACTIVE_WINDOW;
    const percent = discount_type === 'percent' ? random.pick([10, 15, 20, 30]) : null;
    const dollars = discount_type === 'dollar_amount' ? random.pick([200, 300, 500]) : null;
    const target = discount_type === 'target_price' ? random.pick([1500, 2000, 2500]) : null;
    const label = percent ? `${percent}% off` : dollars ? `$${dollars / 100} off` : `Now $${(target ?? 0) / 100}`;
    const bundle = special_type !== 'product';
    return {
      row: {
        id: i + 1,
        brand_id: brand.row.id,
        title: `${brand.row.name}: ${label}`,
        special_type,
        discount_type,
        discount_percent: percent,
        discount_dollar_amount_cents: dollars,
        discount_target_price_cents: target,
        enabled: disabled ? 0 : 1,
        ...window,
        data: '',
      },
      data: {
        description: `Save on ${brand.row.name} products.`,
        discount_label: label,
        terms: 'Brand-funded discount. Applied at checkout.',
        applicable_weights: include.weights.length ? include.weights : [],
        excluded_app_modes: i % 11 === 0 ? [random.pick(ALL_APP_MODES)] : [],
        photo: brand.row.logo_url ?? null,
        active: !disabled && window === ACTIVE_WINDOW,
        rules: bundle
          ? { include, exclude, base: emptyRuleList(), qualifier: emptyRuleList({ kinds: [own[0].row.kind] }), discountable: emptyRuleList({ kinds: [own[0].row.kind] }) }
          : { include, exclude },
        bundle_settings: bundle
          ? { threshold_number_of_items_in_cart: 2, max_number_of_discounted_products: 1, discount_application_method: 'cheapest', discount_distribution: 'each' }
          : null,
      },
    };
  });
}
