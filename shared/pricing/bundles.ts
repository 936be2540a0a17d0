import { discountOn } from './discountOn';
import { lineMatchesRules } from './eligibility';
import { allocate } from './rounding';
import type { BundleSpecial, Cents, PricingLine } from './types';

// Bundles work on single units: a line of count 3 is three units, each usable once (as a qualifier
// or as a discounted unit) by one bundle application.

export interface BundleUnit {
  line: number;
  /** Regular unit price: the bundle discount is computed from it. */
  list: Cents;
  /** Unit price after the product-level special: the bundle only counts what it saves below it. */
  base: Cents;
}

export interface BundleApplication {
  special: BundleSpecial;
  qualifiers: BundleUnit[];
  discounted: { unit: BundleUnit; discount: Cents }[];
  savings: Cents;
}

export interface BundleResult {
  /** Per line: the sum of its units' bundle discounts. */
  group_discounts: Cents[];
  /** Per line: the bundle that saved most on it. */
  line_special: (BundleSpecial | null)[];
  applications: BundleApplication[];
}

const byPrice = (dir: 1 | -1) => (a: BundleUnit, b: BundleUnit) =>
  dir * (a.base - b.base) || dir * (a.list - b.list) || a.line - b.line;

/** One application of `special` to the free units, or null when it cannot apply. */
export function evaluateBundle(
  special: BundleSpecial,
  lines: readonly PricingLine[],
  free: readonly BundleUnit[],
): BundleApplication | null {
  const qualifies = (u: BundleUnit) => lineMatchesRules(lines[u.line], special.qualify);
  const discountable = (u: BundleUnit) => lineMatchesRules(lines[u.line], special.discount);
  const dir = special.discount_application_method === 'highest_price_first' ? -1 : 1;
  const threshold = Math.max(0, special.threshold_number_of_items_in_cart);

  // Qualifiers come first from units the bundle could not discount, then from the discountable
  // units the application method would reach last, so qualifiers do not eat the discounts.
  const pureQualifiers = free.filter((u) => qualifies(u) && !discountable(u));
  const sharedQualifiers = free.filter((u) => qualifies(u) && discountable(u)).sort(byPrice(-dir as 1 | -1));
  const qualifiers = [...pureQualifiers, ...sharedQualifiers].slice(0, threshold);
  if (qualifiers.length < threshold) return null;

  const max = special.max_number_of_discounted_products;
  const pool = free
    .filter((u) => discountable(u) && (special.allow_discounts_on_required_products || !qualifiers.includes(u)))
    .sort(byPrice(dir));
  const chosen = max != null && max >= 0 ? pool.slice(0, max) : pool;
  if (chosen.length === 0) return null;

  const discounts =
    special.discount_distribution === 'across_units'
      ? allocate(
          discountOn(chosen.reduce((s, u) => s + u.list, 0), 1, special),
          chosen.map((u) => u.list),
        )
      : chosen.map((u) => discountOn(u.list, 1, special));
  // Bundles do not stack on product specials: a unit pays the lower of the two prices.
  const discounted = chosen.map((unit, i) => ({
    unit,
    discount: Math.max(0, Math.min(unit.base, unit.base - (unit.list - discounts[i]))),
  }));
  const savings = discounted.reduce((s, d) => s + d.discount, 0);
  return savings > 0 ? { special, qualifiers, discounted, savings } : null;
}

/**
 * Applies bundles greedily: the single application saving the most (ties: lower special id) is taken,
 * its units leave the pool, and the search repeats until nothing saves anything.
 */
export function applyBundles(
  lines: readonly PricingLine[],
  unitBase: readonly Cents[],
  bundles: readonly BundleSpecial[],
): BundleResult {
  let free: BundleUnit[] = lines.flatMap((l, line) =>
    Array.from({ length: Math.max(0, l.count) }, () => ({ line, list: l.price, base: unitBase[line] })),
  );
  const uses = new Map<number, number>();
  const applications: BundleApplication[] = [];
  const ordered = [...bundles].sort((a, b) => a.id - b.id);
  for (;;) {
    let best: BundleApplication | null = null;
    for (const b of ordered) {
      if (b.max_applications != null && (uses.get(b.id) ?? 0) >= b.max_applications) continue;
      const app = evaluateBundle(b, lines, free);
      if (app && (!best || app.savings > best.savings)) best = app;
    }
    if (!best) break;
    applications.push(best);
    uses.set(best.special.id, (uses.get(best.special.id) ?? 0) + 1);
    const used = new Set<BundleUnit>([...best.qualifiers, ...best.discounted.map((d) => d.unit)]);
    free = free.filter((u) => !used.has(u));
    if (best.special.max_number_of_discounted_products == null) uses.set(best.special.id, Infinity);
  }
  return summarize(lines.length, applications);
}

function summarize(lineCount: number, applications: BundleApplication[]): BundleResult {
  const group_discounts = Array.from({ length: lineCount }, () => 0);
  const perSpecial = Array.from({ length: lineCount }, () => new Map<BundleSpecial, number>());
  for (const app of applications) {
    for (const { unit, discount } of app.discounted) {
      group_discounts[unit.line] += discount;
      const m = perSpecial[unit.line];
      m.set(app.special, (m.get(app.special) ?? 0) + discount);
    }
  }
  const line_special = perSpecial.map((m) => {
    let best: BundleSpecial | null = null;
    for (const [s, amount] of m) if (!best || amount > (m.get(best) ?? 0)) best = s;
    return best;
  });
  return { group_discounts, line_special, applications };
}
