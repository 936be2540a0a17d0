import type { WeightId } from './weightIds';

// 000 §3: only flower, extract and vape are sold by weight; every other kind uses each.
export const KINDS_SOLD_BY_WEIGHT = ['flower', 'extract', 'vape'] as const;

// 000 §3: product types that are sold like flower.
export const FLOWER_LIKE_TYPES = ['cbd', 'flower', 'hybrid', 'indica', 'sativa'] as const;

// 000 §3: flower-like types offer gram to ounce; extract and vape offer half_gram to ounce.
// (000 §3 also calls half_gram…ounce "the flower weight list": the same list as EXTRACT_WEIGHTS, not
// what a flower product offers.)
export const FLOWER_LIKE_WEIGHTS: readonly WeightId[] = ['gram', 'two_gram', 'eighth_ounce', 'quarter_ounce', 'half_ounce', 'ounce'];
export const EXTRACT_WEIGHTS: readonly WeightId[] = ['half_gram', 'gram', 'two_gram', 'eighth_ounce', 'quarter_ounce', 'half_ounce', 'ounce'];
export const EACH_ONLY: readonly WeightId[] = ['each'];

export interface ProductKind {
  readonly kind: string;
  readonly type?: string | null;
}

export function isSoldByWeight(kind: string | null | undefined): boolean {
  return typeof kind === 'string' && (KINDS_SOLD_BY_WEIGHT as readonly string[]).includes(kind);
}

export function isFlowerLikeType(type: string | null | undefined): boolean {
  return typeof type === 'string' && (FLOWER_LIKE_TYPES as readonly string[]).includes(type);
}

export function weightsOfferedForType(type: string | null | undefined): readonly WeightId[] {
  if (isFlowerLikeType(type)) return FLOWER_LIKE_WEIGHTS;
  if (type === 'extract' || type === 'vape') return EXTRACT_WEIGHTS;
  return EACH_ONLY;
}

// A product's type is its lineage for flower (indica, …) and its kind otherwise (000 §3: "types are
// the lineages plus kinds"), so the kind decides whether it is weighed at all, then the type which
// weights; a weighed product whose type says nothing useful falls back to its kind.
export function weightsOfferedFor(product: ProductKind): readonly WeightId[] {
  if (!isSoldByWeight(product.kind)) return EACH_ONLY;
  const byType = weightsOfferedForType(product.type ?? product.kind);
  return byType === EACH_ONLY ? weightsOfferedForType(product.kind) : byType;
}
