import type { Kind } from '../../../shared/types';
import type { Intent } from './parseQuestion';
import type { ProductFacts, StoreFacts, WeightPrice } from './storeFacts';

export type FacetName = 'kind' | 'price' | 'lineage' | 'feelings' | 'activities' | 'form' | 'brand' | 'thc' | 'cbd' | 'dose' | 'cheap' | 'sale';

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
  facets: FacetMatch[];
  /** Meets at least one facet the shopper asked for beyond kind and price (or none were asked). */
  relevant: boolean;
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
const WEIGHTS: Record<FacetName, number> = { kind: 2, price: 2, lineage: 3, feelings: 3, activities: 2, form: 2, brand: 4, thc: 3, cbd: 3, dose: 3, cheap: 2, sale: 2 };

/**
 * The price to quote when the product passes the price constraint, null when it has none; false when it fails. A
 * weight the shopper named ("an eighth") goes with the kind: only it is quoted, and a product without it fails.
 */
function priceWithin(facts: ProductFacts, intent: Intent, constraints: Constraints): WeightPrice | null | false {
  const named = constraints.kinds && intent.weights.length > 0;
  const prices = named ? facts.prices.filter(({ weight }) => intent.weights.includes(weight)) : facts.prices;
  if (named && prices.length === 0) return false;
  const min = constraints.price ? (intent.min_price_cents ?? -Infinity) : -Infinity;
  const max = constraints.price ? (intent.max_price_cents ?? Infinity) : Infinity;
  if (min === -Infinity && max === Infinity) return prices[0] ?? null;
  return prices.find(({ cents }) => cents >= min && cents <= max) ?? false;
}

function passesKind(facts: ProductFacts, intent: Intent, constraints: Constraints): boolean {
  const { kind, brand } = facts.product;
  if (constraints.kinds && intent.kinds.length) return intent.kinds.includes(kind);
  return !ACCESSORY_KINDS.has(kind) || (brand !== null && intent.brands.includes(brand));
}

/** Share of the asked tags the product carries; the first asked is the one the need is about and counts most. */
function tagShare(tags: ReadonlySet<string>, asked: readonly string[]): number {
  if (asked.length === 1) return tags.has(asked[0]) ? 1 : 0;
  const rest = asked.slice(1).filter((tag) => tags.has(tag)).length / (asked.length - 1);
  return (tags.has(asked[0]) ? 0.7 : 0) + 0.3 * rest;
}

/**
 * Strength against the store's products of the same kind. Low THC with high CBD is asking not to get high: only
 * products without THC or with more CBD than THC meet it.
 */
function thcMatch(facts: ProductFacts, intent: Intent): number {
  const cbdDominant = facts.product.category === 'cbd' || (facts.cbd ?? 0) > (facts.thc ?? 0);
  if (intent.thc === 'low' && intent.cbd === 'high') return cbdDominant || facts.thc === 0 ? 1 : 0;
  if (facts.thcRank === null) return intent.thc === 'low' && facts.product.category === 'cbd' ? 1 : 0;
  return intent.thc === 'high' ? facts.thcRank : 1 - facts.thcRank;
}

function cbdMatch(facts: ProductFacts, wanted: 'low' | 'high'): number {
  if (wanted === 'low') return facts.cbdRank === null ? 1 : 1 - facts.cbdRank;
  if (facts.product.category === 'cbd') return 1;
  return facts.cbdRank === null ? 0 : 0.3 + 0.7 * facts.cbdRank;
}

/** A form named in the product's name counts fully; in its subtype only, partly (the name is what the shopper sees). */
function formMatch(facts: ProductFacts, forms: readonly string[]): number {
  if (forms.some((form) => facts.nameText.includes(form))) return 1;
  return forms.some((form) => facts.subtypeText.includes(form)) ? 0.4 : 0;
}

/** A low dose asked for is some THC, at most the dose: none at all is only half a match (unless CBD was asked for). */
function doseMatch(facts: ProductFacts, intent: Intent): number {
  const dose = facts.product.thc_dosage_milligrams;
  const maxMg = intent.max_dose_mg!;
  if (typeof dose !== 'number') return 0;
  if (dose === 0) return intent.cbd === 'high' ? 1 : 0.5;
  return dose <= maxMg ? 1 : maxMg / dose;
}

/** The facets the question asks about, each with how well this product meets it. */
function facetsOf(facts: ProductFacts, intent: Intent, constraints: Constraints): FacetMatch[] {
  const { product } = facts;
  const facets: [FacetName, boolean, () => number][] = [
    ['kind', constraints.kinds && intent.kinds.length > 0, () => 1],
    ['price', constraints.price && (intent.min_price_cents !== null || intent.max_price_cents !== null), () => 1],
    ['lineage', intent.lineages.length > 0, () => (product.category && intent.lineages.includes(product.category) ? 1 : 0)],
    ['feelings', intent.feelings.length > 0, () => tagShare(facts.tags, intent.feelings)],
    ['activities', intent.activities.length > 0, () => tagShare(facts.tags, intent.activities)],
    ['form', intent.forms.length > 0, () => formMatch(facts, intent.forms)],
    ['brand', intent.brands.length > 0, () => (product.brand && intent.brands.includes(product.brand) ? 1 : 0)],
    ['thc', intent.thc !== null, () => thcMatch(facts, intent)],
    ['cbd', intent.cbd !== null, () => cbdMatch(facts, intent.cbd!)],
    ['dose', intent.max_dose_mg !== null, () => doseMatch(facts, intent)],
    ['cheap', intent.cheap, () => (facts.priceRank === null ? 0 : 1 - facts.priceRank)],
    ['sale', intent.on_sale, () => (facts.onSale ? 1 : 0)],
  ];
  return facets.filter(([, asked]) => asked).map(([facet, , match]) => ({ facet, weight: WEIGHTS[facet], match: match() }));
}

/** True when the facet counts as met in the reason and in totalResults. */
export const facetMet = (facet: FacetMatch): boolean => (GRADED.has(facet.facet) ? facet.match > 0.5 : facet.match > 0);

function scoreOne(facts: ProductFacts, intent: Intent, constraints: Constraints): ScoredProduct | null {
  if (!passesKind(facts, intent, constraints)) return null;
  const price = priceWithin(facts, intent, constraints);
  if (price === false) return null;
  const facets = facetsOf(facts, intent, constraints);
  const weights = facets.reduce((sum, f) => sum + f.weight, TIE_BREAK_WEIGHT);
  const earned = facets.reduce((sum, f) => sum + f.weight * f.match, TIE_BREAK_WEIGHT * facts.popularity);
  const soft = facets.filter((f) => f.facet !== 'kind' && f.facet !== 'price');
  return { facts, score: earned / weights, price, facets, relevant: soft.length === 0 || soft.some(facetMet) };
}

/** The store's products that pass the constraints, best first (score, then popularity, then id for a stable order). */
export function scoreProducts(store: StoreFacts, intent: Intent, constraints: Constraints): ScoredProduct[] {
  const scored: ScoredProduct[] = [];
  for (const facts of store.products) {
    const one = scoreOne(facts, intent, constraints);
    if (one) scored.push(one);
  }
  return scored.sort((a, b) => b.score - a.score || b.facts.popularity - a.facts.popularity || a.facts.product.id - b.facts.product.id);
}
