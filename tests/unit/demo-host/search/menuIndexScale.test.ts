import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadMenuProductsByIds, menuProductChunks } from '../../../../demo-host/api/data/loadMenuProducts';
import type { Database } from '../../../../demo-host/db';
import {
  estimatedBytes,
  fileSnapshots,
  menuChanged,
  MenuIndexCache,
  menuVersionOf,
  productsChangedSince,
  searchMenuJson,
  sortOrder,
  type MenuIndex,
  type MenuQuery,
} from '../../../../demo-host/search';
import { snapshotFolder } from '../../../../demo-host/search/snapshotFolder';
import { wordsKept, wordsOf } from '../../../../demo-host/search/menuPostings';
import { everythingCounted, everythingKept, forgetMatches } from '../../../../demo-host/search/searchMenu';
import { openHarness, type Harness } from '../commerce/harness';

// The menu index at scale (docs/architecture.md § The store menu search): columns only, records read from the
// database, snapshots a restarted host loads, and a memory budget. Work and sizes are counted, never timed.

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
}, 60_000);
afterAll(() => h?.close());

/** A cache as createMenuIndexCache makes it, counting the whole-menu reads. */
function cacheOver(db: Kysely<Database>, dataDir: string | null, budgetBytes?: number) {
  const reads = { menus: 0 };
  const cache = new MenuIndexCache(
    (storeId) => (reads.menus++, menuProductChunks(db, storeId)),
    (storeId, ids) => loadMenuProductsByIds(db, storeId, ids),
    (storeId) => menuVersionOf(db, storeId),
    (storeId, after) => productsChangedSince(db, storeId, after),
    { snapshots: dataDir === null ? undefined : fileSnapshots(snapshotFolder(db, dataDir)), budgetBytes },
  );
  return { cache, reads };
}

const QUERIES: MenuQuery[] = [
  {},
  { sort: 'price-asc', page: 2 },
  { filters: { kind: ['flower', 'edible'] }, sort: 'thc-desc' },
  { query: 'a', ranges: { percent_thc: { min: 10 } } },
];
const answers = (index: MenuIndex) => Promise.all(QUERIES.map((query) => searchMenuJson(index, { per_page: 100, ...query })));

/** Waits (polling) for the store's snapshot file under dataDir. */
async function snapshotFile(dataDir: string, storeId: number): Promise<string> {
  const folder = await snapshotFolder(h.db, dataDir);
  const file = join(folder!, `store-${storeId}.v8`);
  for (let attempt = 0; attempt < 500 && !existsSync(file); attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(existsSync(file)).toBe(true);
  return file;
}

/** A data folder of its own for each test, inside the harness's throwaway one. */
let folders = 0;
const freshDataDir = () => join(h.dir, `data-${++folders}`);

describe('snapshots: a restarted host loads the index instead of reading the menu', () => {
  test('a snapshot read back answers exactly what a fresh build answers, without reading the menu', async () => {
    const dataDir = freshDataDir();
    const built = cacheOver(h.db, dataDir);
    await built.cache.get(1);
    await snapshotFile(dataDir, 1);
    const restarted = cacheOver(h.db, dataDir);
    const loaded = await restarted.cache.get(1);
    expect(restarted.reads.menus).toBe(0);
    const fresh = await cacheOver(h.db, null).cache.get(1);
    expect(await answers(loaded)).toEqual(await answers(fresh));
    expect({ ...loaded, records: null, builtAt: 0, orders: null }).toEqual({ ...fresh, records: null, builtAt: 0, orders: null });
  });

  test('a snapshot holds the word postings (the first search after a restart derives nothing from the text), and no column keeps the file', async () => {
    const dataDir = freshDataDir();
    const built = await cacheOver(h.db, dataDir).cache.get(1);
    await snapshotFile(dataDir, 1);
    const loaded = await cacheOver(h.db, dataDir).cache.get(1);
    expect(wordsKept(loaded)).toEqual(wordsOf(built));
    // Each column in a buffer of its own, not a view of the file read (which would stay resident beside them).
    const columns = [loaded.ids, ...Object.values(loaded.facets).flatMap((facet) => [facet.offsets, facet.valueIds]), loaded.percentThc, ...loaded.sortColumns.values()];
    const { starts, positions } = wordsKept(loaded)!;
    for (const column of [...columns, ...loaded.orders.values(), starts, positions]) expect(column.buffer.byteLength).toBe(column.byteLength);
    expect(await searchMenuJson(loaded, { query: 'kush' })).toEqual(await searchMenuJson(built, { query: 'kush' }));
  });

  test('a snapshot holds the tally of every product (a store read back counts none for its landing page and tabs)', async () => {
    const dataDir = freshDataDir();
    const built = await cacheOver(h.db, dataDir).cache.get(1);
    await snapshotFile(dataDir, 1);
    const loaded = await cacheOver(h.db, dataDir).cache.get(1);
    expect(everythingKept(loaded)).toEqual(everythingCounted(built));
    expect(await searchMenuJson(loaded, {})).toEqual(await searchMenuJson(built, {}));
    expect(await searchMenuJson(loaded, { filters: { kind: ['flower'] } })).toEqual(await searchMenuJson(built, { filters: { kind: ['flower'] } }));
    // A product patched in place (patchMenuIndex) makes the saved tally stale: it goes with the index's kept matches.
    const reloaded = await cacheOver(h.db, dataDir).cache.get(1);
    forgetMatches(reloaded);
    expect(everythingKept(reloaded)).toBeUndefined();
  });

  test('a snapshot of an older menu version is not used: the menu is read and the write shows', async () => {
    const dataDir = freshDataDir();
    await cacheOver(h.db, dataDir).cache.get(2);
    await snapshotFile(dataDir, 2);
    const hidden = await h.db.selectFrom('menu_products').select('product_id').where('store_id', '=', 2).where('visible', '=', 1).executeTakeFirstOrThrow();
    await h.db.updateTable('menu_products').set({ visible: 0 }).where('store_id', '=', 2).where('product_id', '=', hidden.product_id).execute();
    await menuChanged(h.db, 2);
    const restarted = cacheOver(h.db, dataDir);
    const index = await restarted.cache.get(2);
    expect(restarted.reads.menus).toBe(1);
    expect(index.positionOf.has(hidden.product_id)).toBe(false);
  });

  const garbage: [string, (file: string) => void][] = [
    ['bytes that are no snapshot', (file) => writeFileSync(file, 'not a snapshot')],
    ['a snapshot cut short', (file) => writeFileSync(file, serialize({ format: 1, storeId: 1 }).subarray(0, 9))],
    [
      'columns of the wrong length',
      (file) =>
        writeFileSync(
          file,
          serialize({ format: 1, storeId: 1, version: 0, productChange: 0, ids: new Int32Array(3), text: [], facets: [], numbers: [], sortColumns: [], sortTexts: [], orders: [] }),
        ),
    ],
  ];
  test.each(garbage)('a snapshot file holding %s is rebuilt, not a crash', async (_name, spoil) => {
    const dataDir = freshDataDir();
    const fresh = await cacheOver(h.db, null).cache.get(1);
    await cacheOver(h.db, dataDir).cache.get(1);
    const file = await snapshotFile(dataDir, 1);
    spoil(file);
    const restarted = cacheOver(h.db, dataDir);
    expect(await answers(await restarted.cache.get(1))).toEqual(await answers(fresh));
    expect(restarted.reads.menus).toBe(1);
  });
});

describe('memory', () => {
  test('an index holds no menu products, and a few hundred bytes per product', async () => {
    const index = await cacheOver(h.db, null).cache.get(1);
    expect('products' in index).toBe(false);
    expect(index.ids.length).toBeGreaterThan(50);
    // A menu product is 4–5 KB as JSON; the columns of one take a fraction of that. No record is kept yet.
    expect(index.records.bytes()).toBe(0);
    expect(estimatedBytes(index) / index.ids.length).toBeLessThan(1500);
  });

  test('past the budget the least recently used store is dropped; a request holding it still answers', async () => {
    const roomy = cacheOver(h.db, null);
    const [one, two] = [await roomy.cache.get(1), await roomy.cache.get(2)];
    expect(roomy.cache.resident()).toMatchObject({ stores: 2, rows: one.ids.length + two.ids.length, bytes: estimatedBytes(one) + estimatedBytes(two) });
    // Room for either store, not both.
    const { cache, reads } = cacheOver(h.db, null, estimatedBytes(one) + estimatedBytes(two) - 1);
    const first = await cache.get(1);
    expect(cache.resident()).toMatchObject({ stores: 1, rows: one.ids.length });
    await cache.get(2);
    expect(cache.resident()).toMatchObject({ stores: 1, rows: two.ids.length });
    expect(JSON.parse(await searchMenuJson(first, {})).nb_hits).toBe(one.ids.length);
    await cache.get(2);
    expect(reads.menus).toBe(2);
    await cache.get(1);
    expect(reads.menus).toBe(3);
  });
});

describe('records: what a page shows is read from the database by id', () => {
  test('a page’s products are the database’s, and one hidden since the index was built is not shown', async () => {
    const index = await cacheOver(h.db, null).cache.get(1);
    const page = JSON.parse(await searchMenuJson(index, { per_page: 5 })) as { products: { id: number }[] };
    const ids = page.products.map((p) => p.id);
    const stored = new Map((await loadMenuProductsByIds(h.db, 1, ids)).map((product) => [product.id, product]));
    expect(page.products).toEqual(ids.map((id) => stored.get(id)));
    // A write the index has not seen yet (its version bump is the next request's): a record not read before is read
    // as it is now, and a product hidden there is left out of the page.
    const nextPage = Array.from(sortOrder(index, 'recommended').subarray(5, 10), (i) => index.ids[i]);
    await h.db.updateTable('menu_products').set({ visible: 0 }).where('store_id', '=', 1).where('product_id', '=', nextPage[2]).execute();
    const second = JSON.parse(await searchMenuJson(index, { per_page: 5, page: 2 })) as { products: { id: number }[] };
    expect(second.products.map((p) => p.id)).toEqual(nextPage.filter((id) => id !== nextPage[2]));
    expect((await index.records.json([nextPage[2]])).size).toBe(0);
    await h.db.updateTable('menu_products').set({ visible: 1 }).where('store_id', '=', 1).where('product_id', '=', nextPage[2]).execute();
  });
});
