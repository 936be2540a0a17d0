import { sortOrder, type MenuIndex } from '../../search';
import { brandColumn, firstValueIds, indexColumn, kindColumn } from './indexColumns';
import type { RankingFeatures } from './rankingFeatures';

// pdp_row (001 §7): products like the one on the page. Each other product of the menu scores
//   kind 3 + lineage 2 + brand 1.5 + 0.75 per shared effect or feeling (at most 3) + price band (1 within 25%, 0.5 within 50%)
// and those scoring anything are listed best first, ties in the menu's recommended order (000 §5); the product itself
// is left out. Weights favour what a shopper swaps within (the same kind and lineage) over the brand and the price.

export const SIMILARITY_WEIGHTS = { kind: 3, lineage: 2, brand: 1.5, effect: 0.75, maxEffects: 3, closePrice: 1, nearPrice: 0.5 } as const;

/** Every score is a multiple of a quarter point: scores sort as whole quarters. */
const QUARTERS = 4;
const RANK_SPACE = 2 ** 21;

/** What similarity compares, per product position, as plain numbers. */
interface SimilarityColumns {
  kind: Int32Array;
  lineage: Int32Array;
  brand: Int32Array;
  price: Float64Array;
  /** Position → rank in the menu's recommended order. */
  rank: Uint32Array;
}

/** A product's price for comparing bands: its lowest available price, else its price bucket (NaN: none). */
function priceColumn(index: MenuIndex): Float64Array {
  const lowest = index.sortColumns.get('lowest_available_price')!;
  return Float64Array.from(lowest, (price, i) => (price === price ? price : index.bucketPrice[i]));
}

function buildColumns(index: MenuIndex): SimilarityColumns {
  const rank = new Uint32Array(index.ids.length);
  sortOrder(index, 'recommended').forEach((position, r) => (rank[position] = r));
  return { kind: kindColumn(index), lineage: firstValueIds(index.facets.category), brand: brandColumn(index), price: priceColumn(index), rank };
}

function priceBandScore(a: number, b: number): number {
  if (!(a > 0 && b > 0)) return 0; // NaN (no price) fails too.
  const ratio = Math.max(a, b) / Math.min(a, b);
  return ratio <= 1.25 ? SIMILARITY_WEIGHTS.closePrice : ratio <= 1.5 ? SIMILARITY_WEIGHTS.nearPrice : 0;
}

/** The similarity of position i to the target position t. */
function scoreOf(c: SimilarityColumns, effects: readonly Uint32Array[], t: number, targetEffects: Uint8Array, i: number): number {
  let score = 0;
  if (c.kind[i] === c.kind[t]) score += SIMILARITY_WEIGHTS.kind;
  if (c.lineage[t] !== -1 && c.lineage[i] === c.lineage[t]) score += SIMILARITY_WEIGHTS.lineage;
  if (c.brand[t] !== -1 && c.brand[i] === c.brand[t]) score += SIMILARITY_WEIGHTS.brand;
  let shared = 0;
  for (const effect of effects[i]) shared += targetEffects[effect];
  score += Math.min(shared, SIMILARITY_WEIGHTS.maxEffects) * SIMILARITY_WEIGHTS.effect;
  return score + priceBandScore(c.price[t], c.price[i]);
}

/** Products similar to productId, best first; none when the product is not on the menu. */
export function similarProductsOrder(index: MenuIndex, productId: number | null | undefined, features: RankingFeatures): number[] {
  const target = productId == null ? undefined : index.positionOf.get(productId);
  if (target === undefined) return [];
  const c = indexColumn(index, 'similarity', buildColumns);
  const targetEffects = new Uint8Array(features.effectCount);
  for (const effect of features.effects[target]) targetEffects[effect] = 1;
  const positionOfRank = sortOrder(index, 'recommended');
  // One number per scored product: fewer quarter points missing first, then the recommended rank.
  const keys: number[] = [];
  for (let i = 0; i < index.ids.length; i++) {
    if (i === target) continue;
    const quarters = Math.round(scoreOf(c, features.effects, target, targetEffects, i) * QUARTERS);
    if (quarters > 0) keys.push((RANK_SPACE - quarters) * RANK_SPACE + c.rank[i]);
  }
  const sorted = Float64Array.from(keys).sort();
  return Array.from(sorted, (key) => index.ids[positionOfRank[key % RANK_SPACE]]);
}
