// DESIGN §3 "marketplace: 1,000,000 menu rows (500 stores) on PostgreSQL | menu query p95 ≤ 20 ms across random
// stores": the built host (dist/host/main.mjs) over the marketplace database (marketplaceDatabase.ts), warming no
// store. First every store's landing page is asked once, in random order (a store's first request since start builds
// its index: that row prints their p95 apart); then the queries shoppers make (shopperQueries.ts) at stores drawn at
// random, one request at a time over HTTP. The host runs as configured by default, its index budget sized to this
// machine (server/menuIndexBudget.ts; the row prints it); a second row, for information, sets CANOPY_MENU_INDEX_MB
// to 256, so about half the stores no longer fit and a store dropped since is loaded again from its snapshot: what a
// host smaller than its marketplace answers. The host's resident memory is read from /proc at the end: it must stay
// bounded however many stores were opened. A host that passes RSS_CEILING or a run longer than TIME_LIMIT is stopped
// there (the machine is shared) and the row says so.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMenuProducts } from '../../demo-host/api/data/loadMenuProducts';
import { openDatabase } from '../../demo-host/db';
import { createRandom, FULL_SERVICE_STORE_ID } from '../../demo-host/seed';
import { buildMenuIndex } from '../../demo-host/search';
import { menuIndexBudget } from '../../demo-host/server/menuIndexBudget';
import { freePort, ROOT, run, waitForHealth, type RunningProcess } from '../unit/demo-host/server/builtHost';
import { MARKETPLACE, marketplaceDatabase, type MarketplaceDatabase } from './marketplaceDatabase';
import { menuQueryString } from './menuQueryString';
import { ms, percentile, type BenchRow } from './row';
import { shopperQueries, type ShopperMenu } from './shopperQueries';

const WHAT = 'marketplace: menu query at random stores, 1,000,000 menu rows (500 stores; PostgreSQL, HTTP, built host)';
const BUDGET = 'p95 ≤ 20 ms';
const BUDGET_MS = 20;
const REQUESTS = 400;
const RSS_CEILING_MB = 4096;
const TIME_LIMIT_MS = 180_000;
/** The second row's budget: smaller than the marketplace's indexes (about 1.15 MB a store), so half are dropped. */
const SMALL_BUDGET_MB = 256;

interface Answer {
  ms: number;
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

/** BENCH_HOST_PROF=<folder>: the host writes a CPU profile there when it stops (NODE_OPTIONS may not carry --cpu-prof). */
function startHost(databaseUrl: string, port: number, dataDir: string, budgetMb: number | undefined): RunningProcess {
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
    CANOPY_MENU_INDEX_MB: budgetMb === undefined ? '' : String(budgetMb),
  };
  return run(process.execPath, [...(process.env.BENCH_HOST_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_HOST_PROF}`] : []), join(ROOT, 'dist/host/main.mjs')], {
    env,
  });
}

interface Run {
  /** Each store's first request (its landing page). */
  firstVisits: Answer[];
  /** The shopper queries at random stores, after every store was opened once. */
  answers: Answer[];
  stoppedBecause?: string;
  /** The host's RSS once it answered /healthz, and after the last request. */
  startRssMb: number;
  rssMb: number;
}

interface Request {
  storeId: number;
  query: string;
}

/** Every store's landing page once, in random order: each is the store's first request since the host started. */
function firstVisits(): Request[] {
  const random = createRandom('marketplace-first-visits');
  const storeIds = Array.from({ length: MARKETPLACE.stores }, (_, i) => i + 1);
  return random.sample(storeIds, storeIds.length).map((storeId) => ({ storeId, query: 'page=1&per_page=24' }));
}

/** REQUESTS shopper queries, each at a store drawn at random. */
function shopperVisits(menu: ShopperMenu): Request[] {
  const random = createRandom('marketplace-stores');
  return shopperQueries(menu, REQUESTS).map((query) => ({ storeId: random.int(1, MARKETPLACE.stores), query: menuQueryString(query) }));
}

/** Fires the requests one at a time, stopping at the RSS ceiling or the time limit (counted from `started`). */
async function fire(port: number, pid: number, requests: readonly Request[], started: number): Promise<Pick<Run, 'answers' | 'stoppedBecause'>> {
  const answers: Answer[] = [];
  for (const { storeId, query } of requests) {
    const begun = performance.now();
    // As the widget asks every menu search (widget/api/menu.ts, shared/search/bootRequests.ts): product cards.
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/stores/${storeId}/menu_products?${query}&fields=card`);
    const body = await response.text();
    const elapsed = performance.now() - begun;
    if (!response.ok) throw new Error(`store ${storeId}'s menu answered ${response.status}: ${body.slice(0, 200)}`);
    answers.push({ ms: elapsed, empty: /"nb_hits":0[,}]/.test(body) });
    if (residentMb(pid) > RSS_CEILING_MB) return { answers, stoppedBecause: `host RSS passed ${RSS_CEILING_MB} MB` };
    if (performance.now() - started > TIME_LIMIT_MS) return { answers, stoppedBecause: `${TIME_LIMIT_MS / 1000} s passed` };
  }
  return { answers };
}

async function fireShopperQueries(port: number, pid: number, menu: ShopperMenu): Promise<Run> {
  const started = performance.now();
  const startRssMb = residentMb(pid);
  const opening = await fire(port, pid, firstVisits(), started);
  if (opening.stoppedBecause) return { answers: [], firstVisits: opening.answers, startRssMb, rssMb: residentMb(pid), stoppedBecause: opening.stoppedBecause };
  const running = await fire(port, pid, shopperVisits(menu), started);
  return { ...running, firstVisits: opening.answers, startRssMb, rssMb: residentMb(pid) };
}

const gb = (mb: number) => `${(mb / 1024).toFixed(2)} GB`;
const share = (part: number, whole: number) => `${Math.round((100 * part) / Math.max(1, whole))}%`;

/** The row's first column: which budget the host ran with. */
const budgetText = (budgetMb: number | undefined) =>
  budgetMb === undefined
    ? `index budget ${Math.round(menuIndexBudget(undefined) / 2 ** 20)} MB, sized to this machine`
    : `CANOPY_MENU_INDEX_MB=${budgetMb}: about half the stores fit, for information`;

function describeRun({ firstVisits, answers, stoppedBecause, startRssMb, rssMb }: Run, setup: string, budgetMb: number | undefined): BenchRow {
  const times = answers.map((a) => a.ms);
  const opening = firstVisits.map((a) => a.ms);
  const p95 = times.length ? percentile(times, 95) : Number.POSITIVE_INFINITY;
  const parts = [
    times.length ? `p95 ${ms(p95)} (p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))})` : 'no shopper query answered',
    `${answers.length} of ${REQUESTS} requests${stoppedBecause ? `, stopped: ${stoppedBecause}` : ''}`,
    `${share(answers.filter((a) => a.empty).length, answers.length)} empty`,
    `before them each store's first request: p95 ${opening.length ? ms(percentile(opening, 95)) : '-'} (p50 ${opening.length ? ms(percentile(opening, 50)) : '-'}, ${opening.length} stores)`,
    `host RSS ${gb(startRssMb)} at /healthz, ${gb(rssMb)} at the end`,
    setup,
  ];
  const what = `${WHAT}, ${budgetText(budgetMb)}`;
  if (budgetMb !== undefined) return { what, budget: '(the miss path)', measured: parts.join('; '), verdict: 'n/a' };
  return { what, budget: BUDGET, measured: parts.join('; '), verdict: !stoppedBecause && p95 <= BUDGET_MS ? 'ok' : 'over' };
}

/** One host over the marketplace database, `budgetMb` its CANOPY_MENU_INDEX_MB (undefined: the default), asked the requests. */
async function measureHost(database: MarketplaceDatabase, menu: ShopperMenu, budgetMb: number | undefined): Promise<BenchRow> {
  const started = performance.now();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-marketplace-'));
  const host = startHost(database.url, port, dataDir, budgetMb);
  try {
    await waitForHealth(port, host);
    const healthy = performance.now();
    const result = await fireShopperQueries(port, host.child.pid!, menu);
    const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(0)} s`;
    const setup = `${database.seeded ? 'seeded' : 'reused'} in ${(database.ms / 1000).toFixed(0)} s, queries ${seconds(healthy)}, host ${seconds(started)}`;
    return describeRun(result, setup, budgetMb);
  } finally {
    host.child.kill('SIGTERM');
    await host.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function marketplaceRows(): Promise<BenchRow[]> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return [{ what: WHAT, budget: BUDGET, measured: 'not measured: set DATABASE_URL to a PostgreSQL server', verdict: 'n/a' }];
  const database = await marketplaceDatabase(serverUrl, (line) => console.error(line));
  const menu = await referenceMenu(database.url);
  return [await measureHost(database, menu, undefined), await measureHost(database, menu, SMALL_BUDGET_MB)];
}
