import { forEachShownRow, keptPerIndex } from '../../api/data/keptPerIndex';
import type { MenuFeatureReader, MenuFeatureRow } from '../../api/data/menuFeatureRows';
import type { MenuIndex } from '../../search';
import type { Kind, Lineage, WeightId } from '../../../shared/types';
import { dollarsToCents, unitPrice } from '../../../shared/money';
import { availableWeights, chooseDefaultWeight, discountedPriceOf, priceOf } from '../../../shared/weights';
import { DOSED_KINDS } from './vocabulary';

/** One weight of a product and what the shopper pays for it (001 §3 unit price), in cents. */
export interface WeightPrice {
  weight: WeightId;
  cents: number;
}

/**
 * What the budtender reads from one menu product, worked out once per store index from its feature row (the menu
 * product itself is read by id for the picks an answer shows).
 */
export interface ProductFacts {
  id: number;
  name: string;
  kind: Kind;
  lineage: Lineage | null;
  brand: string | null;
  /** The store's best_seller_rank (1 the best seller), null when not ranked. */
  bestSellerRank: number | null;
  /** THC per package in mg, for a dose limit; null when the product states none. */
  thcDoseMg: number | null;
  /** Feelings and activities as the catalogue tags them (000 §3 facets), for exact lookups. */
  tags: ReadonlySet<string>;
  /** Lowercase name and root subtype: where a form such as "gummies" shows. */
  nameText: string;
  subtypeText: string;
  /** The weights on sale, the card's default weight first (000 §4). */
  prices: readonly WeightPrice[];
  /** THC as the product states it: mg for dosed kinds, else percent; null when it has none. */
  thc: number | null;
  thcUnit: 'mg' | '%';
  cbd: number | null;
  /** Where the THC sits among the store's products of the same kind: 0 the mildest, 1 the strongest. */
  thcRank: number | null;
  cbdRank: number | null;
  /** Where the default price sits among the same kind: 0 the cheapest. */
  priceRank: number | null;
  /** Reviewed products' rating out of 5 (000 §3 aggregate_rating); null without reviews. */
  rating: number | null;
  reviewCount: number;
  /** The best-seller rank as a share in [0, 1]: 1 the store's best seller, 0 not ranked. */
  sales: number;
  /** Best sellers and well-rated products first, in [0, 1]: the tie-breaker. */
  popularity: number;
  onSale: boolean;
}

export interface StoreFacts {
  products: readonly ProductFacts[];
  /** The products of each kind: a search for vapes reads only the vapes. */
  byKind: ReadonlyMap<Kind, readonly ProductFacts[]>;
  brands: readonly string[];
}

function pricesOf(product: MenuFeatureRow): WeightPrice[] {
  const paid = (weight: WeightId) => unitPrice(dollarsToCents(priceOf(product, weight)), dollarsToCents(discountedPriceOf(product, weight)));
  const preferred = chooseDefaultWeight(product).weight;
  const weights = availableWeights(product).sort((a, b) => Number(b === preferred) - Number(a === preferred));
  return weights.flatMap((weight) => {
    const cents = paid(weight);
    return cents === null ? [] : [{ weight, cents }];
  });
}

/** Each value's place in its kind, in [0, 1]; ties share their mean place; null stays null. */
function ranksWithinKind(facts: readonly ProductFacts[], value: (f: ProductFacts) => number | null): (number | null)[] {
  const byKind = new Map<string, number[]>();
  for (const f of facts) {
    const v = value(f);
    if (v === null) continue;
    const list = byKind.get(f.kind);
    if (list) list.push(v);
    else byKind.set(f.kind, [v]);
  }
  for (const list of byKind.values()) list.sort((a, b) => a - b);
  return facts.map((f) => {
    const v = value(f);
    const sorted = byKind.get(f.kind);
    if (v === null || !sorted) return null;
    if (sorted.length === 1) return 0.5;
    const below = lowerBound(sorted, v);
    const upTo = lowerBound(sorted, v + 1e-9);
    return (below + upTo - 1) / 2 / (sorted.length - 1);
  });
}

function lowerBound(sorted: readonly number[], value: number): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const finite = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function popularityOf(product: MenuFeatureRow, count: number): Pick<ProductFacts, 'rating' | 'reviewCount' | 'sales' | 'popularity'> {
  const sales = product.best_seller_rank ? 1 - (product.best_seller_rank - 1) / Math.max(1, count) : 0;
  const rating = product.review_count > 0 ? finite(product.aggregate_rating) : null;
  return { rating, reviewCount: product.review_count, sales, popularity: 0.6 * sales + 0.4 * ((rating ?? 0) / 5) };
}

function factsOf(product: MenuFeatureRow, count: number): ProductFacts {
  const dosed = DOSED_KINDS.includes(product.kind);
  const tags = [...(product.feelings ?? product.effects.map((effect) => effect.title)), ...(product.activities ?? [])];
  const prices = pricesOf(product);
  return {
    id: product.id,
    name: product.name,
    kind: product.kind,
    lineage: product.category,
    brand: product.brand,
    bestSellerRank: product.best_seller_rank,
    thcDoseMg: finite(product.thc_dosage_milligrams),
    tags: new Set(tags),
    nameText: product.name.toLowerCase(),
    subtypeText: (product.root_subtype ?? '').toLowerCase(),
    prices,
    thc: finite(dosed ? product.thc_dosage_milligrams : product.percent_thc),
    thcUnit: dosed ? 'mg' : '%',
    cbd: finite(dosed ? product.cbd_dosage_milligrams : product.percent_cbd),
    thcRank: null,
    cbdRank: null,
    priceRank: null,
    ...popularityOf(product, count),
    onSale: product.special_id !== null || prices.some(({ weight }) => discountedPriceOf(product, weight) !== null),
  };
}

export function buildStoreFacts(products: readonly MenuFeatureRow[]): StoreFacts {
  const facts = products.map((product) => factsOf(product, products.length));
  const thcRanks = ranksWithinKind(facts, (f) => f.thc);
  const cbdRanks = ranksWithinKind(facts, (f) => f.cbd);
  const priceRanks = ranksWithinKind(facts, (f) => f.prices[0]?.cents ?? null);
  facts.forEach((f, i) => Object.assign(f, { thcRank: thcRanks[i], cbdRank: cbdRanks[i], priceRank: priceRanks[i] }));
  const brands = [...new Set(products.flatMap((p) => (p.brand ? [p.brand] : [])))];
  const byKind = new Map<Kind, ProductFacts[]>();
  for (const f of facts) {
    const list = byKind.get(f.kind);
    if (list) list.push(f);
    else byKind.set(f.kind, [f]);
  }
  return { products: facts, byKind, brands };
}

/** Reads the feature rows of the products an index shows, in position order. */
async function shownRows(index: MenuIndex, read: MenuFeatureReader): Promise<MenuFeatureRow[]> {
  const rows = new Array<MenuFeatureRow | undefined>(index.ids.length);
  await forEachShownRow(index, read, (row, position) => (rows[position] = row));
  return rows.filter((row): row is MenuFeatureRow => row !== undefined);
}

/**
 * Facts per store index, read once with `read` (the narrow feature select, not the full menu products) and kept with
 * the index: a rebuilt index is a new object, and one patched in place (a review moved a rating) is read again.
 */
export function createStoreFactsCache(read: MenuFeatureReader): (index: MenuIndex) => Promise<StoreFacts> {
  return keptPerIndex(async (index) => buildStoreFacts(await shownRows(index, read)));
}
