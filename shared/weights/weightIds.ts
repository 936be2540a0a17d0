import { WEIGHT_IDS } from '../types/catalog';
import type { WeightId } from '../types/catalog';

// 000 §3: the weight ids, in menu order, come from the domain types so there is one list.
export { WEIGHT_IDS };
export type { WeightId };

// 000 §3: labels shown on weight buttons.
export const WEIGHT_LABELS: Readonly<Record<WeightId, string>> = {
  half_gram: '0.5g',
  gram: '1g',
  two_gram: '2g',
  eighth_ounce: '3.5g',
  quarter_ounce: '7g',
  half_ounce: '14g',
  ounce: '28g',
  each: 'Each',
};

// Grams behind each label (000 §3); `each` has no weight.
export const WEIGHT_GRAMS: Readonly<Record<WeightId, number | null>> = {
  half_gram: 0.5,
  gram: 1,
  two_gram: 2,
  eighth_ounce: 3.5,
  quarter_ounce: 7,
  half_ounce: 14,
  ounce: 28,
  each: null,
};

export function isWeightId(value: unknown): value is WeightId {
  return typeof value === 'string' && (WEIGHT_IDS as readonly string[]).includes(value);
}

export function weightLabel(weight: WeightId): string {
  return WEIGHT_LABELS[weight];
}

export function weightGrams(weight: WeightId): number | null {
  return WEIGHT_GRAMS[weight];
}
