import { bundleMatchers, runBundles } from './bundles';
import type { BundleDeal } from './bundles';
import { discountOn } from './discountOn';
import { contextAllows, isLive, lineMatchesRules, weightAllowed } from './eligibility';
import type { EligibilityContext } from './eligibility';
import type { BrandSpecial, Cents, PricingLine } from './types';

// Brand specials are funded by the brand, so they stack on top of the store's discounts: they are
// computed on what each unit costs after its product special and store bundle. A line takes either
// its best 'product' brand special or what brand bundles save on it, whichever is more.

export interface BrandLineDiscount {
  special: BrandSpecial | null;
  amount: Cents;
}

export interface BrandLineResult {
  /** Largest first; empty when no brand special applies. */
  entries: { special: BrandSpecial; amount: Cents }[];
  amount: Cents;
}

/** Live, of the line's brand and weight, allowed here (000 §5 segments) and within the base rules. */
function brandLineMatches(special: BrandSpecial, line: PricingLine, ctx: EligibilityContext): boolean {
  return (
    line.product_brand_id != null &&
    special.product_brand_id === line.product_brand_id &&
    isLive(special, ctx) &&
    weightAllowed(line, special.applicable_weights) &&
    contextAllows(special.rules, ctx) &&
    lineMatchesRules(line, special.rules)
  );
}

/** Whether a 'product' brand special prices this line (000 §3 brand special rules). */
export function brandSpecialApplies(special: BrandSpecial, line: PricingLine, ctx: EligibilityContext): boolean {
  return special.special_type === 'product' && brandLineMatches(special, line, ctx);
}

/** The best 'product' brand special on a line costing `amount` for its count (ties: lower id). */
export function bestBrandDiscount(line: PricingLine, amount: Cents, specials: readonly BrandSpecial[], ctx: EligibilityContext): BrandLineDiscount {
  let best: BrandLineDiscount = { special: null, amount: 0 };
  for (const s of [...specials].sort((a, b) => a.id - b.id)) {
    if (!brandSpecialApplies(s, line, ctx)) continue;
    const off = discountOn(amount, line.count, s);
    if (off > best.amount) best = { special: s, amount: off };
  }
  return best;
}

/**
 * A brand bundle as a bundle deal. Without bundle_settings, buy X get Y is buy 1 get 1 and buy X and
 * save is buy 1 and save on every qualifying unit; in buy X and save the qualifying units are the
 * discounted ones unless a discountable section says otherwise.
 */
export function brandBundleDeal(special: BrandSpecial, ctx: EligibilityContext): BundleDeal {
  const andSave = special.special_type === 'buy_x_and_save';
  const given = special.bundle_settings;
  const rules = special.rules ?? {};
  const match = bundleMatchers({ ...rules, discountable: rules.discountable ?? (andSave ? rules.qualifier : null) });
  return {
    id: special.id,
    title: special.title,
    discount: special,
    settings: {
      ...given,
      threshold_number_of_items_in_cart: given?.threshold_number_of_items_in_cart ?? 1,
      max_number_of_discounted_products: given ? given.max_number_of_discounted_products : andSave ? null : 1,
      allow_discounts_on_required_products: given?.allow_discounts_on_required_products ?? andSave,
    },
    qualifies: (l) => brandLineMatches(special, l, ctx) && match.qualifies(l),
    discountable: (l) => brandLineMatches(special, l, ctx) && match.discountable(l),
  };
}

/** Brand discounts per line, given each unit's price after the store's discounts. */
export function applyBrandSpecials(
  lines: readonly PricingLine[],
  unitPrices: readonly (readonly Cents[])[],
  specials: readonly BrandSpecial[],
  ctx: EligibilityContext,
): BrandLineResult[] {
  const bundleSpecials = specials.filter((s) => s.special_type !== 'product' && isLive(s, ctx) && contextAllows(s.rules, ctx));
  const units = unitPrices.flatMap((prices, line) => prices.map((price, slot) => ({ line, slot, list: price, base: price })));
  const bundled = runBundles(
    lines,
    units,
    bundleSpecials.map((s) => brandBundleDeal(s, ctx)),
  );
  const byLine = lines.map(() => new Map<number, Cents>());
  for (const app of bundled.applications) {
    for (const { unit, discount } of app.discounted) {
      byLine[unit.line].set(app.deal.id, (byLine[unit.line].get(app.deal.id) ?? 0) + discount);
    }
  }
  return lines.map((line, i) => {
    const amount = unitPrices[i].reduce((a, b) => a + b, 0);
    const product = bestBrandDiscount(line, amount, specials, ctx);
    const fromBundles = [...byLine[i]]
      .map(([id, off]) => ({ special: bundleSpecials.find((s) => s.id === id) as BrandSpecial, amount: off }))
      .filter((e) => e.amount > 0)
      .sort((a, b) => b.amount - a.amount || a.special.id - b.special.id);
    const bundleTotal = fromBundles.reduce((s, e) => s + e.amount, 0);
    if (bundleTotal > product.amount) return { entries: fromBundles, amount: bundleTotal };
    return product.special ? { entries: [{ special: product.special, amount: product.amount }], amount: product.amount } : { entries: [], amount: 0 };
  });
}
