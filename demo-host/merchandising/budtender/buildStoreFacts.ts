import type { Kysely } from 'kysely';
import type { MenuFeatureReader, MenuFeatureRow } from '../../api/data/menuFeatureRows';
import type { Database } from '../../db';
import { sharedFeatureRead, type FeaturePass } from '../../api/data/sharedFeatureRead';
import type { MenuIndex } from '../../search';
import { KINDS, LINEAGES, WEIGHT_IDS, type Kind, type WeightId } from '../../../shared/types';
import { dollarsToCents, unitPrice } from '../../../shared/money';
import { availableWeights, chooseDefaultWeight, discountedPriceOf, priceOf } from '../../../shared/weights';
import { NO_ID, NO_SMALL_ID, NONE, StoreFacts, type StoreFactColumns } from './storeFacts';
import { DOSED_KINDS } from './vocabulary';

const KIND_ID = new Map<string, number>(KINDS.map((kind, id) => [kind, id]));
const LINEAGE_ID = new Map<string, number>(LINEAGES.map((lineage, id) => [lineage, id]));
const WEIGHT_ID = new Map<string, number>(WEIGHT_IDS.map((weight, id) => [weight, id]));

const finite = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : NONE);

/** Strings interned: each distinct one once, by a small id. */
class Interned {
  readonly values: string[] = [];
  readonly idOf = new Map<string, number>();
  id(value: string): number {
    const found = this.idOf.get(value);
    if (found !== undefined) return found;
    this.values.push(value);
    this.idOf.set(value, this.values.length - 1);
    return this.values.length - 1;
  }
}

/** The weights on sale with what the shopper pays (001 §3 unit price), the card's default weight first (000 §4). */
function pricesOf(product: MenuFeatureRow): { weight: WeightId; cents: number }[] {
  const paid = (weight: WeightId) => unitPrice(dollarsToCents(priceOf(product, weight)), dollarsToCents(discountedPriceOf(product, weight)));
  const preferred = chooseDefaultWeight(product).weight;
  const weights = availableWeights(product).sort((a, b) => Number(b === preferred) - Number(a === preferred));
  return weights.flatMap((weight) => {
    const cents = paid(weight);
    return cents === null ? [] : [{ weight, cents }];
  });
}

/** Each value's place among the rows of its kind, in [0, 1]; ties share their mean place; NONE stays NONE. */
function ranksWithinKind(kind: Uint8Array, values: Float64Array): Float64Array {
  const byKind = new Map<number, number[]>();
  values.forEach((v, row) => {
    if (Number.isNaN(v)) return;
    const list = byKind.get(kind[row]);
    if (list) list.push(v);
    else byKind.set(kind[row], [v]);
  });
  const sorted = new Map([...byKind].map(([k, list]) => [k, Float64Array.from(list).sort()]));
  return values.map((v, row) => {
    const list = sorted.get(kind[row]);
    if (Number.isNaN(v) || !list) return NONE;
    if (list.length === 1) return 0.5;
    const below = lowerBound(list, v);
    const upTo = lowerBound(list, v + 1e-9);
    return (below + upTo - 1) / 2 / (list.length - 1);
  });
}

function lowerBound(sorted: Float64Array, value: number): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

type Building = Omit<StoreFactColumns, 'tagStart' | 'tagIds' | 'priceStart' | 'priceWeight' | 'priceCents' | 'byKind' | 'tagNames' | 'subtypes' | 'brands' | 'tagIdOf'>;

function emptyColumns(n: number): Building {
  return {
    count: 0,
    ids: new Uint32Array(n),
    kind: new Uint8Array(n),
    lineage: new Uint8Array(n).fill(NO_SMALL_ID),
    brand: new Int32Array(n).fill(NO_ID),
    bestSellerRank: new Uint32Array(n),
    thcDoseMg: new Float64Array(n),
    nameText: [],
    subtype: new Uint16Array(n),
    thc: new Float64Array(n),
    cbd: new Float64Array(n),
    thcRank: new Float64Array(0),
    cbdRank: new Float64Array(0),
    priceRank: new Float64Array(0),
    rating: new Float64Array(n),
    reviewCount: new Uint32Array(n),
    sales: new Float64Array(n),
    popularity: new Float64Array(n),
    onSale: new Uint8Array(n),
  };
}

/**
 * The budtender's facts from one pass over the feature rows an index shows, written straight into columns (no object
 * a product): `capacity` rows at most (the index's products); the columns are cut to the rows seen.
 */
export function storeFactsPass(capacity: number): FeaturePass<StoreFacts> {
  const c = emptyColumns(capacity);
  const [tags, subtypes, brands] = [new Interned(), new Interned(), new Interned()];
  const tagStart: number[] = [0];
  const tagIds: number[] = [];
  const priceStart: number[] = [0];
  const priceWeight: number[] = [];
  const priceCents: number[] = [];
  return {
    visit(product) {
      const row = c.count++;
      const dosed = DOSED_KINDS.includes(product.kind);
      c.ids[row] = product.id;
      c.kind[row] = KIND_ID.get(product.kind) ?? 0;
      if (product.category) c.lineage[row] = LINEAGE_ID.get(product.category) ?? NO_SMALL_ID;
      if (product.brand) c.brand[row] = brands.id(product.brand);
      c.bestSellerRank[row] = product.best_seller_rank ?? 0;
      c.thcDoseMg[row] = finite(product.thc_dosage_milligrams);
      const tagged = new Set([...(product.feelings ?? product.effects.map((effect) => effect.title)), ...(product.activities ?? [])]);
      for (const tag of tagged) tagIds.push(tags.id(tag));
      tagStart.push(tagIds.length);
      (c.nameText as string[]).push(product.name.toLowerCase());
      c.subtype[row] = subtypes.id((product.root_subtype ?? '').toLowerCase());
      const prices = pricesOf(product);
      for (const { weight, cents } of prices) {
        priceWeight.push(WEIGHT_ID.get(weight)!);
        priceCents.push(cents);
      }
      priceStart.push(priceWeight.length);
      c.thc[row] = finite(dosed ? product.thc_dosage_milligrams : product.percent_thc);
      c.cbd[row] = finite(dosed ? product.cbd_dosage_milligrams : product.percent_cbd);
      c.rating[row] = product.review_count > 0 ? finite(product.aggregate_rating) : NONE;
      c.reviewCount[row] = product.review_count;
      c.onSale[row] = product.special_id !== null || prices.some(({ weight }) => discountedPriceOf(product, weight) !== null) ? 1 : 0;
    },
    finish() {
      const n = c.count;
      const cut = <T extends { slice(start: number, end: number): T }>(column: T) => column.slice(0, n);
      const columns: StoreFactColumns = {
        ...c,
        ids: cut(c.ids),
        kind: cut(c.kind),
        lineage: cut(c.lineage),
        brand: cut(c.brand),
        bestSellerRank: cut(c.bestSellerRank),
        thcDoseMg: cut(c.thcDoseMg),
        subtype: cut(c.subtype),
        thc: cut(c.thc),
        cbd: cut(c.cbd),
        rating: cut(c.rating),
        reviewCount: cut(c.reviewCount),
        sales: cut(c.sales),
        popularity: cut(c.popularity),
        onSale: cut(c.onSale),
        tagStart: Uint32Array.from(tagStart),
        tagIds: Uint16Array.from(tagIds),
        tagNames: tags.values,
        tagIdOf: tags.idOf,
        subtypes: subtypes.values,
        brands: brands.values,
        priceStart: Uint32Array.from(priceStart),
        priceWeight: Uint8Array.from(priceWeight),
        priceCents: Int32Array.from(priceCents),
        byKind: new Map(),
      };
      return new StoreFacts(withDerived(columns));
    },
  };
}

/** What needs every row first: the ranks within each kind, the sales share and popularity, the rows of each kind. */
function withDerived(c: StoreFactColumns): StoreFactColumns {
  const n = c.count;
  const defaultPrice = Float64Array.from({ length: n }, (_, row) => (c.priceStart[row + 1] > c.priceStart[row] ? c.priceCents[c.priceStart[row]] : NONE));
  for (let row = 0; row < n; row += 1) {
    const rank = c.bestSellerRank[row];
    c.sales[row] = rank ? 1 - (rank - 1) / Math.max(1, n) : 0;
    c.popularity[row] = 0.6 * c.sales[row] + 0.4 * ((Number.isNaN(c.rating[row]) ? 0 : c.rating[row]) / 5);
  }
  const byKind = new Map<Kind, number[]>();
  c.kind.forEach((kind, row) => {
    const list = byKind.get(KINDS[kind]);
    if (list) list.push(row);
    else byKind.set(KINDS[kind], [row]);
  });
  return {
    ...c,
    thcRank: ranksWithinKind(c.kind, c.thc),
    cbdRank: ranksWithinKind(c.kind, c.cbd),
    priceRank: ranksWithinKind(c.kind, defaultPrice),
    byKind: new Map([...byKind].map(([kind, rows]) => [kind, Uint32Array.from(rows)])),
  };
}

/** The budtender's facts of an index, from its shown feature rows. */
export const storeFactsOf = (index: MenuIndex): FeaturePass<StoreFacts> => storeFactsPass(index.ids.length);

/**
 * Facts per store index, from the shared feature read (the narrow feature select, not the full menu products, read once
 * per index for the ranking and the budtender) and kept with the index: a rebuilt index is a new object, and one
 * patched in place (a review moved a rating) is read again.
 */
export function createStoreFactsCache(read: Kysely<Database> | MenuFeatureReader): (index: MenuIndex) => Promise<StoreFacts> {
  return sharedFeatureRead(read).derive(storeFactsOf);
}
