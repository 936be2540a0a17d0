import { discountOn } from './discountOn';
import { contextAllows, isLive, lineMatchesRules, weightAllowed } from './eligibility';
import type { EligibilityContext } from './eligibility';
import type { BrandSpecial, Cents, PricingLine } from './types';

export interface BrandLineDiscount {
  special: BrandSpecial | null;
  amount: Cents;
}

/**
 * Whether a brand special prices this line: live (active, enabled, time window, app mode), of the
 * line's brand, for its weight, allowed in this store, state and user segments (000 §5), and matching
 * its include and exclude rules (000 §3). Only special_type 'product' discounts single lines.
 */
export function brandSpecialApplies(special: BrandSpecial, line: PricingLine, ctx: EligibilityContext): boolean {
  return (
    special.special_type === 'product' &&
    line.product_brand_id != null &&
    special.product_brand_id === line.product_brand_id &&
    isLive(special, ctx) &&
    weightAllowed(line, special.applicable_weights) &&
    contextAllows(special.rules, ctx) &&
    lineMatchesRules(line, special.rules)
  );
}

/**
 * The best brand special for a line, taken on top of the store's specials because the brand funds
 * it: it discounts what the line costs after its product special and bundle (`amount`, covering
 * `line.count` units). At most one brand special per line; ties go to the lower id.
 */
export function bestBrandDiscount(
  line: PricingLine,
  amount: Cents,
  specials: readonly BrandSpecial[],
  ctx: EligibilityContext,
): BrandLineDiscount {
  let best: BrandLineDiscount = { special: null, amount: 0 };
  for (const s of [...specials].sort((a, b) => a.id - b.id)) {
    if (!brandSpecialApplies(s, line, ctx)) continue;
    const off = discountOn(amount, line.count, s);
    if (off > best.amount) best = { special: s, amount: off };
  }
  return best;
}
