// The child process of menuScale.ts: a fresh host's catalogue API over DATA_DIR (and DATABASE_URL when set), its
// menu indexes as the host makes them (createMenuIndexCache with snapshots under DATA_DIR). It times the big store's
// first menu request, a shopper-like query set, then loads every other store and prints one JSON line: what it
// measured and the process's memory. Run with `node --expose-gc --import tsx`.
import { createApi, createMenuIndexCache } from '../../demo-host/api';
import { openDatabase } from '../../demo-host/db';
import { percentile } from './row';

const storeId = Number(process.env.SCALE_STORE_ID);
const dataDir = process.env.DATA_DIR!;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const rss = () => (gc(), gc(), process.memoryUsage().rss);

const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
const { db, dialect } = database;
const menus = createMenuIndexCache(db, { dataDir });
const api = createApi({ db, dialect, menus, config: { partnerOrigins: [] }, env: {} });
const rssOpened = rss();

async function timed(path: string): Promise<number> {
  const started = performance.now();
  const response = await api.request(`/stores/${storeId}/menu_products${path}`);
  await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

const first = await timed('');
const second = await timed('');

// What shoppers ask for: the landing page (all products, pages 1–3), a kind tab, a price sort, a search word, a filter.
const index = await menus.get(storeId);
const kinds = index.facets.kind.values;
const words = ['blue', 'haze', 'gummies', 'live', 'kush', 'sour', 'mint', 'cart'];
const shopperPaths = Array.from({ length: 300 }, (_, i) => {
  const kind = kinds[i % kinds.length];
  switch (i % 5) {
    case 0:
      return `?page=${(i % 3) + 1}`;
    case 1:
      return `?kind=${encodeURIComponent(kind)}`;
    case 2:
      return `?sort=price-asc${i % 2 ? '' : `&kind=${encodeURIComponent(kind)}`}`;
    case 3:
      return `?query=${words[i % words.length]}`;
    default:
      return `?category=${i % 2 ? 'indica' : 'sativa'}&kind=${encodeURIComponent(kind)}&percent_thc_min=${10 + (i % 10)}`;
  }
});
for (const path of shopperPaths.slice(0, 30)) await timed(path);
const times: number[] = [];
for (const path of shopperPaths) times.push(await timed(path));
const bigLoaded = menus.resident();
const rssBig = rss();

// The sample catalogue's other stores, as CANOPY_WARM_STORES=all loads them.
const stores = await db.selectFrom('stores').select('id').orderBy('id').execute();
for (const store of stores) await menus.get(store.id);
const resident = menus.resident();
const rssAll = rss();

process.stdout.write(
  `${JSON.stringify({
    firstMs: first,
    secondMs: second,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    queries: times.length,
    bigRows: bigLoaded.rows,
    bigBytes: bigLoaded.bytes,
    rssOpened,
    rssBig,
    rssAll,
    residentStores: resident.stores,
    residentRows: resident.rows,
    residentBytes: resident.bytes,
  })}\n`,
);
await database.close();
