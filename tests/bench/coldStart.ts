// DESIGN §3 "cold first request ≤ 200 ms": a fresh host process (the built dist/host/main.mjs over a throwaway
// DATA_DIR, seeded with the sample catalogue on its first start; SQLite, as `npm start` runs, whatever DATABASE_URL the
// bench has: on PostgreSQL it needs a CANOPY_SECRET and shares the bench's database), and its first menu queries once
// /healthz answers: store 1 and the 5,000-product store, each timed twice, so the first can be compared with the second.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIG_STORE_ID } from '../../demo-host/seed';
import { freePort, ROOT, run, waitForHealth } from '../unit/demo-host/server/builtHost';
import { ms, type BenchRow } from './row';

const BUDGET_MS = 200;

export async function coldStartRows(): Promise<BenchRow[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-cold-'));
  const started = performance.now();
  const host = run(process.execPath, [join(ROOT, 'dist/host/main.mjs')], {
    env: { ...process.env, PORT: String(port), DEMO: 'off', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  try {
    await waitForHealth(port, host);
    const healthy = performance.now() - started;
    const timeMenu = async (storeId: number) => {
      const begun = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/stores/${storeId}/menu_products`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`store ${storeId}'s menu answered ${response.status}`);
      return performance.now() - begun;
    };
    const row = (what: string, first: number, second: number): BenchRow => ({
      what,
      budget: `≤ ${BUDGET_MS} ms`,
      measured: `${ms(first)} (second ${ms(second)})`,
      verdict: first <= BUDGET_MS ? 'ok' : 'over',
    });
    const storeOne = [await timeMenu(1), await timeMenu(1)];
    const bigStore = [await timeMenu(BIG_STORE_ID), await timeMenu(BIG_STORE_ID)];
    return [
      row(`cold first menu query, store 1 (/healthz after ${(healthy / 1000).toFixed(1)} s, first start)`, storeOne[0], storeOne[1]),
      row('cold first menu query, the 5,000-product store', bigStore[0], bigStore[1]),
    ];
  } finally {
    host.child.kill('SIGTERM');
    await host.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
