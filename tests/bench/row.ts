/** One line of the budgets table (DESIGN §3). */
export interface BenchRow {
  what: string;
  budget: string;
  /** Today's figure, or why there is none yet. */
  measured: string;
  verdict: 'ok' | 'over' | 'n/a';
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
