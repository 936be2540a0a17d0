// DESIGN §3 "marketplace: 1,000,000 menu rows (500 stores) on PostgreSQL | menu query p95 ≤ 20 ms across random
// stores": the built host (dist/host/main.mjs) over the marketplace database (marketplaceDatabase.ts), warming no
// store, answers the queries shoppers make (shopperQueries.ts) at stores drawn at random, one request at a time over
// HTTP, so most requests are a store's first. The host's resident memory is read from /proc at the end: it must stay
// bounded however many stores were opened. A host that passes RSS_CEILING or a run longer than TIME_LIMIT is stopped
// there (the machine is shared) and the row says so.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMenuProducts } from '../../demo-host/api/data/loadMenuProducts';
import { openDatabase } from '../../demo-host/db';
import { createRandom, FULL_SERVICE_STORE_ID } from '../../demo-host/seed';
import { buildMenuIndex } from '../../demo-host/search';
import { freePort, ROOT, run, waitForHealth, type RunningProcess } from '../unit/demo-host/server/builtHost';
import { MARKETPLACE, marketplaceDatabase } from './marketplaceDatabase';
import { menuQueryString } from './menuQueryString';
import { ms, percentile, type BenchRow } from './row';
import { shopperQueries, type ShopperMenu } from './shopperQueries';

const WHAT = 'marketplace: menu query at random stores, 1,000,000 menu rows (500 stores; PostgreSQL, HTTP, built host)';
const BUDGET = 'p95 ≤ 20 ms';
const BUDGET_MS = 20;
const REQUESTS = 400;
const RSS_CEILING_MB = 4096;
const TIME_LIMIT_MS = 120_000;

interface Answer {
  ms: number;
  /** The first request this host saw for the store. */
  first: boolean;
  empty: boolean;
}

/** The host process's resident memory in MB (VmRSS of /proc/<pid>/status). */
export function residentMb(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

/** The shopper queries are drawn from store 1's menu: every store carries from the same catalogue (seed/buildCatalogue.ts). */
async function referenceMenu(databaseUrl: string): Promise<ShopperMenu> {
  const database = await openDatabase({ databaseUrl, migrate: false });
  try {
    return buildMenuIndex(FULL_SERVICE_STORE_ID, await loadMenuProducts(database.db, FULL_SERVICE_STORE_ID));
  } finally {
    await database.close();
  }
}

function startHost(databaseUrl: string, port: number, dataDir: string): RunningProcess {
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    // A throwaway signing secret: a host on PostgreSQL needs one (commerce/auth/secret.ts), and the bench signs nothing.
    CANOPY_SECRET: 'bench-marketplace-secret-0123456789abcdef',
    CANOPY_WARM_STORES: 'none',
    PORT: String(port),
    DEMO: 'off',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  return run(process.execPath, [join(ROOT, 'dist/host/main.mjs')], { env });
}

interface Run {
  answers: Answer[];
  stoppedBecause?: string;
  /** The host's RSS once it answered /healthz, and after the last request. */
  startRssMb: number;
  rssMb: number;
}

async function fireShopperQueries(port: number, pid: number, menu: ShopperMenu): Promise<Run> {
  const random = createRandom('marketplace-stores');
  const seen = new Set<number>();
  const answers: Answer[] = [];
  const started = performance.now();
  const startRssMb = residentMb(pid);
  for (const query of shopperQueries(menu, REQUESTS)) {
    const storeId = random.int(1, MARKETPLACE.stores);
    const begun = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/stores/${storeId}/menu_products?${menuQueryString(query)}`);
    const body = await response.text();
    const elapsed = performance.now() - begun;
    if (!response.ok) throw new Error(`store ${storeId}'s menu answered ${response.status}: ${body.slice(0, 200)}`);
    answers.push({ ms: elapsed, first: !seen.has(storeId), empty: /"nb_hits":0[,}]/.test(body) });
    seen.add(storeId);
    const rssMb = residentMb(pid);
    if (rssMb > RSS_CEILING_MB) return { answers, startRssMb, rssMb, stoppedBecause: `host RSS passed ${RSS_CEILING_MB} MB` };
    if (performance.now() - started > TIME_LIMIT_MS) return { answers, startRssMb, rssMb, stoppedBecause: `${TIME_LIMIT_MS / 1000} s passed` };
  }
  return { answers, startRssMb, rssMb: residentMb(pid) };
}

const gb = (mb: number) => `${(mb / 1024).toFixed(2)} GB`;
const share = (part: number, whole: number) => `${Math.round((100 * part) / Math.max(1, whole))}%`;

function describeRun({ answers, stoppedBecause, startRssMb, rssMb }: Run, setup: string): BenchRow {
  const times = answers.map((a) => a.ms);
  const firsts = answers.filter((a) => a.first).map((a) => a.ms);
  const repeats = answers.filter((a) => !a.first).map((a) => a.ms);
  const seen = firsts.length;
  const p95 = percentile(times, 95);
  const parts = [
    `p95 ${ms(p95)} (p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))})`,
    `${answers.length} of ${REQUESTS} requests${stoppedBecause ? `, stopped: ${stoppedBecause}` : ''}`,
    `${share(firsts.length, answers.length)} a store's first (p95 ${ms(percentile(firsts, 95))}; later ones p95 ${repeats.length ? ms(percentile(repeats, 95)) : '-'})`,
    `${share(answers.filter((a) => a.empty).length, answers.length)} empty`,
    `host RSS ${gb(startRssMb)} at /healthz, ${gb(rssMb)} at the end (${seen} stores opened)`,
    setup,
  ];
  return { what: WHAT, budget: BUDGET, measured: parts.join('; '), verdict: !stoppedBecause && p95 <= BUDGET_MS ? 'ok' : 'over' };
}

export async function marketplaceRows(): Promise<BenchRow[]> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return [{ what: WHAT, budget: BUDGET, measured: 'not measured: set DATABASE_URL to a PostgreSQL server', verdict: 'n/a' }];
  const started = performance.now();
  const database = await marketplaceDatabase(serverUrl, (line) => console.error(line));
  const menu = await referenceMenu(database.url);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-marketplace-'));
  const host = startHost(database.url, port, dataDir);
  try {
    await waitForHealth(port, host);
    const healthy = performance.now();
    const result = await fireShopperQueries(port, host.child.pid!, menu);
    const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(0)} s`;
    const setup = `${database.seeded ? 'seeded' : 'reused'} in ${(database.ms / 1000).toFixed(0)} s, queries ${seconds(healthy)}, row ${seconds(started)}`;
    return [describeRun(result, setup)];
  } finally {
    host.child.kill('SIGTERM');
    await host.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
