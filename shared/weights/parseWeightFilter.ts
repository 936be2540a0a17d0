import { isWeightId } from './weightIds';
import type { WeightId } from './weightIds';

// 000 §5: a weight filter is accepted only when it is a known weight, spaces turned into
// underscores ("eighth ounce" → eighth_ounce). Case and surrounding spaces are forgiven.
export function parseWeightFilter(raw: unknown): WeightId | null {
  if (typeof raw !== 'string') return null;
  const id = raw.trim().toLowerCase().replace(/\s+/g, '_');
  return isWeightId(id) ? id : null;
}

// Known weights from a list of raw filter values, first occurrence kept, unknown ones dropped.
export function parseWeightFilters(raws: readonly unknown[]): WeightId[] {
  const weights: WeightId[] = [];
  for (const raw of raws) {
    const weight = parseWeightFilter(raw);
    if (weight !== null && !weights.includes(weight)) weights.push(weight);
  }
  return weights;
}
