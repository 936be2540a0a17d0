import type { MenuProduct } from '../../../shared/types';
import { sortOrder, type MenuIndex } from '../../search';

// pdp_row (001 §7): products like the one on the page. Each other product of the menu scores
//   kind 3 + lineage 2 + brand 1.5 + 0.75 per shared effect or feeling (at most 3) + price band (1 within 25%, 0.5 within 50%)
// and those scoring anything are listed best first, ties in the menu's order (000 §5 recommended); the product itself
// is left out. Weights favour what a shopper swaps within (the same kind and lineage) over the brand and the price.

export const SIMILARITY_WEIGHTS = { kind: 3, lineage: 2, brand: 1.5, effect: 0.75, maxEffects: 3, closePrice: 1, nearPrice: 0.5 } as const;

/** A product's price for comparing bands: its lowest available price, else its price bucket. */
const priceOfProduct = (product: MenuProduct): number | null => product.lowest_available_price ?? product.bucket_price ?? null;

const effectsOf = (product: MenuProduct): Set<string> =>
  new Set([...product.effects.map((effect) => effect.title.toLowerCase()), ...(product.feelings ?? []).map((feeling) => feeling.toLowerCase())]);

function priceBandScore(a: number | null, b: number | null): number {
  if (a === null || b === null || a <= 0 || b <= 0) return 0;
  const ratio = Math.max(a, b) / Math.min(a, b);
  return ratio <= 1.25 ? SIMILARITY_WEIGHTS.closePrice : ratio <= 1.5 ? SIMILARITY_WEIGHTS.nearPrice : 0;
}

export function similarityScore(target: MenuProduct, targetEffects: ReadonlySet<string>, other: MenuProduct): number {
  let score = 0;
  if (other.kind === target.kind) score += SIMILARITY_WEIGHTS.kind;
  if (target.category !== null && other.category === target.category) score += SIMILARITY_WEIGHTS.lineage;
  if (target.brand !== null && other.brand === target.brand) score += SIMILARITY_WEIGHTS.brand;
  let shared = 0;
  if (targetEffects.size > 0) {
    for (const effect of other.effects) if (targetEffects.has(effect.title.toLowerCase())) shared++;
    for (const feeling of other.feelings ?? []) if (targetEffects.has(feeling.toLowerCase())) shared++;
  }
  score += Math.min(shared, SIMILARITY_WEIGHTS.maxEffects) * SIMILARITY_WEIGHTS.effect;
  return score + priceBandScore(priceOfProduct(target), priceOfProduct(other));
}

/** Products similar to productId, best first; none when the product is not on the menu. */
export function similarProductsOrder(index: MenuIndex, productId: number | null | undefined): number[] {
  const position = productId == null ? undefined : index.positionOf.get(productId);
  if (position === undefined) return [];
  const target = index.products[position];
  const targetEffects = effectsOf(target);
  const scored: { id: number; score: number; rank: number }[] = [];
  sortOrder(index, 'recommended').forEach((i, rank) => {
    if (i === position) return;
    const other = index.products[i];
    const score = similarityScore(target, targetEffects, other);
    if (score > 0) scored.push({ id: other.id, score, rank });
  });
  scored.sort((a, b) => b.score - a.score || a.rank - b.rank);
  return scored.map((entry) => entry.id);
}
