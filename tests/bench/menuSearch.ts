import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../demo-host/db';
import { seedDatabase } from '../../demo-host/seed';
import { createScratchDatabase } from '../unit/demo-host/commerce/harness';
import { measureMenuSearch } from './measureMenuSearch';
import { ms, type BenchRow } from './row';

const BUDGET_MS = 10;

/** DESIGN §3: the menu query (filters, sort, facet counts) on the 5,000-product store, in-process, on SQLite and,
 * when DATABASE_URL is set, on PostgreSQL, with the queries shoppers make (shopperQueries.ts). PostgreSQL's is a
 * scratch database of its own, dropped after: seeded into DATABASE_URL's own, a second run failed on its rows. */
export async function menuSearchRows(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-bench-'));
  const targets: Array<{ name: string; databaseUrl?: string }> = [{ name: 'SQLite' }];
  if (process.env.DATABASE_URL) targets.push({ name: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL });
  try {
    for (const target of targets) {
      const scratch = target.databaseUrl ? await createScratchDatabase(target.databaseUrl) : null;
      const database = await openDatabase({ dataDir, databaseUrl: scratch?.url });
      try {
        await seedDatabase(database.db);
        const m = await measureMenuSearch({ db: database.db, dialect: database.dialect, queries: 400 });
        rows.push({
          what: `menu query + sort + facets, 5,000-product store (${m.products.toLocaleString('en-US')} visible; ${target.name})`,
          budget: 'p95 ≤ 10 ms',
          measured: `p95 ${ms(m.p95Ms)} search, ${ms(m.requestP95Ms)} whole request (p50 ${ms(m.p50Ms)}; ${m.queries} shopper queries, ${m.emptyQueries} answering nothing)`,
          verdict: m.p95Ms <= BUDGET_MS ? 'ok' : 'over',
        });
      } finally {
        await database.close();
        await scratch?.drop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
