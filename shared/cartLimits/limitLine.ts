import { WEIGHT_GRAMS, isWeightId } from '../weights';
import type { LimitLine } from './cartLimits';

/**
 * What a product carries for the cart-limit rules (000 §3): its kind, THC milligrams per unit
 * (thc_dosage_milligrams), net weight per unit (net_weight_grams) and each weight's inventory equivalency.
 * A menu product is one; the widget's cart line keeps only these fields (limitProductOf).
 */
export interface LimitProduct {
  readonly kind: string;
  readonly thc_dosage_milligrams: number | null;
  readonly net_weight_grams: number | null;
  readonly inventories?: readonly { readonly price_id: string; readonly equivalency: number | null }[] | null;
}

/** Only the fields the rules read, so a cart line does not hold the whole menu product. */
export function limitProductOf(product: LimitProduct): LimitProduct {
  return {
    kind: product.kind,
    thc_dosage_milligrams: product.thc_dosage_milligrams ?? null,
    net_weight_grams: product.net_weight_grams ?? null,
    inventories: (product.inventories ?? []).map((i) => ({ price_id: i.price_id, equivalency: i.equivalency ?? null })),
  };
}

/**
 * One cart line as the rules weigh it, exactly as the server builds it before it refuses an add (demo-host
 * commerce assertWithinLimits): grams from the weight (000 §3 labels), else the product's net weight; THC mg
 * per unit; the equivalency of the line's weight's inventory, default 1.
 */
export function limitLineOf(product: LimitProduct, priceId: string, count: number): LimitLine {
  const grams = isWeightId(priceId) ? WEIGHT_GRAMS[priceId] : null;
  const inventory = product.inventories?.find((i) => i.price_id === priceId);
  return {
    kind: product.kind,
    count,
    grams: grams ?? product.net_weight_grams ?? 0,
    thc_mg: product.thc_dosage_milligrams ?? 0,
    equivalency: inventory?.equivalency ?? 1,
  };
}
