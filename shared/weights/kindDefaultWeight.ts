import type { WeightId } from './weightIds';

// 000 §4, §9: default flower weight eighth_ounce; default extract weight half_gram.
export const DEFAULT_FLOWER_WEIGHT: WeightId = 'eighth_ounce';
export const DEFAULT_EXTRACT_WEIGHT: WeightId = 'half_gram';

// 000 §4 step 5. The spec names no default for vape, so a vape falls through to its first
// available weight.
export function kindDefaultWeight(kind: string | null | undefined): WeightId | null {
  if (kind === 'flower') return DEFAULT_FLOWER_WEIGHT;
  if (kind === 'extract') return DEFAULT_EXTRACT_WEIGHT;
  return null;
}
