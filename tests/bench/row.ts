/** One line of the budgets table (DESIGN §3). */
export interface BenchRow {
  what: string;
  budget: string;
  /** Today's figure, or why there is none yet. */
  measured: string;
  verdict: 'ok' | 'over' | 'n/a';
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Decimals a figure is printed with: enough that one printed as a budget (20 ms) is within it, 20.4 ms is not. */
const decimalsOf = (value: number) => (value < 10 ? 2 : value < 100 ? 1 : 0);
export const ms = (value: number) => `${value.toFixed(decimalsOf(value))} ms`;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The median and the interquartile range of a row's runs (nearest rank, as percentile). */
export interface Spread {
  median: number;
  p25: number;
  p75: number;
  runs: number;
}

export function spreadOf(values: number[]): Spread {
  if (values.length === 0) throw new Error('a spread of no runs');
  return { median: percentile(values, 50), p25: percentile(values, 25), p75: percentile(values, 75), runs: values.length };
}

const runsText = (runs: number) => `${runs} run${runs === 1 ? '' : 's'}`;
const msNumber = (value: number) => value.toFixed(decimalsOf(value));

/** "median 65.0 ms (p25–p75 58.0–80.0, 9 runs)": one figure of a noisy row hides how far its runs lie apart. */
export function msSpread(values: number[]): string {
  const s = spreadOf(values);
  return `median ${ms(s.median)} (p25–p75 ${msNumber(s.p25)}–${msNumber(s.p75)}, ${runsText(s.runs)})`;
}

/** "1.3× (p25–p75 1.1–1.6, 7 runs)". */
export function ratioSpread(ratios: number[]): string {
  const s = spreadOf(ratios);
  return `${s.median.toFixed(1)}× (p25–p75 ${s.p25.toFixed(1)}–${s.p75.toFixed(1)}, ${runsText(s.runs)})`;
}

/**
 * Each run's measurement divided by the baseline measured next to it: the two pages of a run see the same load on
 * the machine, so a drift moves both sides of a ratio, where a ratio of two medians can pair a quiet second with a busy one.
 */
export function pairedRatios(measured: number[], baseline: number[]): number[] {
  if (measured.length !== baseline.length) throw new Error(`${measured.length} runs against ${baseline.length}`);
  return measured.map((value, run) => value / Math.max(baseline[run], 1));
}
