import { availableParallelism, loadavg } from 'node:os';
import type { BenchRow } from './row';

interface Part {
  readonly name: string;
  most: number;
}

/**
 * The machine's load while each part of the bench ran: the highest 1-minute load average seen, sampled every few
 * seconds, the bench's own browsers and hosts included. Browser rows and in-process timings move with it: the same
 * code read 2–5× slower on a busy machine (Lighthouse's static page, which runs no script, 216 ms of TBT against 37),
 * so a row over budget in a part that ran far past the cores is read with that in mind.
 */
export function machineLoad(read = () => loadavg()[0], everyMs = 5000) {
  const parts: Part[] = [];
  let current: Part | null = null;
  const sample = () => {
    if (current) current.most = Math.max(current.most, read());
  };
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    start(name: string): void {
      current = { name, most: read() };
      parts.push(current);
    },
    /** Ends the part begun last; its highest load. */
    end(): number {
      sample();
      const most = current?.most ?? 0;
      current = null;
      return most;
    },
    row(): BenchRow {
      clearInterval(timer);
      return {
        what: `machine load while each part ran (highest 1-minute load average, the bench's own processes included; ${availableParallelism()} cores)`,
        budget: '(reference)',
        measured: parts.map((part) => `${part.name} ${part.most.toFixed(1)}`).join(', '),
        verdict: 'n/a',
      };
    },
  };
}
