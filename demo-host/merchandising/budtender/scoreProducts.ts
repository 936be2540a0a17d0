import type { Kind } from '../../../shared/types';
import type { Intent } from './parseQuestion';
import type { ProductFacts, StoreFacts, WeightPrice } from './storeFacts';

export type FacetName =
  'kind' | 'price' | 'leaning' | 'avoid' | 'lineage' | 'feelings' | 'activities' | 'form' | 'brand' | 'thc' | 'cbd' | 'dose' | 'cheap' | 'sale' | 'rated' | 'popular';

/** How well a product meets one facet of the question: `match` in [0, 1], `weight` its share of the score. */
export interface FacetMatch {
  facet: FacetName;
  weight: number;
  match: number;
}

export interface ScoredProduct {
  facts: ProductFacts;
  /** In [0, 1]: the weighted mean of the facets asked for, with a little popularity as the tie-breaker. */
  score: number;
  /** The weight whose price is quoted: within the asked range when there is one. */
  price: WeightPrice | null;
  /** The facets asked for and how this product meets them (filled in for the products an answer keeps). */
  facets: FacetMatch[];
}

/** Which hard constraints apply: the broadening of an answer with no match drops them one at a time. */
export interface Constraints {
  kinds: boolean;
  price: boolean;
}

// Kinds a budtender offers only when asked for by kind or brand: nobody asking for sleep wants a grinder.
const ACCESSORY_KINDS: ReadonlySet<Kind> = new Set(['gear', 'merch', 'grow']);
const TIE_BREAK_WEIGHT = 0.5;
/** Facets graded on a scale (potency, dose, price rank) count as met past halfway (a kind's only product sits at half). */
const GRADED: ReadonlySet<FacetName> = new Set(['thc', 'cbd', 'dose', 'cheap']);
const WEIGHTS: Record<FacetName, number> = {
  kind: 2,
  price: 2,
  leaning: 1,
  avoid: 2,
  lineage: 3,
  feelings: 3,
  activities: 2,
  form: 2,
  brand: 4,
  thc: 3,
  cbd: 3,
  dose: 3,
  cheap: 2,
  sale: 2,
  rated: 3,
  popular: 3,
};

/**
 * The price to quote when the product passes the price constraint, null when it has none; false when it fails. A
 * weight the shopper named ("an eighth") goes with the kind: only it is quoted, and a product without it fails.
 */
function priceWithin(facts: ProductFacts, intent: Intent, constraints: Constraints): WeightPrice | null | false {
  const named = constraints.kinds && intent.weights.length > 0;
  const min = constraints.price ? (intent.min_price_cents ?? -Infinity) : -Infinity;
  const max = constraints.price ? (intent.max_price_cents ?? Infinity) : Infinity;
  if (!named && min === -Infinity && max === Infinity) return facts.priceAt(0);
  for (let k = 0; k < facts.priceCount; k += 1) {
    if (named && !intent.weights.includes(facts.weightAt(k))) continue;
    const cents = facts.centsAt(k);
    if (cents >= min && cents <= max) return facts.priceAt(k);
  }
  return false;
}

function passesKind(facts: ProductFacts, intent: Intent, constraints: Constraints): boolean {
  const { kind, brand } = facts;
  if (constraints.kinds && intent.kinds.length) return intent.kinds.includes(kind);
  if (brand !== null && intent.brands.includes(brand)) return true;
  // A balm on the skin relieves; it makes no one sleepy, energetic or focused, whatever its tags say.
  if (kind === 'topical') return intent.feelings.length === 0;
  return !ACCESSORY_KINDS.has(kind);
}

/** Share of the asked tags the product carries; the first asked is the one the need is about and counts most. */
function tagShare(facts: ProductFacts, asked: readonly string[]): number {
  const first = facts.hasTag(asked[0]) ? 1 : 0;
  if (asked.length === 1) return first;
  let others = 0;
  for (let i = 1; i < asked.length; i += 1) if (facts.hasTag(asked[i])) others += 1;
  return 0.7 * first + (0.3 * others) / (asked.length - 1);
}

/**
 * Strength against the store's products of the same kind. Low THC with high CBD is asking not to get high: only
 * products without THC or with more CBD than THC meet it.
 */
function thcMatch(facts: ProductFacts, intent: Intent): number {
  const cbdDominant = facts.lineage === 'cbd' || (facts.cbd ?? 0) > (facts.thc ?? 0);
  if (intent.thc === 'low' && intent.cbd === 'high') return cbdDominant || facts.thc === 0 ? 1 : 0;
  if (facts.thcRank === null) return intent.thc === 'low' && facts.lineage === 'cbd' ? 1 : 0;
  return intent.thc === 'high' ? facts.thcRank : 1 - facts.thcRank;
}

function cbdMatch(facts: ProductFacts, wanted: 'low' | 'high'): number {
  if (wanted === 'low') return facts.cbdRank === null ? 1 : 1 - facts.cbdRank;
  if (facts.lineage === 'cbd') return 1;
  return facts.cbdRank === null ? 0 : 0.3 + 0.7 * facts.cbdRank;
}

/** A form named in the product's name counts fully; in its subtype only, partly (the name is what the shopper sees). */
function formMatch(facts: ProductFacts, forms: readonly string[]): number {
  if (forms.some((form) => facts.nameText.includes(form))) return 1;
  return forms.some((form) => facts.subtypeText.includes(form)) ? 0.4 : 0;
}

/** A low dose asked for is some THC, at most the dose: none at all is only half a match (unless CBD was asked for). */
function doseMatch(facts: ProductFacts, intent: Intent): number {
  const dose = facts.thcDoseMg;
  const maxMg = intent.max_dose_mg!;
  if (dose === null) return 0;
  if (dose === 0) return intent.cbd === 'high' ? 1 : 0.5;
  return dose <= maxMg ? 1 : maxMg / dose;
}

interface AskedFacet {
  facet: FacetName;
  weight: number;
  match: (facts: ProductFacts) => number;
}

/** The facets the question asks about, each with how to grade a product on it: worked out once per search. */
function askedFacets(intent: Intent, constraints: Constraints): AskedFacet[] {
  const facets: [FacetName, boolean, (facts: ProductFacts) => number][] = [
    ['kind', constraints.kinds && intent.kinds.length > 0, () => 1],
    ['price', constraints.price && (intent.min_price_cents !== null || intent.max_price_cents !== null), () => 1],
    ['leaning', intent.leans.length > 0, ({ lineage }) => (lineage === null ? 0 : intent.leans.includes(lineage) ? 1 : lineage === 'hybrid' ? 0.5 : 0)],
    ['avoid', intent.avoid.length > 0, (facts) => (intent.avoid.some((tag) => facts.hasTag(tag)) ? 0 : 1)],
    ['lineage', intent.lineages.length > 0, ({ lineage }) => (lineage !== null && intent.lineages.includes(lineage) ? 1 : 0)],
    ['feelings', intent.feelings.length > 0, (facts) => tagShare(facts, intent.feelings)],
    ['activities', intent.activities.length > 0, (facts) => tagShare(facts, intent.activities)],
    ['form', intent.forms.length > 0, (facts) => formMatch(facts, intent.forms)],
    ['brand', intent.brands.length > 0, ({ brand }) => (brand !== null && intent.brands.includes(brand) ? 1 : 0)],
    ['thc', intent.thc !== null, (facts) => thcMatch(facts, intent)],
    ['cbd', intent.cbd !== null, (facts) => cbdMatch(facts, intent.cbd!)],
    ['dose', intent.max_dose_mg !== null, (facts) => doseMatch(facts, intent)],
    ['cheap', intent.cheap, (facts) => (facts.priceRank === null ? 0 : 1 - facts.priceRank)],
    ['sale', intent.on_sale, (facts) => (facts.onSale ? 1 : 0)],
    ['rated', intent.rated, (facts) => (facts.rating === null ? 0 : (facts.rating / 5) * Math.min(1, 0.5 + facts.reviewCount / 10))],
    ['popular', intent.popular, (facts) => facts.sales],
  ];
  return facets.filter(([, asked]) => asked).map(([facet, , match]) => ({ facet, weight: WEIGHTS[facet], match }));
}

const isGraded = (facet: FacetName) => GRADED.has(facet);
/** Facets that make a product a match: kind and price are constraints; the others here only order the matches. */
const NOT_MATCHING: ReadonlySet<FacetName> = new Set(['kind', 'price', 'leaning', 'avoid', 'rated', 'popular']);
const isSoft = (facet: FacetName) => !NOT_MATCHING.has(facet);
const met = (facet: FacetName, match: number) => (isGraded(facet) ? match > 0.5 : match > 0);

/** True when the facet counts as met in the reason and in totalResults. */
export const facetMet = (facet: FacetMatch): boolean => met(facet.facet, facet.match);

/** The search's answer: the best products (relevant ones, else the closest) and how many passed. */
export interface Ranking {
  top: ScoredProduct[];
  /** Products that pass the constraints and meet a facet asked for (all that pass when none was asked). */
  relevant: number;
  /** Products that pass the constraints. */
  passed: number;
}

/** Whether a product with this score ranks before `other`: score, then popularity, then id for a stable order. */
function ranksBefore(facts: ProductFacts, score: number, other: ScoredProduct): boolean {
  if (score !== other.score) return score > other.score;
  if (facts.popularity !== other.facts.popularity) return facts.popularity > other.facts.popularity;
  return facts.id < other.facts.id;
}

/**
 * Keeps the best `size` in order as products stream past: a store has thousands, an answer needs ten. Nothing is
 * allocated for a product that does not make the list; one that does gets a view of its own (`facts` moves on).
 */
function offer(list: ScoredProduct[], size: number, store: StoreFacts, facts: ProductFacts, score: number, price: WeightPrice | null): void {
  if (list.length === size && !ranksBefore(facts, score, list[size - 1])) return;
  let at = list.length;
  while (at > 0 && ranksBefore(facts, score, list[at - 1])) at -= 1;
  list.splice(at, 0, { facts: store.at(facts.row), score, price, facets: [] });
  if (list.length > size) list.pop();
}

/**
 * Scores every product of the store that passes the constraints and keeps the best `size`, best first (score, then
 * popularity, then id for a stable order). Facet details are kept for the products kept only.
 */
export function scoreProducts(store: StoreFacts, intent: Intent, constraints: Constraints, size: number): Ranking {
  const asked = askedFacets(intent, constraints);
  const soft = asked.filter((facet) => isSoft(facet.facet));
  const weights = asked.reduce((sum, facet) => sum + facet.weight, TIE_BREAK_WEIGHT);
  const relevantTop: ScoredProduct[] = [];
  const closestTop: ScoredProduct[] = [];
  let [relevant, passed] = [0, 0];
  const facts = store.at(0);
  store.forEachRow(constraints.kinds && intent.kinds.length ? intent.kinds : null, (row) => {
    facts.row = row;
    if (!passesKind(facts, intent, constraints)) return;
    const price = priceWithin(facts, intent, constraints);
    if (price === false) return;
    passed += 1;
    let earned = TIE_BREAK_WEIGHT * facts.popularity;
    let meets = soft.length === 0;
    for (const facet of asked) {
      const match = facet.match(facts);
      earned += facet.weight * match;
      if (!meets && isSoft(facet.facet) && met(facet.facet, match)) meets = true;
    }
    if (meets) {
      relevant += 1;
      offer(relevantTop, size, store, facts, earned / weights, price);
    } else if (relevant === 0) offer(closestTop, size, store, facts, earned / weights, price);
  });
  const top = relevant > 0 ? relevantTop : closestTop;
  for (const one of top) one.facets = asked.map(({ facet, weight, match }) => ({ facet, weight, match: match(one.facts) }));
  return { top, relevant, passed };
}
