import { describe, expect, test } from 'vitest';
import { MAX_PATCHED_PRODUCTS, MenuIndexCache, sortOrder, type MenuIndex, type MenuVersion } from '../../../../demo-host/search';
import { menuProduct } from './menuFixtures';

/** A product's rating as the index sorts by it (the index holds columns, not products). */
const ratingOf = (index: MenuIndex, productId: number) => index.sortColumns.get('aggregate_rating')![index.positionOf.get(productId)!];
/** Product 1's name, from the records of an index built without a one-product loader (which holds its products). */
const firstName = async (index: MenuIndex) => (await index.records.products([1])).get(1)?.name;

describe('MenuIndexCache', () => {
  test('builds a store’s index once and reuses it', async () => {
    let loads = 0;
    const cache = new MenuIndexCache(async () => (loads++, [menuProduct(1)]));
    const [a, b] = await Promise.all([cache.get(901), cache.get(901)]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
  });

  test('a failed load is not cached', async () => {
    let fail = true;
    const cache = new MenuIndexCache(async () => {
      if (fail) throw new Error('database down');
      return [menuProduct(1)];
    });
    await expect(cache.get(904)).rejects.toThrow('database down');
    fail = false;
    expect((await cache.get(904)).ids).toHaveLength(1);
  });

  describe('products changed in place (such as a rating after a review), as another process recorded them', () => {
    /**
     * A store of three products whose ratings the test changes, with its change log as the database holds it
     * (productChanged: each change numbered, each product keeping its latest number) and loaders that count their calls.
     */
    function store(storeId: number) {
      const ratings = new Map([
        [1, 3],
        [2, 4],
        [3, null as number | null],
      ]);
      const log = { sequence: 0, latest: new Map<number, number>() };
      const product = (id: number) => menuProduct(id, { store_id: storeId, aggregate_rating: ratings.get(id) ?? null, review_count: ratings.get(id) ? 1 : 0 });
      const calls = { all: 0, some: [] as number[][] };
      const loadAll = async () => (calls.all++, [...ratings.keys()].map(product));
      const loadSome = async (_: number, ids: readonly number[]) => (calls.some.push([...ids]), ids.map(product));
      const readVersion = async (): Promise<MenuVersion> => ({ version: 0, productChange: log.sequence });
      const readChanges = async (_: number, after: number) => [...log.latest].filter(([, sequence]) => sequence > after).map(([id]) => id);
      const changed = (id: number) => log.latest.set(id, ++log.sequence);
      const cache = (some: typeof loadSome | undefined = loadSome) => new MenuIndexCache(loadAll, some, readVersion, readChanges);
      return { ratings, calls, loadAll, loadSome, changed, cache };
    }
    const ratingOrder = (index: MenuIndex) =>
      sortOrder(index, 'rating-desc')
        .map((i) => index.ids[i])
        .join(',');

    test('every cache re-reads just that product on next use, not the store', async () => {
      const s = store(910);
      const [first, second] = [s.cache(), s.cache()];
      const index = await first.get(910);
      await second.get(910);
      expect(ratingOrder(index)).toBe('2,1,3');
      s.ratings.set(3, 5);
      s.changed(3);
      for (const cache of [first, second]) {
        const patched = await cache.get(910);
        expect(ratingOf(patched, 3)).toBe(5);
        expect(ratingOrder(patched)).toBe('3,2,1');
      }
      expect(await first.get(910)).toBe(index);
      expect(s.calls.all).toBe(2);
      expect(s.calls.some).toEqual([[3], [3]]);
    });

    test('several changes before the next use are read together, each product once', async () => {
      const s = store(911);
      const cache = s.cache();
      await cache.get(911);
      for (const id of [1, 2, 1]) s.changed(id);
      await cache.get(911);
      expect(s.calls.some.map((ids) => [...ids].sort())).toEqual([[1, 2]]);
      expect(s.calls.all).toBe(1);
    });

    type Store = ReturnType<typeof store>;
    const movedBrand = async (_: number, ids: readonly number[]) => ids.map((id) => menuProduct(id, { brand: 'New brand' }));
    test.each<[string, number, (s: Store) => MenuIndexCache, number]>([
      ['a change the index cannot patch (a facet moved)', 912, (s) => s.cache(movedBrand), 1],
      ['a cache with no one-product loader', 913, (s) => s.cache(null as never), 1],
      [`more changed products than are patched (${MAX_PATCHED_PRODUCTS})`, 915, (s) => s.cache(), MAX_PATCHED_PRODUCTS + 1],
    ])('%s: the store is rebuilt', async (_name, storeId, makeCache, changedProducts) => {
      const s = store(storeId);
      const cache = makeCache(s);
      await cache.get(storeId);
      for (let id = 1; id <= changedProducts; id += 1) s.changed(id);
      await cache.get(storeId);
      expect(s.calls.all).toBe(2);
      expect(s.calls.some).toEqual([]);
    });

    test('a failed re-read is not cached: the next use rebuilds', async () => {
      const s = store(914);
      let fail = true;
      const cache = s.cache(async (storeId, ids) => {
        if (fail) throw new Error('database down');
        return s.loadSome(storeId, ids);
      });
      await cache.get(914);
      s.changed(1);
      await expect(cache.get(914)).rejects.toThrow('database down');
      fail = false;
      s.ratings.set(1, 1);
      expect(ratingOf(await cache.get(914), 1)).toBe(1);
    });
  });
});

describe('the stored menu version (DESIGN §1.7: every host instance answers a write on the very next request)', () => {
  /** A store's menu and its version as the database holds them, with counters of what the cache reads. */
  function database(storeId: number) {
    const db = { name: 'v0', version: 0, productChange: 0, reads: [] as string[] };
    const load = async () => (db.reads.push('menu'), [menuProduct(1, { store_id: storeId, name: db.name })]);
    const readVersion = async (): Promise<MenuVersion> => (db.reads.push('version'), { version: db.version, productChange: db.productChange });
    return { db, load, readVersion };
  }
  /** A write committed by another host process: the row and the version move together. */
  const write = (db: { name: string; version: number }, name: string) => {
    db.name = name;
    db.version += 1;
  };

  test('a version moved by another process makes the next get rebuild; an unmoved one reuses the index', async () => {
    const { db, load, readVersion } = database(920);
    const cache = new MenuIndexCache(load, undefined, readVersion);
    const first = await cache.get(920);
    expect(await cache.get(920)).toBe(first);
    write(db, 'v1');
    expect(await firstName(await cache.get(920))).toBe('v1');
    expect(db.reads).toEqual(['version', 'menu', 'version', 'version', 'menu']);
  });

  test('the version is read before the menu: a write landing during a build is caught by the next get', async () => {
    const { db, readVersion } = database(921);
    let writeDuringLoad = true;
    const load = async () => {
      const products = [menuProduct(1, { store_id: 921, name: db.name })];
      // The write commits after this build read its rows but before it finished.
      if (writeDuringLoad) write(db, 'v1');
      writeDuringLoad = false;
      return products;
    };
    const cache = new MenuIndexCache(load, undefined, readVersion);
    expect(await firstName(await cache.get(921))).toBe('v0');
    expect(await firstName(await cache.get(921))).toBe('v1');
  });

  test('a get that read an older version keeps a newer index rather than replacing it', async () => {
    const { db, load } = database(922);
    const versions = [1, 0];
    const cache = new MenuIndexCache(load, undefined, async () => ({ version: versions.shift() ?? 1, productChange: 0 }));
    db.name = 'v1';
    const [newer, older] = await Promise.all([cache.get(922), cache.get(922)]);
    expect(older).toBe(newer);
    expect(db.reads).toEqual(['menu']);
  });

  test('a failed version read fails that get; the index serves again once the database answers', async () => {
    const { load } = database(923);
    let down = false;
    const cache = new MenuIndexCache(load, undefined, async () => {
      if (down) throw new Error('database down');
      return { version: 0, productChange: 0 };
    });
    const index = await cache.get(923);
    down = true;
    await expect(cache.get(923)).rejects.toThrow('database down');
    down = false;
    expect(await cache.get(923)).toBe(index);
  });

  test('a product patched in place (a review) still patches under an unmoved version', async () => {
    const { load, readVersion, db } = database(924);
    const some = async (_: number, ids: readonly number[]) => ids.map((id) => menuProduct(id, { store_id: 924, name: db.name, aggregate_rating: 5, review_count: 1 }));
    const cache = new MenuIndexCache(load, some, readVersion, async (_, after) => (after < db.productChange ? [1] : []));
    const index = await cache.get(924);
    db.productChange += 1;
    const patched = await cache.get(924);
    expect(patched).toBe(index);
    expect(ratingOf(patched, 1)).toBe(5);
  });
});
