import { findBundlePossibilities, type BundleMenuProduct, type BundlePossibility } from '../../../shared/pricing';
import { WEIGHT_IDS } from '../../../shared/weights';
import type { CommerceDeps } from '../deps';
import type { CartState } from './cartState';

/** A bundle possibility and whether it is a Gold members' bundle, which the widget shows only under gold-bundles (000 §1). */
export type OfferedBundle = BundlePossibility & { gold: boolean };

/** 001 §3 Bundle possibilities of the first bundle (status 'none' without one), plus `bundles`: all of them. */
export type BundleOffer = (OfferedBundle | { status: 'none'; special_id: null; discountable_product_ids: number[]; gold: false }) & { bundles: OfferedBundle[] };

const NO_BUNDLE: BundleOffer = { status: 'none', special_id: null, discountable_product_ids: [], gold: false, bundles: [] };

/**
 * What GET /carts/find_bundle_specials answers for the product just touched (001 §4 bundle prompt), from a priced
 * cart. Only a store's bundle specials make possibilities (shared/pricing findBundlePossibilities), so without one
 * the store's menu is not read.
 */
export async function bundleOffer(deps: CommerceDeps, state: CartState, touchedProductId: number | null): Promise<BundleOffer> {
  const { input, priced, store } = state;
  if (!input || !priced || !store || !(input.specials ?? []).some((s) => s.special_type === 'bundle')) return NO_BUNDLE;
  const rows = await deps.db
    .selectFrom('menu_products as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .selectAll('m')
    .select(['p.kind', 'p.category', 'p.brand_id'])
    .where('m.store_id', '=', store.row.id)
    .where('m.visible', '=', 1)
    .execute();
  const menu: BundleMenuProduct[] = rows.map((r) => ({
    product_id: r.product_id,
    kind: r.kind,
    category: r.category,
    product_brand_id: r.brand_id,
    available_weights: WEIGHT_IDS.filter((w) => (r as Record<string, unknown>)[`price_${w}`] != null),
  }));
  const gold = new Set((input.specials ?? []).filter((s) => s.special_type === 'bundle' && s.gold).map((s) => s.id));
  const bundles = findBundlePossibilities(input, priced, touchedProductId, menu).map((b) => ({ ...b, gold: gold.has(b.special_id) }));
  return bundles[0] ? { ...bundles[0], bundles } : NO_BUNDLE;
}
