import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMenuIndexCache } from '../../../../demo-host/api';
import { estimatedBytes, searchMenuJson, type MenuIndex, type MenuQuery } from '../../../../demo-host/search';
import { openDatabase, type OpenedDatabase } from '../../../../demo-host/db';
import { seedDatabase } from '../../../../demo-host/seed';

// The estimate the memory budget (CANOPY_MENU_INDEX_MB) adds up is what the indexes take in the heap, within a small
// factor, before and after shoppers' queries derived postings and kept records: an estimate far above the heap drops
// indexes the budget had room for (every request after is a reload), one far below lets the host outgrow it.
// Sizes measured, never times.

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** The heap and the typed arrays' buffers, after collecting garbage. */
function heapBytes(): number {
  collect();
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

const QUERIES: MenuQuery[] = [{}, { page: 2 }, { filters: { kind: ['flower'] } }, { filters: { kind: ['edible'] }, sort: 'price-asc' }, { query: 'kush' }, { sort: 'thc-desc' }];

// A marketplace's stores in small (`npm run seed -- --stores 6 --products 2000`), on SQLite: sizes do not depend on the
// database. Enough rows that the heap's own noise is small beside them.
const dir = mkdtempSync(join(tmpdir(), 'canopy-index-bytes-'));
let database: OpenedDatabase;
beforeAll(async () => {
  database = await openDatabase({ dataDir: dir });
  await seedDatabase(database.db, { stores: 6, productsPerStore: 2000 });
}, 120_000);
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('estimated bytes against the measured heap', () => {
  test('every store: built, then searched, within a factor of 1.5 either way', async () => {
    const stores = await database.db.selectFrom('stores').select('id').orderBy('id').execute();
    const menus = createMenuIndexCache(database.db, { budgetBytes: Number.MAX_SAFE_INTEGER });
    const before = heapBytes();
    const indexes: MenuIndex[] = [];
    for (const { id } of stores) indexes.push(await menus.get(id));
    const built = heapBytes() - before;
    const estimated = () => indexes.reduce((sum, index) => sum + estimatedBytes(index), 0);
    const rows = indexes.reduce((sum, index) => sum + index.ids.length, 0);
    expect(rows).toBeGreaterThan(10_000);
    expect(estimated() / built).toBeGreaterThan(1 / 1.5);
    expect(estimated() / built).toBeLessThan(1.5);

    for (const index of indexes) for (const query of QUERIES) await searchMenuJson(index, query);
    const searched = heapBytes() - before;
    expect(searched).toBeGreaterThan(built);
    expect(estimated() / searched).toBeGreaterThan(1 / 1.5);
    expect(estimated() / searched).toBeLessThan(1.5);
    // What the cache adds up is the same estimate, as of each index's last use.
    for (const { id } of stores) await menus.get(id);
    expect(menus.resident()).toMatchObject({ stores: stores.length, rows, bytes: estimated() });
  }, 120_000);
});
