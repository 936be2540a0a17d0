import { storeBundleDeal } from './bundles';
import type { BundleDeal } from './bundles';
import { contextAllows, isLive } from './eligibility';
import type { EligibilityContext } from './eligibility';
import type { PricedCart } from './result';
import type { BundleSpecial, PricingInput, PricingLine } from './types';

/** 000 §4 special qualifying status. */
export type BundleStatus = 'not_qualified' | 'qualified' | 'applied';

/** 001 §3 bundle possibilities. */
export interface BundlePossibility {
  status: BundleStatus;
  special_id: number;
  discountable_product_ids: number[];
}

/** A menu product as far as bundle rules look at it. */
export interface BundleMenuProduct {
  product_id: number;
  kind: string;
  category?: string | null;
  product_brand_id?: number | null;
  available_weights?: string[] | null;
}

type LineTest = (line: PricingLine) => boolean;

function menuMatches(p: BundleMenuProduct, test: LineTest): boolean {
  const weights = p.available_weights?.length ? p.available_weights : ['each'];
  return weights.some((price_id) => test({ ...p, price_id, count: 1, price: 0 }));
}

const units = (lines: readonly PricingLine[], test: LineTest) => lines.filter(test).reduce((s, l) => s + Math.max(0, l.count), 0);

/**
 * The bundles a cart could use, for GET /carts/find_bundle_specials (001 §7): `applied` when the
 * priced cart holds an application of the bundle, `qualified` when the cart holds enough qualifying
 * units but nothing the bundle discounts yet, else `not_qualified`. With a touched product only the
 * bundles that product takes part in (as qualifier or discountable) are listed. Discountable product
 * ids come from `menu`, the store's products the caller can offer.
 */
export function findBundlePossibilities(input: PricingInput, cart: PricedCart, touchedProductId: number | null, menu: readonly BundleMenuProduct[]): BundlePossibility[] {
  const ctx: EligibilityContext = {
    now: input.now,
    app_mode: input.app_mode,
    store_id: input.store.id,
    store_state: input.store.state ?? null,
    user_segment_ids: input.user_segment_ids ?? [],
  };
  const bundles = (input.specials ?? []).filter((s): s is BundleSpecial => s.special_type === 'bundle' && isLive(s, ctx) && contextAllows(s.rules, ctx));
  const touched = touchedProductId == null ? null : (menu.find((p) => p.product_id === touchedProductId) ?? input.lines.find((l) => l.product_id === touchedProductId));
  return bundles
    .map(storeBundleDeal)
    .filter((deal): deal is BundleDeal => deal !== null)
    .filter((deal) => {
      if (touchedProductId == null) return true;
      if (!touched) return false;
      const p: BundleMenuProduct = 'price_id' in touched ? { ...touched, available_weights: [touched.price_id] } : touched;
      return menuMatches(p, deal.qualifies) || menuMatches(p, deal.discountable);
    })
    .sort((a, b) => a.id - b.id)
    .map((deal) => {
      const applied = cart.applied_special_keys.includes(`s:${deal.id}`);
      const qualified = units(input.lines, deal.qualifies) >= Math.max(0, deal.settings.threshold_number_of_items_in_cart);
      const ids = new Set(menu.filter((p) => menuMatches(p, deal.discountable)).map((p) => p.product_id));
      return {
        status: applied ? 'applied' : qualified ? 'qualified' : 'not_qualified',
        special_id: deal.id,
        discountable_product_ids: [...ids].sort((x, y) => x - y),
      };
    });
}
