// `npm run bench`: the budgets table of DESIGN §3 with today's figures. A row whose capability has not landed
// yet says so instead of printing a number.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from './row';
import { machineLoad } from './machineLoad';
import globalSetup from '../e2e/support/globalSetup';
import { menuPicks, openHarness } from '../unit/demo-host/commerce/harness';
import { STATEMENTS_PER_CHANGE_BOUND, statementCounter } from '../unit/demo-host/commerce/statementCount';
import { createHttp } from '../../widget/api/createHttp';
import { createCartState } from '../../widget/state/cart';

const root = fileURLToPath(new URL('../..', import.meta.url));

type Provider = () => Promise<BenchRow[]>;
/** A part of the bench: its rows, and its name (the bench file's, `cart` for the cart rows) for the load row. */
type Part = { name: string; rows: Provider };

/** `BENCH_ONLY=phone,lighthouse npm run bench`: only those providers (bench file names without .ts; `cart` for the cart rows). */
const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim().replace(/\.ts$/, ''))
  .filter(Boolean);
const wanted = (name: string) => !only || only.includes(name);
const skipped: Provider = async () => [];

/** Optional providers: bench modules contributed by the capabilities that own them. */
async function optional(file: string, exportName: string, fallback: BenchRow[]): Promise<Part> {
  const path = join(root, 'tests/bench', file);
  const name = file.replace(/\.ts$/, '');
  if (!wanted(name)) return { name, rows: skipped };
  if (!existsSync(path)) return { name, rows: async () => fallback };
  const mod = (await import(path)) as Record<string, Provider>;
  return { name, rows: mod[exportName] ?? (async () => fallback) };
}

const notYet = (what: string, budget: string, why: string): BenchRow => ({ what, budget, measured: why, verdict: 'n/a' });

/**
 * DESIGN §3 "requests per cart change": the widget's cart state over the commerce API in-process (a throwaway SQLite
 * catalogue), counting the requests of an add, an update and a delete, and the SQL statements the add runs.
 */
async function cartChangeRows(): Promise<BenchRow[]> {
  const counter = statementCounter();
  const h = await openHarness({ databaseUrl: null, plugin: counter.plugin });
  const apiBase = 'http://bench.test/api/v1';
  let requests = 0;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests += 1;
    return h.app.request(String(input).slice(apiBase.length), init);
  }) as typeof globalThis.fetch;
  const cart = createCartState({ http: createHttp({ apiBase, fetch }), mode: 'default', deviceId: () => 'bench-device-abcdefghi' });
  const measure = async (change: () => Promise<boolean>) => {
    requests = 0;
    counter.reset();
    if (!(await change())) throw new Error('a cart change failed');
    return { requests, statements: counter.count() };
  };
  try {
    const [first, second] = await menuPicks(h.db, 1);
    const line = (pick: typeof first) => ({ productId: pick.product_id, storeId: 1, weight: pick.price_id as never, unitCents: pick.price });
    await cart.add(line(first));
    const add = await measure(() => cart.add(line(second)));
    const update = await measure(() => cart.setCount(second.product_id, second.price_id as never, 2));
    const remove = await measure(() => cart.remove(second.product_id, second.price_id as never));
    const most = Math.max(add.requests, update.requests, remove.requests);
    return [
      {
        what: 'requests per cart change (add, update, delete)',
        budget: '1',
        measured: `${add.requests}, ${update.requests}, ${remove.requests}`,
        verdict: most <= 1 ? 'ok' : 'over',
      },
      {
        what: 'SQL statements per add (SQLite)',
        budget: `≤ ${STATEMENTS_PER_CHANGE_BOUND} (41 with 5 requests before)`,
        measured: String(add.statements),
        verdict: add.statements <= STATEMENTS_PER_CHANGE_BOUND ? 'ok' : 'over',
      },
    ];
  } finally {
    cart.destroy();
    await h.close();
  }
}

async function main() {
  const rows: BenchRow[] = [];
  const providers = [
    await optional('loader.ts', 'loaderRows', [notYet('/loader.js, gzip', '≤ 12 KB', 'not measurable yet: no loader bench')]),
    await optional('browser.ts', 'browserRows', [
      notYet('widget JS before the first menu render, gzip', '≤ 90 KB', 'not measurable yet: no browser bench'),
      notYet('first product card after the snippet runs', '≤ 2× static page', 'not measurable yet: no browser bench'),
      notYet('filter click to updated grid', '≤ 100 ms', 'not measurable yet: no browser bench'),
    ]),
    await optional('lighthouse.ts', 'lighthouseRows', [
      notYet('Lighthouse mobile, embedded page', 'performance ≥ 90, CLS ≤ 0.05, TBT ≤ 200 ms', 'not measurable yet: no Lighthouse bench'),
    ]),
    await optional('phone.ts', 'phoneRows', [notYet('interaction to next paint, phone profile (390×844, CPU 4×)', '≤ 200 ms each', 'not measurable yet: no phone-profile bench')]),
    await optional('menuSearch.ts', 'menuSearchRows', [notYet('menu query, filters + sort + facets, 5,000 products', 'p95 ≤ 10 ms', 'not measurable yet: no menu-search bench')]),
    await optional('menuScale.ts', 'menuScaleRows', [notYet('menu query at 50,000 products', 'p95 ≤ 10 ms, cold ≤ 200 ms, RSS ≤ 400 MB', 'not measurable yet: no scale bench')]),
    await optional('marketplace.ts', 'marketplaceRows', [
      notYet('marketplace: 1,000,000 menu rows (500 stores), PostgreSQL', 'p95 ≤ 20 ms', 'not measurable yet: no marketplace bench'),
    ]),
    await optional('dmSmart.ts', 'dmSmartRows', [notYet('/dm/v2/smart menu_inline and pdp_row, 5,000 products', 'p95 ≤ 10 ms', 'not measurable yet: no merchandising bench')]),
    await optional('coldStart.ts', 'coldStartRows', [notYet('cold first menu query', '≤ 200 ms', 'not measurable yet: no cold-start bench')]),
    await optional('menuImport.ts', 'menuImportRows', [notYet('menu import, 5,000-row CSV', '< 10 s', 'not measurable yet: no menu-import bench')]),
    await optional('budtender.ts', 'budtenderRows', [
      notYet('budtender answer, 5,000-product store', 'p95 ≤ 10 ms', 'not measurable yet: no budtender bench'),
      notYet('budtender judged hit rate (store 1)', '≥ 80%', 'not measurable yet: no budtender bench'),
    ]),
    await optional('shoppers.ts', 'shopperRows', [notYet('API under 50 concurrent shoppers', '0 errors, 0 lost/duplicated', 'not measurable yet: no shopper bench')]),
    await optional('httpPayloads.ts', 'payloadRows', [notYet('widget HTML and menu page over HTTP', 'ETag/304, small HTML', 'not measurable yet: no payload bench')]),
    await optional('shoppersHttp.ts', 'shopperHttpRows', [notYet("50 shoppers' mixed flow over HTTP", 'p99 ≤ 300 ms', 'not measurable yet: no HTTP shopper bench')]),
    { name: 'cart', rows: wanted('cart') ? cartChangeRows : skipped },
  ];
  const load = machineLoad();
  // One host and demo site (with a throwaway catalogue) for every browser row.
  const teardown = await globalSetup();
  try {
    // Each provider's time, so the whole bench can be kept within its minutes (about 8 on a 2-core machine).
    for (const part of providers) {
      if (part.rows === skipped) continue;
      const [started, before] = [performance.now(), rows.length];
      load.start(part.name);
      try {
        rows.push(...(await part.rows()));
      } catch (error) {
        rows.push(notYet(`(the ${part.name} bench failed)`, '-', String(error instanceof Error ? error.message : error).split('\n')[0]));
      }
      const most = load.end();
      console.error(`bench: ${rows.length - before} rows from “${part.name}” in ${((performance.now() - started) / 1000).toFixed(0)} s, load up to ${most.toFixed(1)}`);
    }
    rows.push(load.row());
  } finally {
    await teardown();
  }
  print(rows);
  process.exit(rows.some((row) => row.verdict === 'over') ? 1 : 0);
}

function print(rows: BenchRow[]) {
  const widths = [Math.max(4, ...rows.map((r) => r.what.length)), Math.max(6, ...rows.map((r) => r.budget.length)), Math.max(8, ...rows.map((r) => r.measured.length))];
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 4)).join(' | ')} |`;
  console.log(line(['what', 'budget', 'measured', 'ok?']));
  console.log(line(widths.map((w) => '-'.repeat(w)).concat('---')));
  for (const row of rows) console.log(line([row.what, row.budget, row.measured, row.verdict]));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
