import type { WeightId } from '../../shared/types';
import { EXTRACT_WEIGHTS, FLOWER_LIKE_WEIGHTS } from '../../shared/weights';
import type { Random } from './random';

export type WeightPrices = Partial<Record<WeightId, number>>;

// Price of a weight as a multiple of the smallest unit's price: bulk is cheaper per gram.
const FLOWER_MULTIPLIER: Partial<Record<WeightId, number>> = {
  gram: 1,
  two_gram: 1.9,
  eighth_ounce: 3.3,
  quarter_ounce: 6.2,
  half_ounce: 11.5,
  ounce: 21,
};
const EXTRACT_MULTIPLIER: Partial<Record<WeightId, number>> = {
  half_gram: 1,
  gram: 1.8,
  two_gram: 3.4,
  eighth_ounce: 5.6,
  quarter_ounce: 10.5,
  half_ounce: 19,
  ounce: 34,
};
const EACH_RANGE_DOLLARS: Record<string, [number, number]> = {
  'pre-roll': [6, 60],
  edible: [8, 35],
  tincture: [25, 80],
  topical: [18, 60],
  gear: [5, 120],
  merch: [15, 60],
  grow: [10, 90],
};

/** Whole dollars, or .50, in cents. */
const roundPrice = (cents: number, random: Random): number => Math.max(100, Math.round(cents / 100) * 100 - (random.chance(0.15) ? 50 : 0));

// 000 §3–4: flower-like types offer gram → ounce, extract and vape half_gram → ounce, every other kind each.
export function offeredWeights(random: Random, kind: string): WeightId[] {
  if (kind === 'flower') {
    const rest = FLOWER_LIKE_WEIGHTS.filter((w) => w !== 'eighth_ounce' && random.chance(0.45));
    // Most flower offers the kind default (eighth_ounce, 000 §9); some do not, so the other default steps show.
    const weights = random.chance(0.9) ? ['eighth_ounce' as WeightId, ...rest] : rest.length ? rest : (['gram'] as WeightId[]);
    return FLOWER_LIKE_WEIGHTS.filter((w) => weights.includes(w));
  }
  if (kind === 'extract' || kind === 'vape') {
    const small = EXTRACT_WEIGHTS.slice(0, 2).filter(() => random.chance(0.75));
    const large = EXTRACT_WEIGHTS.slice(2).filter(() => random.chance(0.12));
    const weights = [...small, ...large];
    return weights.length ? EXTRACT_WEIGHTS.filter((w) => weights.includes(w)) : ['half_gram'];
  }
  return ['each'];
}

/** Base prices in cents for a catalogue product; each store applies its own factor. */
export function basePrices(random: Random, kind: string, weights: readonly WeightId[]): WeightPrices {
  const prices: WeightPrices = {};
  if (kind === 'flower') {
    const gram = random.int(8, 16) * 100;
    for (const w of weights) prices[w] = roundPrice(gram * (FLOWER_MULTIPLIER[w] ?? 1), random);
  } else if (kind === 'extract' || kind === 'vape') {
    const half = random.int(20, 45) * 100;
    for (const w of weights) prices[w] = roundPrice(half * (EXTRACT_MULTIPLIER[w] ?? 1), random);
  } else {
    const [min, max] = EACH_RANGE_DOLLARS[kind] ?? [10, 50];
    prices.each = roundPrice(random.int(min, max) * 100, random);
  }
  return prices;
}

export function storePrices(random: Random, base: WeightPrices, storeFactor: number): WeightPrices {
  const jitter = storeFactor * random.float(0.95, 1.05, 3);
  const prices: WeightPrices = {};
  for (const [w, cents] of Object.entries(base) as [WeightId, number][]) prices[w] = roundPrice(cents * jitter, random);
  return prices;
}
