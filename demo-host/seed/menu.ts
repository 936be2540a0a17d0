import type { Insertable } from 'kysely';
import type { MenuProductData, MenuProductsTable } from '../db';
import { WEIGHT_IDS, type Inventory, type WeightId } from '../../shared/types';
import { storePrices, type WeightPrices } from './pricing';
import type { SeedProduct } from './products';
import type { Random } from './random';
import { markdownPrice, rulesMatch, ruleListMatches, type RuleSubject } from './rules';
import type { SeedBrandSpecial, SeedSpecial } from './specials';
import type { SeedStore } from './stores';

export interface SeedMenuProduct {
  row: Insertable<MenuProductsTable> & { id: number; store_id: number; product_id: number };
  data: MenuProductData;
}

const EMPTY_PRICES = Object.fromEntries(
  WEIGHT_IDS.flatMap((w) => [
    [`price_${w}`, null],
    [`discounted_price_${w}`, null],
  ]),
) as Record<`price_${WeightId}` | `discounted_price_${WeightId}`, null>;

function discounted(special: SeedSpecial, weight: WeightId, cents: number): number | null {
  const weights = special.data.rules.include.weights;
  if (weights.length > 0 && !weights.includes(weight)) return null;
  return markdownPrice(special.row, cents);
}

const isLive = (row: { enabled: number; end_time?: string | null }, data: { active: boolean }) => row.enabled === 1 && data.active;

/** The menu of one store: which catalogue products it carries and at what prices (000 §3 menu product). */
export function buildMenu(
  random: Random,
  store: SeedStore,
  carried: readonly SeedProduct[],
  specials: readonly SeedSpecial[],
  brandSpecials: readonly SeedBrandSpecial[],
  firstId: number,
): SeedMenuProduct[] {
  const r = random.fork(`menu-${store.row.id}`);
  const storeFactor = r.float(0.9, 1.15, 3);
  const productSpecials = specials.filter((s) => s.row.special_type === 'product' && isLive(s.row, s.data));
  const liveSpecials = specials.filter((s) => isLive(s.row, s.data));
  const bestSellers = r.sample(carried, Math.ceil(carried.length * 0.3));
  const bestSellerRank = new Map(bestSellers.map((p, i) => [p.row.id, i + 1]));
  return carried.map((product, i): SeedMenuProduct => {
    const prices: WeightPrices = storePrices(r, product.prices, storeFactor);
    const subject: RuleSubject = {
      productId: product.row.id,
      kind: product.row.kind,
      lineage: product.row.category,
      storeId: store.row.id,
      state: store.row.state,
      weights: product.weights,
    };
    const special = productSpecials.find((s) => rulesMatch(s.data.rules.include, s.data.rules.exclude, subject));
    const row: SeedMenuProduct['row'] = {
      id: firstId + i,
      store_id: store.row.id,
      product_id: product.row.id,
      ...EMPTY_PRICES,
      visible: r.chance(0.99) ? 1 : 0,
      max_cart_quantity: 0,
      best_seller_rank: bestSellerRank.get(product.row.id) ?? null,
      operator_store_rank: r.chance(0.1) ? r.int(1, 50) : null,
      lowest_price_cents: null,
      special_id: null,
      has_brand_discount: 0,
      recommended: r.chance(0.05) ? 1 : 0,
      data: '',
    };
    let lowest = Infinity;
    let anyDiscount = false;
    const inventories: Inventory[] = [];
    const maxByWeight: Partial<Record<WeightId, number>> = {};
    for (const w of product.weights) {
      const cents = prices[w]!;
      row[`price_${w}`] = cents;
      const d = special ? discounted(special, w, cents) : null;
      row[`discounted_price_${w}`] = d;
      anyDiscount ||= d !== null;
      lowest = Math.min(lowest, d ?? cents);
      const quantity = r.chance(0.05) ? r.int(1, 3) : r.int(5, 250);
      maxByWeight[w] = Math.min(quantity, w === 'ounce' || w === 'half_ounce' ? 2 : 10);
      inventories.push({
        price_id: w,
        quantity,
        bulk: w === 'ounce' || w === 'half_ounce',
        equivalency: product.row.kind === 'extract' || product.row.kind === 'vape' ? 4 : null,
        tax: null,
      });
    }
    row.special_id = anyDiscount ? special!.row.id : null;
    row.lowest_price_cents = Number.isFinite(lowest) ? lowest : null;
    row.max_cart_quantity = Math.max(...Object.values(maxByWeight));

    const applicable = liveSpecials.filter((s) => s.row.special_type !== 'bundle' && rulesMatch(s.data.rules.include, s.data.rules.exclude, subject));
    const bundles = liveSpecials.filter((s) => s.row.special_type === 'bundle');
    const brandMatches = brandSpecials.filter(
      (b) => b.row.brand_id === product.row.brand_id && isLive(b.row, b.data) && rulesMatch(b.data.rules.include, b.data.rules.exclude, subject),
    );
    const brandPrices: MenuProductData['brand_special_prices'] = [];
    for (const b of brandMatches.filter((x) => x.row.special_type === 'product')) {
      for (const w of product.weights) {
        const applies = b.data.applicable_weights.length === 0 || b.data.applicable_weights.includes(w);
        const fake = { row: b.row, data: { rules: { include: { weights: [] } } } } as unknown as SeedSpecial;
        const price = prices[w]!;
        const d = applies ? discounted(fake, w, price) : null;
        if (d !== null) brandPrices.push({ brand_special_id: b.row.id, price_id: w, price, discount_price: d });
      }
    }
    row.has_brand_discount = brandPrices.length > 0 ? 1 : 0;
    const potency = product.row.percent_thc ?? null;
    return {
      row,
      data: {
        inventories,
        inventory_potencies: product.weights.map((w) => ({ price_id: w, percent_thc: potency, percent_cbd: product.row.percent_cbd ?? null })),
        store_notes: r.chance(0.05) ? 'Limited stock: ask your budtender.' : null,
        allow_multiple_flower_count: product.row.kind === 'flower' && r.chance(0.2),
        default_weight: product.weights.length > 1 && r.chance(0.05) ? product.weights[product.weights.length - 1] : null,
        photo_weights: product.data.photos.length ? product.weights.slice(0, 1) : [],
        max_cart_quantity_by_weight: maxByWeight,
        applicable_special_ids: applicable.map((s) => s.row.id),
        applicable_bundle_special_ids: {
          qualify: bundles.filter((s) => s.data.rules.qualifier && ruleListMatches(s.data.rules.qualifier, subject)).map((s) => s.row.id),
          discount: bundles.filter((s) => s.data.rules.discountable && ruleListMatches(s.data.rules.discountable, subject)).map((s) => s.row.id),
        },
        applicable_brand_special_ids: brandMatches.map((b) => b.row.id),
        applicable_brand_specials_included_user_segments: [...new Set(brandMatches.flatMap((b) => b.data.rules.include.user_segment_ids))],
        applicable_brand_specials_excluded_user_segments: [...new Set(brandMatches.flatMap((b) => b.data.rules.exclude.user_segment_ids))],
        brand_special_prices: brandPrices,
      },
    };
  });
}
