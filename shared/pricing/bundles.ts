import { discountOn } from './discountOn';
import { lineMatchesRules } from './eligibility';
import { allocate } from './rounding';
import type { BundleSpecial, Cents, PricingLine } from './types';

// Bundles work on single units: a line of count 3 is three units, each usable once (as a qualifier
// or as a discounted unit) by one bundle application.

export interface BundleUnit {
  line: number;
  /** Which of the line's units (0 … count − 1). */
  slot: number;
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

/** Which lines qualify for and may be discounted by a bundle; by default its qualify and discount rules. */
export interface BundleMatchers {
  qualifies(line: PricingLine): boolean;
  discountable(line: PricingLine): boolean;
}

/** A bundle to run: the settings and discount of `special`, matched by `match` when given. */
export interface BundleDeal {
  special: BundleSpecial;
  match?: BundleMatchers;
}

const rulesOf = (special: BundleSpecial): BundleMatchers => ({
  qualifies: (l) => lineMatchesRules(l, special.qualify),
  discountable: (l) => lineMatchesRules(l, special.discount),
});

const byPrice = (dir: 1 | -1) => (a: BundleUnit, b: BundleUnit) =>
  dir * (a.base - b.base) || dir * (a.list - b.list) || a.line - b.line || a.slot - b.slot;

/** One application of `special` to the free units, or null when it cannot apply. */
export function evaluateBundle(
  special: BundleSpecial,
  lines: readonly PricingLine[],
  free: readonly BundleUnit[],
  match: BundleMatchers = rulesOf(special),
): BundleApplication | null {
  return evaluate(special, free, (u) => match.qualifies(lines[u.line]), (u) => match.discountable(lines[u.line]));
}

function evaluate(
  special: BundleSpecial,
  free: readonly BundleUnit[],
  qualifies: (u: BundleUnit) => boolean,
  discountable: (u: BundleUnit) => boolean,
): BundleApplication | null {
  const dir = special.discount_application_method === 'highest_price_first' ? -1 : 1;
  const threshold = Math.max(0, special.threshold_number_of_items_in_cart);

  // Qualifiers come first from units the bundle could not discount, then from the discountable
  // units the application method would reach last, so qualifiers do not eat the discounts.
  const pureQualifiers = free.filter((u) => qualifies(u) && !discountable(u));
  const sharedQualifiers = free.filter((u) => qualifies(u) && discountable(u)).sort(byPrice(-dir as 1 | -1));
  const qualifiers = [...pureQualifiers, ...sharedQualifiers].slice(0, threshold);
  if (qualifiers.length < threshold) return null;

  const max = special.max_number_of_discounted_products;
  const taken = new Set(qualifiers);
  const pool = free
    .filter((u) => discountable(u) && (special.allow_discounts_on_required_products || !taken.has(u)))
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

/** Store bundles over the cart's units: list = the regular price, base = the product-level unit price. */
export function applyBundles(
  lines: readonly PricingLine[],
  unitBase: readonly Cents[],
  bundles: readonly BundleSpecial[],
): BundleResult {
  const units = lines.flatMap((l, line) =>
    Array.from({ length: Math.max(0, l.count) }, (_, slot) => ({ line, slot, list: l.price, base: unitBase[line] })),
  );
  return runBundles(lines, units, bundles.map((special) => ({ special })));
}

/**
 * Applies bundles greedily: the single application saving the most (ties: lower special id) is taken,
 * its units leave the pool, and the search repeats until nothing saves anything.
 */
export function runBundles(lines: readonly PricingLine[], units: readonly BundleUnit[], deals: readonly BundleDeal[]): BundleResult {
  // Units stay sorted by price, so the sorts inside evaluateBundle run over ordered input (linear).
  let free = [...units].sort(byPrice(1));
  const uses = new Map<number, number>();
  const applications: BundleApplication[] = [];
  const ordered = [...deals]
    .sort((a, b) => a.special.id - b.special.id)
    .map(({ special, match = rulesOf(special) }) => {
      const q = lines.map((l) => match.qualifies(l));
      const d = lines.map((l) => match.discountable(l));
      return { special, q: (u: BundleUnit) => q[u.line], d: (u: BundleUnit) => d[u.line], touches: (u: BundleUnit) => q[u.line] || d[u.line] };
    });
  // An evaluation only depends on the free units its deal matches: it is kept until one of those is used.
  const cache = new Map<number, BundleApplication | null>();
  for (;;) {
    let best: BundleApplication | null = null;
    ordered.forEach(({ special: b, q, d }, i) => {
      if (b.max_applications != null && (uses.get(b.id) ?? 0) >= b.max_applications) return;
      if (!cache.has(i)) cache.set(i, evaluate(b, free, q, d));
      const app = cache.get(i) ?? null;
      if (app && (!best || app.savings > best.savings)) best = app;
    });
    if (!best) break;
    const chosen: BundleApplication = best;
    applications.push(chosen);
    uses.set(chosen.special.id, (uses.get(chosen.special.id) ?? 0) + 1);
    const used = new Set<BundleUnit>([...chosen.qualifiers, ...chosen.discounted.map((x) => x.unit)]);
    free = free.filter((u) => !used.has(u));
    ordered.forEach(({ touches }, i) => {
      for (const u of used) if (touches(u)) return void cache.delete(i);
    });
    if (chosen.special.max_number_of_discounted_products == null) uses.set(chosen.special.id, Infinity);
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
