// Where the marketplace's menu requests spend their time (marketplace.ts's shopper phase, in this process, no HTTP):
// every store opened once, then the shopper queries at random stores, each timed (wall and CPU) and told a hit or a
// miss (its index no longer resident: loaded again from its snapshot), the statements counted, and a CPU profile of
// the shopper phase written. `DATABASE_URL=postgres://… npx tsx tests/bench/marketplaceProfile.ts <DATA_DIR> [profile]`
// (DATA_DIR keeps the snapshots between runs). A profiling aid beside marketplace.ts, which measures what a host answers.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createMenuIndexCache } from '../../demo-host/api';
import { openDatabase } from '../../demo-host/db';
import { createRandom, FULL_SERVICE_STORE_ID } from '../../demo-host/seed';
import { searchMenuJson } from '../../demo-host/search';
import { menuCards } from '../../demo-host/api/data/menuCards';
import { MARKETPLACE } from './marketplaceDatabase';
import { percentile } from './row';
import { shopperQueries } from './shopperQueries';

const [dataDir, profileFile] = process.argv.slice(2);
const url = new URL(process.env.DATABASE_URL!);
url.pathname = `/${MARKETPLACE.database}`;
const database = await openDatabase({ databaseUrl: url.toString(), migrate: false });
let statements = 0;
const { db: plain } = database;
const db = plain.withPlugin({ transformQuery: (args) => (statements++, args.node), transformResult: async (args) => args.result });
const menus = createMenuIndexCache(db, { dataDir });
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(2)}, p95 ${percentile(values, 95).toFixed(2)}, max ${Math.max(...values).toFixed(2)} ms (${values.length})`;

try {
  const random = createRandom('marketplace-first-visits');
  const storeIds = random.sample(
    Array.from({ length: MARKETPLACE.stores }, (_, i) => i + 1),
    MARKETPLACE.stores,
  );
  const opened = performance.now();
  for (const storeId of storeIds) await searchMenuJson(await menus.get(storeId), { page: 1, per_page: 24 });
  console.log(`every store opened in ${((performance.now() - opened) / 1000).toFixed(1)} s; resident ${JSON.stringify(menus.resident())}`);
  const queries = shopperQueries(await menus.get(FULL_SERVICE_STORE_ID), 400);
  const stores = createRandom('marketplace-stores');
  const session = new Session();
  session.connect();
  if (profileFile) await session.post('Profiler.enable').then(() => session.post('Profiler.start'));
  // As the widget asks every menu search (menuRoutes.ts, fields=card).
  const times = { hit: [] as number[], miss: [] as number[] };
  const cpu = { hit: [] as number[], miss: [] as number[] };
  const before = statements;
  for (const query of queries) {
    const storeId = stores.int(1, MARKETPLACE.stores);
    // The cache's own map says whether the store's index is resident (a profiling aid may look inside).
    const resident = (menus as unknown as { entries: Map<number, unknown> }).entries.has(storeId);
    const wall = performance.now();
    const started = process.cpuUsage();
    const index = await menus.get(storeId);
    await searchMenuJson(index, query, menuCards);
    const used = process.cpuUsage(started);
    const kind = resident ? 'hit' : 'miss';
    times[kind].push(performance.now() - wall);
    cpu[kind].push((used.user + used.system) / 1000);
  }
  if (profileFile) writeFileSync(profileFile, JSON.stringify((await session.post('Profiler.stop')).profile));
  console.log(
    `statements per request: ${((statements - before) / queries.length).toFixed(2)}; resident ${JSON.stringify(menus.resident())}; rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
  );
  for (const kind of ['hit', 'miss'] as const) console.log(`${kind}: wall ${summary(times[kind])}; cpu ${summary(cpu[kind])}`);
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    const { heapUsed, arrayBuffers, rss } = process.memoryUsage();
    console.log(`after a full GC: heap ${(heapUsed / 1e6).toFixed(0)} MB, array buffers ${(arrayBuffers / 1e6).toFixed(0)} MB, rss ${(rss / 1e6).toFixed(0)} MB`);
  }
  console.log(`all: wall ${summary([...times.hit, ...times.miss])}`);
} finally {
  await database.close();
}
