import type { Cents } from './types';

// Integer-only money arithmetic. Rates and percents arrive as decimals (`7.25` meaning 7.25 %); they
// are turned into parts per million once, so every product below stays an exact integer well under
// 2^53 (a $1,000,000 base times 100 % is 1e8 × 1e6 = 1e14).

const PPM = 1_000_000;

/** 12.5 (percent) → 125_000 parts per million; clamped to 0…100 %. */
export function percentToPpm(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  return Math.min(PPM, Math.round(percent * 10_000));
}

/** numerator / denominator rounded half up (both ≥ 0, denominator > 0). */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** percent of an amount in cents, rounded half up: percentOf(1099, 15) = 164.85 → 165. */
export function percentOf(amount: Cents, percent: number): Cents {
  if (amount <= 0) return 0;
  return divRoundHalfUp(amount * percentToPpm(percent), PPM);
}

/**
 * Splits `total` cents over `weights` in proportion, by largest remainder: every share is an
 * integer, the shares sum to exactly `total`, and no share exceeds its weight when total ≤ Σweights.
 * Ties in remainder go to the earlier index, so the split is deterministic.
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  const sum = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * Math.max(0, w)) / sum));
  let left = total - shares.reduce((s, x) => s + x, 0);
  const order = weights.map((w, i) => ({ i, rem: (total * Math.max(0, w)) % sum })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length) {
    shares[order[k].i] += 1;
    left -= 1;
  }
  return shares;
}

/** Nearest multiple of `increment` cents, halves up: (1097, 5) → 1095, (1098, 5) → 1100. */
export function roundToIncrement(amount: Cents, increment: number): Cents {
  if (!Number.isInteger(increment) || increment <= 1) return amount;
  return divRoundHalfUp(amount, increment) * increment;
}
