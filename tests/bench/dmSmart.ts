import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dmUrl } from '../../shared/merchandising';
import { CARD_SEARCH_ATTRIBUTES } from '../../shared/merchandising/searchAttributes';
import { createMenuIndexCache } from '../../demo-host/api';
import { openDatabase } from '../../demo-host/db';
import { createBudtender, createMerchandisingApi, createRanking } from '../../demo-host/merchandising';
import { seedDatabase } from '../../demo-host/seed';
import { createScratchDatabase } from '../unit/demo-host/commerce/harness';
import { largestStoreId } from './measureMenuSearch';
import { ms, percentile, type BenchRow } from './row';

// The service's budget follows the menu query's (DESIGN §3): a row is a menu search plus its ranking.
const BUDGET_MS = 10;
const REQUESTS = 300;
const DEVICE_ID = 'benchdevice0123456789';
const FILTERS = ['', 'kind=flower', 'kind=edible&feelings=Sleepy', 'category=sativa', 'kind=vape&percent_thc_min=20', 'bucket_price_max=40'];
const SORTS = [null, 'price-asc', 'thc-desc', 'best-seller-rank', 'rating-desc'];
const WORDS = [null, null, 'kush', 'gummy', 'blue'];

/** p95 of POST /dm/v2/smart for `bodies`, in-process (parse, rank, first page with the menu products, JSON), after a warm-up. */
async function measure(app: ReturnType<typeof createMerchandisingApi>, bodies: object[]): Promise<{ p95: number; p50: number; statuses: Set<number> }> {
  const url = dmUrl('http://bench.test', '/v2/smart').slice('http://bench.test'.length);
  const post = async (body: object) => {
    const response = await app.request(url, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(body) });
    await response.text();
    return response.status;
  };
  for (const body of bodies.slice(0, 30)) await post(body);
  const times: number[] = [];
  const statuses = new Set<number>();
  for (const body of bodies) {
    const started = performance.now();
    statuses.add(await post(body));
    times.push(performance.now() - started);
  }
  return { p95: percentile(times, 95), p50: percentile(times, 50), statuses };
}

/** /dm/v2/smart p95 on the 5,000-product store for menu_inline (filter, query, sort) and pdp_row, on SQLite and, with DATABASE_URL, PostgreSQL. */
export async function dmSmartRows(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'canopy-bench-dm-'));
  const targets: { name: string; databaseUrl?: string }[] = [{ name: 'SQLite' }];
  if (process.env.DATABASE_URL) targets.push({ name: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL });
  try {
    for (const target of targets) {
      // PostgreSQL: a scratch database of its own, dropped after, so the server's database is left as it was.
      const scratch = target.databaseUrl ? await createScratchDatabase(target.databaseUrl) : null;
      const { db, close } = await openDatabase({ dataDir, databaseUrl: scratch?.url });
      try {
        await seedDatabase(db);
        const storeId = await largestStoreId(db);
        const menus = createMenuIndexCache(db);
        const index = await menus.get(storeId);
        const app = createMerchandisingApi({
          db,
          menus,
          ranking: createRanking({ db, menus }),
          budtender: createBudtender({ db, menus }),
          authenticate: async () => null,
          partnerOrigins: [],
          tokenKey: 'bench-token-key-0123456789',
          env: {},
        });
        // As the widget asks: for the card's fields (its rows draw cards), so each product is answered as its card.
        const who = { store_id: storeId, jane_device_id: DEVICE_ID, search_attributes: CARD_SEARCH_ATTRIBUTES };
        const inline = Array.from({ length: REQUESTS }, (_, i) => ({
          ...who,
          placement: 'menu_inline',
          search_filter: FILTERS[i % FILTERS.length],
          search_query: WORDS[i % WORDS.length],
          search_sort: SORTS[i % SORTS.length],
        }));
        const pdp = Array.from({ length: REQUESTS }, (_, i) => ({ ...who, placement: 'pdp_row', product_id: index.ids[(i * 7919) % index.ids.length] }));
        for (const [placement, bodies] of [
          ['menu_inline', inline],
          ['pdp_row', pdp],
        ] as const) {
          const m = await measure(app, bodies);
          const failed = [...m.statuses].filter((status) => status !== 200 && status !== 204);
          rows.push({
            what: `/dm/v2/smart ${placement}, ${index.ids.length.toLocaleString('en-US')}-product store (${target.name})`,
            budget: `p95 ≤ ${BUDGET_MS} ms`,
            measured: failed.length > 0 ? `answered ${failed.join(', ')}` : `p95 ${ms(m.p95)} (p50 ${ms(m.p50)}; ${bodies.length} requests)`,
            verdict: failed.length > 0 ? 'n/a' : m.p95 <= BUDGET_MS ? 'ok' : 'over',
          });
        }
      } finally {
        await close();
        await scratch?.drop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
