// Where a 50,000-product store's menu search spends its time, phase by phase, in this process (no HTTP): the index
// build (whole menu products vs the narrow read), then each shopper query's match, page walk, records and JSON.
// Over an already seeded database: `npx tsx tests/bench/menuIndexProfile.ts <DATA_DIR> [store id]` (DATABASE_URL for
// PostgreSQL). A profiling aid beside menuScale.ts, which measures what a host answers.
import { createMenuIndexCache } from '../../demo-host/api';
import { menuIndexRowChunks } from '../../demo-host/api/data/loadMenuIndexRows';
import { menuProductChunks } from '../../demo-host/api/data/loadMenuProducts';
import { openDatabase } from '../../demo-host/db';
import { MenuIndexBuilder } from '../../demo-host/search/buildMenuIndex';
import { memoryRecords } from '../../demo-host/search/menuRecords';
import { searchMenuJson } from '../../demo-host/search/searchMenu';
import { percentile } from './row';

const [dataDir, store = '2'] = process.argv.slice(2);
const storeId = Number(store);
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
const { db } = database;

async function timed<T>(what: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`${what}: ${(performance.now() - started).toFixed(1)} ms`);
  return result;
}

const none = memoryRecords(() => undefined);
if (process.argv.includes('--wire')) {
  await timed('build from whole menu products', async () => {
    const builder = new MenuIndexBuilder();
    for await (const chunk of menuProductChunks(db, storeId)) builder.add(chunk);
    return builder.finish(storeId, none);
  });
}
await timed('narrow read only', async () => {
  let rows = 0;
  for await (const chunk of menuIndexRowChunks(db, storeId)) rows += chunk.length;
  return rows;
});
const built = await timed('build from the narrow read', async () => {
  const builder = new MenuIndexBuilder();
  for await (const chunk of menuIndexRowChunks(db, storeId)) builder.addIndexed(chunk);
  return builder.finish(storeId, none);
});
console.log(`${built.ids.length} products`);

const menus = createMenuIndexCache(db);
const index = await timed('first get (cache build)', () => menus.get(storeId));
const kinds = index.facets.kind.values;
const queries = [
  {},
  { page: 2 },
  ...kinds.map((kind) => ({ filters: { kind: [kind] } })),
  ...kinds.map((kind) => ({ filters: { kind: [kind] }, sort: 'price-asc' as const })),
  { sort: 'price-asc' as const },
  ...['blue', 'haze', 'gummies', 'live', 'kush', 'sour', 'mint', 'cart'].map((query) => ({ query })),
  ...kinds.map((kind, i) => ({ filters: { kind: [kind], category: [i % 2 ? 'indica' : 'sativa'] }, ranges: { percent_thc: { min: 10 + i } } })),
];
for (const query of queries) await searchMenuJson(index, query);
const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const query of queries) {
    const started = performance.now();
    await searchMenuJson(index, query);
    times.push(performance.now() - started);
  }
}
console.log(`searchMenuJson over ${times.length}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
for (const query of queries) {
  const started = performance.now();
  for (let k = 0; k < 5; k++) await searchMenuJson(index, query);
  console.log(`  ${JSON.stringify(query)}: ${((performance.now() - started) / 5).toFixed(1)} ms`);
}
await database.close();
