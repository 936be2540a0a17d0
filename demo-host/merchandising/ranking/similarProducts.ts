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

/** What similarity compares, per product position, as plain numbers. */
interface SimilarityColumns {
  kind: Int32Array;
  lineage: Int32Array;
  brand: Int32Array;
  price: Float64Array;
}

/** A product's price for comparing bands: its lowest available price, else its price bucket (NaN: none). */
function priceColumn(index: MenuIndex): Float64Array {
  const lowest = index.sortColumns.get('lowest_available_price')!;
  return Float64Array.from(lowest, (price, i) => (price === price ? price : index.bucketPrice[i]));
}

function buildColumns(index: MenuIndex): SimilarityColumns {
  return { kind: kindColumn(index), lineage: firstValueIds(index.facets.category), brand: brandColumn(index), price: priceColumn(index) };
}

function priceBandScore(a: number, b: number): number {
  if (!(a > 0 && b > 0)) return 0; // NaN (no price) fails too.
  const ratio = Math.max(a, b) / Math.min(a, b);
  return ratio <= 1.25 ? SIMILARITY_WEIGHTS.closePrice : ratio <= 1.5 ? SIMILARITY_WEIGHTS.nearPrice : 0;
}

/** Each product's effect ids in one array (`ids` from `offsets[i]` to `offsets[i + 1]`), read in a plain loop. */
interface EffectLists {
  offsets: Uint32Array;
  ids: Uint32Array;
}

const effectLists = new WeakMap<RankingFeatures, EffectLists>();

/** The features' effects as EffectLists, made once per features (per index). */
function effectListsOf(features: RankingFeatures): EffectLists {
  let lists = effectLists.get(features);
  if (!lists) {
    const offsets = new Uint32Array(features.effects.length + 1);
    features.effects.forEach((effects, i) => (offsets[i + 1] = offsets[i] + effects.length));
    const ids = new Uint32Array(offsets[offsets.length - 1]);
    features.effects.forEach((effects, i) => ids.set(effects, offsets[i]));
    lists = { offsets, ids };
    effectLists.set(features, lists);
  }
  return lists;
}

/** The similarity to the target position t of each position, in quarter points (at most 39 with SIMILARITY_WEIGHTS: a byte). */
function quartersOf(c: SimilarityColumns, effects: EffectLists, features: RankingFeatures, t: number): Uint8Array {
  const targetEffects = new Uint8Array(features.effectCount);
  for (let k = effects.offsets[t]; k < effects.offsets[t + 1]; k++) targetEffects[effects.ids[k]] = 1;
  const [kind, lineage, brand, price] = [c.kind[t], c.lineage[t], c.brand[t], c.price[t]];
  const quarters = new Uint8Array(c.kind.length);
  for (let i = 0; i < quarters.length; i++) {
    let score = 0;
    if (c.kind[i] === kind) score += SIMILARITY_WEIGHTS.kind;
    if (lineage !== -1 && c.lineage[i] === lineage) score += SIMILARITY_WEIGHTS.lineage;
    if (brand !== -1 && c.brand[i] === brand) score += SIMILARITY_WEIGHTS.brand;
    let shared = 0;
    for (let k = effects.offsets[i]; k < effects.offsets[i + 1]; k++) shared += targetEffects[effects.ids[k]];
    score += Math.min(shared, SIMILARITY_WEIGHTS.maxEffects) * SIMILARITY_WEIGHTS.effect;
    quarters[i] = Math.round((score + priceBandScore(price, c.price[i])) * QUARTERS);
  }
  return quarters;
}

/**
 * Products similar to productId, best first; none when the product is not on the menu. Listed in the menu's
 * recommended order into one list per score, so each list is in that order already and the lists, highest score
 * first, are the row: no sort of the whole menu a request.
 */
export function similarProductsOrder(index: MenuIndex, productId: number | null | undefined, features: RankingFeatures): number[] {
  const target = productId == null ? undefined : index.positionOf.get(productId);
  if (target === undefined) return [];
  const quarters = quartersOf(indexColumn(index, 'similarity', buildColumns), effectListsOf(features), features, target);
  const byQuarters: number[][] = [];
  for (const i of sortOrder(index, 'recommended')) if (i !== target && quarters[i] > 0) (byQuarters[quarters[i]] ??= []).push(index.ids[i]);
  const order: number[] = [];
  for (let score = byQuarters.length - 1; score > 0; score--) for (const id of byQuarters[score] ?? []) order.push(id);
  return order;
}
