// The store menu search at 50,000 products (docs/architecture.md § The store menu search): a throwaway database
// seeded with the sample catalogue and a 50,000-product store (SQLite; also PostgreSQL when DATABASE_URL is set),
// then two fresh host processes (menuScaleHost.ts) one after the other over it: the first builds the big store's
// index (and saves its snapshot under DATA_DIR), the second starts from the snapshot as a restarted host does.
// Memory is the child's RSS, after a forced GC, with the big store and every sample store loaded.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../demo-host/db';
import { BIG_STORE_ID, seedDatabase } from '../../demo-host/seed';
import { createScratchDatabase } from '../unit/demo-host/commerce/harness';
import { ROOT } from '../unit/demo-host/server/builtHost';
import { ms, type BenchRow } from './row';

const PRODUCTS = 50_000;
const BUDGETS = { p95Ms: 10, coldMs: 200, rssMb: 400 };
const MB = 1024 * 1024;

interface HostFigures {
  firstMs: number;
  secondMs: number;
  p50Ms: number;
  p95Ms: number;
  queries: number;
  bigRows: number;
  bigBytes: number;
  rssOpened: number;
  rssBig: number;
  rssAll: number;
  residentStores: number;
  residentRows: number;
  residentBytes: number;
}

/** One fresh host process over the database: its figures (menuScaleHost.ts). */
function runHost(dataDir: string, databaseUrl: string | undefined): Promise<HostFigures> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', join(ROOT, 'tests/bench/menuScaleHost.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', SCALE_STORE_ID: String(BIG_STORE_ID), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as HostFigures) : reject(new Error(`menuScaleHost exited ${code}: ${out}`))));
  });
}

/** Waits (polling) until the first host's snapshot of the big store is on disk. */
async function snapshotSaved(dataDir: string): Promise<void> {
  const folder = join(dataDir, 'menu-indexes');
  for (let attempt = 0; attempt < 600; attempt++) {
    const saved = existsSync(folder) && readdirSync(folder).some((identity) => existsSync(join(folder, identity, `store-${BIG_STORE_ID}.v8`)));
    if (saved) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the big store’s snapshot was never saved');
}

function rowsOf(name: string, built: HostFigures, restarted: HostFigures): BenchRow[] {
  const rows = `${built.bigRows.toLocaleString('en-US')}-product store`;
  const per10k = (bytes: number, count: number) => `${(((bytes / count) * 10_000) / MB).toFixed(1)} MB`;
  return [
    { what: `menu index build, ${rows} (${name}, first request of a host with no snapshot)`, budget: 'n/a', measured: ms(built.firstMs), verdict: 'n/a' },
    {
      what: `cold first menu request after a restart, ${rows} (${name}, snapshot present)`,
      budget: `≤ ${BUDGETS.coldMs} ms`,
      measured: `${ms(restarted.firstMs)} (second ${ms(restarted.secondMs)})`,
      verdict: restarted.firstMs <= BUDGETS.coldMs ? 'ok' : 'over',
    },
    {
      what: `menu request, shopper mix (landing, kind tab, price sort, word, filter), ${rows} (${name})`,
      budget: `p95 ≤ ${BUDGETS.p95Ms} ms`,
      measured: `p95 ${ms(restarted.p95Ms)} (p50 ${ms(restarted.p50Ms)}; ${restarted.queries} requests)`,
      verdict: restarted.p95Ms <= BUDGETS.p95Ms ? 'ok' : 'over',
    },
    {
      what: `host RSS, sample catalogue + ${rows} loaded (${name}; ${restarted.residentStores} stores, ${restarted.residentRows.toLocaleString('en-US')} menu rows)`,
      budget: `≤ ${BUDGETS.rssMb} MB`,
      measured: `${(restarted.rssAll / MB).toFixed(0)} MB (${(restarted.rssOpened / MB).toFixed(0)} MB before any index)`,
      verdict: restarted.rssAll <= BUDGETS.rssMb * MB ? 'ok' : 'over',
    },
    {
      what: `memory per 10,000 menu rows (${name})`,
      budget: 'n/a',
      measured: `${per10k(restarted.rssBig - restarted.rssOpened, restarted.bigRows)} RSS; ${per10k(restarted.residentBytes, restarted.residentRows)} estimated by the cache`,
      verdict: 'n/a',
    },
  ];
}

async function measure(name: string, databaseUrl: string | undefined): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-scale-'));
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl) : null;
  try {
    const database = await openDatabase({ dataDir, databaseUrl: scratch?.url });
    try {
      await seedDatabase(database.db, { products: PRODUCTS });
    } finally {
      await database.close();
    }
    const built = await runHost(dataDir, scratch?.url);
    await snapshotSaved(dataDir);
    const restarted = await runHost(dataDir, scratch?.url);
    return rowsOf(name, built, restarted);
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The rows on SQLite and, when DATABASE_URL is set, on PostgreSQL. */
export async function menuScaleRows(): Promise<BenchRow[]> {
  const rows = await measure('SQLite', undefined);
  if (process.env.DATABASE_URL) rows.push(...(await measure('PostgreSQL', process.env.DATABASE_URL)));
  return rows;
}

// Run alone: `npx tsx tests/bench/menuScale.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await menuScaleRows()) console.log(`${row.verdict.padEnd(4)} ${row.what}: ${row.measured} (budget ${row.budget})`);
}
