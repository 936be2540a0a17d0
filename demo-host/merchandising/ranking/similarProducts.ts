import type { MenuProduct } from '../../../shared/types';
import { sortOrder, type MenuIndexWithProducts } from '../../search';
import { firstValueIds, indexColumn } from './indexColumns';

// pdp_row (001 §7): products like the one on the page. Each other product of the menu scores
//   kind 3 + lineage 2 + brand 1.5 + 0.75 per shared effect or feeling (at most 3) + price band (1 within 25%, 0.5 within 50%)
// and those scoring anything are listed best first, ties in the menu's recommended order (000 §5); the product itself
// is left out. Weights favour what a shopper swaps within (the same kind and lineage) over the brand and the price.

export const SIMILARITY_WEIGHTS = { kind: 3, lineage: 2, brand: 1.5, effect: 0.75, maxEffects: 3, closePrice: 1, nearPrice: 0.5 } as const;

/** Every score is a multiple of a quarter point: scores sort as whole quarters. */
const QUARTERS = 4;
const RANK_SPACE = 2 ** 21;

/** What similarity compares, per product position, as plain numbers (menu products are large objects, slow to read 5,000 times). */
interface SimilarityColumns {
  kind: Int32Array;
  lineage: Int32Array;
  brand: Int32Array;
  price: Float64Array;
  /** Ids of each product's effects and feelings (lowercased), and how many distinct ones there are. */
  effects: Uint32Array[];
  effectCount: number;
  /** Position → rank in the menu's recommended order. */
  rank: Uint32Array;
}

/** A product's price for comparing bands: its lowest available price, else its price bucket. */
const priceOfProduct = (product: MenuProduct): number => product.lowest_available_price ?? product.bucket_price ?? Number.NaN;

function buildColumns(index: MenuIndexWithProducts): SimilarityColumns {
  const n = index.products.length;
  const firstValue = (facet: 'kind' | 'category' | 'brand') => firstValueIds(index.facets[facet]);
  const effectIds = new Map<string, number>();
  const effects = index.products.map((product) => {
    const names = [...product.effects.map((effect) => effect.title), ...(product.feelings ?? [])].map((name) => name.toLowerCase());
    return Uint32Array.from(new Set(names), (name) => effectIds.get(name) ?? effectIds.set(name, effectIds.size).get(name)!);
  });
  const rank = new Uint32Array(n);
  sortOrder(index, 'recommended').forEach((position, r) => (rank[position] = r));
  return {
    kind: firstValue('kind'),
    lineage: firstValue('category'),
    brand: firstValue('brand'),
    price: Float64Array.from(index.products, priceOfProduct),
    effects,
    effectCount: effectIds.size,
    rank,
  };
}

function priceBandScore(a: number, b: number): number {
  if (!(a > 0 && b > 0)) return 0; // NaN (no price) fails too.
  const ratio = Math.max(a, b) / Math.min(a, b);
  return ratio <= 1.25 ? SIMILARITY_WEIGHTS.closePrice : ratio <= 1.5 ? SIMILARITY_WEIGHTS.nearPrice : 0;
}

/** The similarity of position i to the target position t. */
function scoreOf(c: SimilarityColumns, t: number, targetEffects: Uint8Array, i: number): number {
  let score = 0;
  if (c.kind[i] === c.kind[t]) score += SIMILARITY_WEIGHTS.kind;
  if (c.lineage[t] !== -1 && c.lineage[i] === c.lineage[t]) score += SIMILARITY_WEIGHTS.lineage;
  if (c.brand[t] !== -1 && c.brand[i] === c.brand[t]) score += SIMILARITY_WEIGHTS.brand;
  let shared = 0;
  for (const effect of c.effects[i]) shared += targetEffects[effect];
  score += Math.min(shared, SIMILARITY_WEIGHTS.maxEffects) * SIMILARITY_WEIGHTS.effect;
  return score + priceBandScore(c.price[t], c.price[i]);
}

/** Products similar to productId, best first; none when the product is not on the menu. */
export function similarProductsOrder(index: MenuIndexWithProducts, productId: number | null | undefined): number[] {
  const target = productId == null ? undefined : index.positionOf.get(productId);
  if (target === undefined) return [];
  const c = indexColumn(index, 'similarity', buildColumns);
  const targetEffects = new Uint8Array(c.effectCount);
  for (const effect of c.effects[target]) targetEffects[effect] = 1;
  const positionOfRank = sortOrder(index, 'recommended');
  // One number per scored product: fewer quarter points missing first, then the recommended rank.
  const keys: number[] = [];
  for (let i = 0; i < index.products.length; i++) {
    if (i === target) continue;
    const quarters = Math.round(scoreOf(c, target, targetEffects, i) * QUARTERS);
    if (quarters > 0) keys.push((RANK_SPACE - quarters) * RANK_SPACE + c.rank[i]);
  }
  const sorted = Float64Array.from(keys).sort();
  return Array.from(sorted, (key) => index.products[positionOfRank[key % RANK_SPACE]].id);
}
