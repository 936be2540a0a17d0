import { discountOn } from './discountOn';
import { lineMatchesList, lineMatchesRules } from './eligibility';
import { allocate } from './rounding';
import type { BundleSettings, BundleSpecial, Cents, Discount, PricingLine, SpecialRules } from './types';

// Bundles work on single units: a line of count 3 is three units, each usable once (as a qualifier
// or as a discounted unit) by one bundle application.

export interface BundleUnit {
  line: number;
  /** Which of the line's units (0 … count − 1). */
  slot: number;
  /** The price the bundle discount is computed from. */
  list: Cents;
  /** What the unit costs before the bundle: the bundle only counts what it saves below it. */
  base: Cents;
}

/** A bundle to run, store- or brand-funded: its discount, settings, and which lines it matches. */
export interface BundleDeal {
  id: number;
  title: string;
  discount: Discount;
  settings: BundleSettings;
  qualifies(line: PricingLine): boolean;
  discountable(line: PricingLine): boolean;
}

export interface BundleApplication {
  deal: BundleDeal;
  qualifiers: BundleUnit[];
  discounted: { unit: BundleUnit; discount: Cents }[];
  savings: Cents;
}

export interface BundleResult {
  /** Per line: the sum of its units' bundle discounts. */
  group_discounts: Cents[];
  /** Per line: the bundle that saved most on it. */
  line_deal: (BundleDeal | null)[];
  applications: BundleApplication[];
}

/** Qualifying: include/exclude, base and qualifier; discountable: include/exclude, base and discountable (000 §3). */
export function bundleMatchers(rules: SpecialRules | null | undefined): Pick<BundleDeal, 'qualifies' | 'discountable'> {
  const common = (l: PricingLine) => lineMatchesRules(l, rules) && lineMatchesList(l, rules?.base);
  return {
    qualifies: (l) => common(l) && lineMatchesList(l, rules?.qualifier),
    discountable: (l) => common(l) && lineMatchesList(l, rules?.discountable),
  };
}

/** A store bundle as a deal, or null when it has no bundle_settings to run by. */
export function storeBundleDeal(special: BundleSpecial): BundleDeal | null {
  const settings = special.bundle_settings;
  if (!settings) return null;
  return { id: special.id, title: special.title, discount: special, settings, ...bundleMatchers(special.rules) };
}

const isDeal = (d: BundleDeal | null): d is BundleDeal => d !== null;

const byPrice = (dir: 1 | -1) => (a: BundleUnit, b: BundleUnit) => dir * (a.base - b.base) || dir * (a.list - b.list) || a.line - b.line || a.slot - b.slot;

/** One application of a deal to the free units, or null when it cannot apply or saves nothing. */
function evaluate(deal: BundleDeal, free: readonly BundleUnit[], qualifies: (u: BundleUnit) => boolean, discountable: (u: BundleUnit) => boolean): BundleApplication | null {
  const { settings } = deal;
  const dir = settings.discount_application_method === 'most_expensive' ? -1 : 1;
  const threshold = Math.max(0, settings.threshold_number_of_items_in_cart);

  // Qualifiers come first from units the bundle could not discount, then from the discountable
  // units the application method would reach last, so qualifiers do not eat the discounts.
  const pureQualifiers = free.filter((u) => qualifies(u) && !discountable(u));
  const sharedQualifiers = free.filter((u) => qualifies(u) && discountable(u)).sort(byPrice(-dir as 1 | -1));
  const qualifiers = [...pureQualifiers, ...sharedQualifiers].slice(0, threshold);
  if (qualifiers.length < threshold) return null;

  const max = settings.max_number_of_discounted_products;
  const taken = new Set(qualifiers);
  const pool = free.filter((u) => discountable(u) && (settings.allow_discounts_on_required_products || !taken.has(u))).sort(byPrice(dir));
  const chosen = max != null && max >= 0 ? pool.slice(0, max) : pool;
  if (chosen.length === 0) return null;

  const discounts =
    settings.discount_distribution === 'spread'
      ? allocate(
          discountOn(
            chosen.reduce((s, u) => s + u.list, 0),
            1,
            deal.discount,
          ),
          chosen.map((u) => u.list),
        )
      : chosen.map((u) => discountOn(u.list, 1, deal.discount));
  // A unit pays the lower of its bundle price and its price before the bundle: they never stack.
  const discounted = chosen.map((unit, i) => ({
    unit,
    discount: Math.max(0, Math.min(unit.base, unit.base - (unit.list - discounts[i]))),
  }));
  const savings = discounted.reduce((s, d) => s + d.discount, 0);
  return savings > 0 ? { deal, qualifiers, discounted, savings } : null;
}

/** Store bundles over the cart's units: list = the regular price, base = the product-level unit price. */
export function applyBundles(lines: readonly PricingLine[], unitBase: readonly Cents[], bundles: readonly BundleSpecial[]): BundleResult {
  const units = lines.flatMap((l, line) => Array.from({ length: Math.max(0, l.count) }, (_, slot) => ({ line, slot, list: l.price, base: unitBase[line] })));
  return runBundles(lines, units, bundles.map(storeBundleDeal).filter(isDeal));
}

/**
 * Applies bundles greedily: the single application saving the most (ties: lower id) is taken, its
 * units leave the pool, and the search repeats until nothing saves anything.
 */
export function runBundles(lines: readonly PricingLine[], units: readonly BundleUnit[], deals: readonly BundleDeal[]): BundleResult {
  // Units stay sorted by price, so the sorts inside evaluate run over ordered input (linear).
  let free = [...units].sort(byPrice(1));
  const uses = new Map<BundleDeal, number>();
  const applications: BundleApplication[] = [];
  const ordered = [...deals]
    .sort((a, b) => a.id - b.id)
    .map((deal) => {
      const q = lines.map((l) => deal.qualifies(l));
      const d = lines.map((l) => deal.discountable(l));
      return { deal, q: (u: BundleUnit) => q[u.line], d: (u: BundleUnit) => d[u.line], touches: (u: BundleUnit) => q[u.line] || d[u.line] };
    });
  // An evaluation only depends on the free units its deal matches: it is kept until one of those is used.
  const cache = new Map<number, BundleApplication | null>();
  for (;;) {
    let best: BundleApplication | null = null;
    ordered.forEach(({ deal, q, d }, i) => {
      if ((uses.get(deal) ?? 0) >= (deal.settings.max_applications ?? Infinity)) return;
      if (!cache.has(i)) cache.set(i, evaluate(deal, free, q, d));
      const app = cache.get(i) ?? null;
      if (app && (!best || app.savings > best.savings)) best = app;
    });
    if (!best) break;
    const chosen: BundleApplication = best;
    applications.push(chosen);
    // Without a per-application maximum the bundle took every discountable unit: it applies once.
    const once = chosen.deal.settings.max_number_of_discounted_products == null;
    uses.set(chosen.deal, once ? Infinity : (uses.get(chosen.deal) ?? 0) + 1);
    const used = new Set<BundleUnit>([...chosen.qualifiers, ...chosen.discounted.map((x) => x.unit)]);
    free = free.filter((u) => !used.has(u));
    ordered.forEach(({ touches }, i) => {
      for (const u of used) if (touches(u)) return void cache.delete(i);
    });
  }
  return summarize(lines.length, applications);
}

function summarize(lineCount: number, applications: BundleApplication[]): BundleResult {
  const group_discounts = Array.from({ length: lineCount }, () => 0);
  const perDeal = Array.from({ length: lineCount }, () => new Map<BundleDeal, number>());
  for (const app of applications) {
    for (const { unit, discount } of app.discounted) {
      group_discounts[unit.line] += discount;
      const m = perDeal[unit.line];
      m.set(app.deal, (m.get(app.deal) ?? 0) + discount);
    }
  }
  const line_deal = perDeal.map((m) => {
    let best: BundleDeal | null = null;
    for (const [deal, amount] of m) if (!best || amount > (m.get(best) ?? 0)) best = deal;
    return best;
  });
  return { group_discounts, line_deal, applications };
}
