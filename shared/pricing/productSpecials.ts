import { unitPrice } from '../money';
import { discountOn } from './discountOn';
import { contextAllows, isLive, lineMatchesRules, weightAllowed } from './eligibility';
import type { EligibilityContext } from './eligibility';
import type { BulkSpecial, Cents, PricingLine, ProductSpecial, StoreSpecial } from './types';

export type LineSpecial = ProductSpecial | BulkSpecial;

export interface ProductPrice {
  /** The unit price after the markdown or the best product-level special. */
  unit_price: Cents;
  /** (price − unit_price) × count. */
  product_discount: Cents;
  special: LineSpecial | null;
}

/**
 * 001 §3: the unit price is the discounted price if present, otherwise the normal price (the shared
 * rule). A "discounted" price above the regular one is a data error and is not charged.
 */
export function markdownUnitPrice(line: PricingLine): Cents {
  return Math.max(0, Math.min(line.price, unitPrice(line.price, line.discounted_price) ?? line.price));
}

function appliesToLine(special: LineSpecial, line: PricingLine, ctx: EligibilityContext): boolean {
  return isLive(special, ctx) && contextAllows(special.rules, ctx) && weightAllowed(line, special.applicable_weights) && lineMatchesRules(line, special.rules);
}

/** Bulk: the matching units of the whole cart must reach the grams threshold and the item minimum (each when set). */
export function bulkThresholdMet(special: BulkSpecial, lines: readonly PricingLine[], ctx: EligibilityContext): boolean {
  const matching = lines.filter((l) => appliesToLine(special, l, ctx));
  const grams = matching.reduce((s, l) => s + (l.grams ?? 0) * l.count, 0);
  const items = matching.reduce((s, l) => s + l.count, 0);
  if (special.bulk_weight_threshold_grams != null && grams < special.bulk_weight_threshold_grams) return false;
  return !(special.bulk_min_items != null && items < special.bulk_min_items);
}

/** The product-level specials that may price this line: live, matching, and (bulk) over threshold. */
export function lineSpecialsFor(line: PricingLine, lines: readonly PricingLine[], specials: readonly StoreSpecial[], ctx: EligibilityContext): LineSpecial[] {
  return specials.filter(
    (s): s is LineSpecial =>
      (s.special_type === 'product' || s.special_type === 'bulk') && appliesToLine(s, line, ctx) && (s.special_type === 'product' || bulkThresholdMet(s, lines, ctx)),
  );
}

/**
 * One product-level price per line: the lowest of the markdown and each candidate special computed
 * on the regular price, per unit (so it equals the per-unit special price the menu shows). Specials
 * do not stack with each other or with the markdown; a special tying the markdown wins the
 * attribution, because the catalogue's discounted price is usually that same special.
 */
export function productPrice(line: PricingLine, candidates: readonly LineSpecial[]): ProductPrice {
  let unit = markdownUnitPrice(line);
  let special: LineSpecial | null = null;
  const ordered = [...candidates].sort((a, b) => a.id - b.id);
  for (const s of ordered) {
    const price = line.price - discountOn(line.price, 1, s);
    if (price < unit || (price === unit && special === null && price < line.price)) {
      unit = price;
      special = s;
    }
  }
  return { unit_price: unit, product_discount: (line.price - unit) * line.count, special };
}
