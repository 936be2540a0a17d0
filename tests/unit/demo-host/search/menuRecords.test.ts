import { describe, expect, test } from 'vitest';
import { buildMenuIndex, estimatedBytes } from '../../../../demo-host/search';
import { databaseRecords, RECORDS_KEPT_BYTES } from '../../../../demo-host/search/menuRecords';
import type { MenuProduct } from '../../../../shared/types';
import { menuProduct } from './menuFixtures';

// The records cache of a compact menu index (docs/architecture.md § The menu index at scale): least recently used
// first out, a hit refreshing a record; sized by bytes; counted in the index's estimate. Counted, never timed.

const MENU = Array.from({ length: 10 }, (_, i) => menuProduct(i + 1));
// An ASCII record is held at 1 byte a character (V8's one-byte strings) and a header.
const BYTES_EACH = 16 + JSON.stringify(MENU[0]).length;

/** Records over MENU keeping `records` of them at most, counting the ids read from the "database". */
function recordsKeeping(records: number) {
  const reads: number[] = [];
  const byId = new Map(MENU.map((product) => [product.id, product]));
  const load = async (ids: readonly number[]): Promise<MenuProduct[]> => (reads.push(...ids), ids.map((id) => byId.get(id)!));
  // Every fixture's JSON is the same length but for its id's digits: room for `records` of them and a few characters.
  return { records: databaseRecords(load, () => true, records * BYTES_EACH + 8), reads };
}

describe('the records cache', () => {
  test('a hit refreshes the record: the least recently used goes first, not the first read', async () => {
    const { records, reads } = recordsKeeping(3);
    await records.json([1, 2, 3]);
    await records.json([1]); // 1 is now the most recent: 2 is the oldest
    await records.json([4]);
    reads.length = 0;
    await records.json([1, 3, 4]);
    expect(reads).toEqual([]);
    await records.json([2]);
    expect(reads).toEqual([2]);
  });

  test.each([1, 3, 5])('holds %i records at most by bytes, and says so', async (kept) => {
    const { records } = recordsKeeping(kept);
    for (const product of MENU) await records.json([product.id]);
    expect(records.bytes()).toBeLessThanOrEqual(kept * BYTES_EACH + 8);
    expect(records.bytes()).toBeGreaterThan((kept - 1) * BYTES_EACH);
  });

  test('a forgotten record is read again and its bytes are released', async () => {
    const { records, reads } = recordsKeeping(5);
    await records.json([1, 2]);
    const held = records.bytes();
    records.forget(1);
    expect(records.bytes()).toBeLessThan(held);
    reads.length = 0;
    await records.json([1, 2]);
    expect(reads).toEqual([1]);
  });

  test.each([
    ['ASCII', 'Blue Dream', 1],
    ['Latin-1', 'Café Kush', 1],
    ['beyond Latin-1', 'Kush – 3.5 g', 2],
  ])('a record whose name is %s is counted at %i byte(s) a character', async (_what, name, perCharacter) => {
    const product = menuProduct(1, { name });
    const records = databaseRecords(
      async () => [product],
      () => true,
    );
    await records.json([1]);
    expect(records.bytes()).toBe(16 + JSON.stringify(product).length * perCharacter);
  });

  test('read() keeps nothing of what it reads, uses what is kept, and leaves out what a page may not show', async () => {
    const { records, reads } = recordsKeeping(5);
    await records.json([2]);
    reads.length = 0;
    const hidden = databaseRecords(
      async (ids) => ids.map((id) => menuProduct(id, { visible: id !== 3 })),
      (id) => id !== 4,
    );
    expect([...(await hidden.read([3, 4, 5, 1])).keys()]).toEqual([5, 1]);
    const read = await records.read([3, 2, 1]);
    expect([...read.keys()]).toEqual([3, 2, 1]);
    expect(read.get(3)).toEqual(MENU[2]);
    expect(reads).toEqual([3, 1]);
    expect(records.bytes()).toBe(BYTES_EACH);
  });

  test('changesOf counts each product forgotten, apart', () => {
    const { records } = recordsKeeping(5);
    records.forget(1);
    records.forget(1);
    records.forget(2);
    expect([records.changesOf(1), records.changesOf(2), records.changesOf(3), records.patches()]).toEqual([2, 1, 0, 3]);
  });

  test('the cap is 24 MB by default', () => {
    expect(
      databaseRecords(
        async () => [],
        () => true,
      ).keptBytes(),
    ).toBe(RECORDS_KEPT_BYTES);
    expect(RECORDS_KEPT_BYTES).toBe(24 * 1024 * 1024);
  });
});

describe("the index's estimated bytes count the records it keeps, as it keeps them", () => {
  const index = (products: number, keptBytes: number) => {
    const built = buildMenuIndex(
      1,
      Array.from({ length: products }, (_, i) => menuProduct(i + 1)),
    );
    const { products: held, ...compact } = built as typeof built & { products: readonly MenuProduct[] };
    return {
      ...compact,
      records: databaseRecords(
        async (ids) => held.filter((product) => ids.includes(product.id)),
        () => true,
        keptBytes,
      ),
    } as typeof built;
  };

  test.each([
    [2000, 64 * 1024],
    [2000, 1024 * 1024],
  ])('%i products, a cap of %i bytes: nothing read, nothing counted; then the records read, up to the cap', async (products, keptBytes) => {
    const roomy = index(products, keptBytes);
    const columns = estimatedBytes(roomy);
    // The cap is what it may come to, not what it holds: an index whose shoppers opened one page weighs one page more.
    expect(columns - estimatedBytes(index(products, 0))).toBe(0);
    await roomy.records.json(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(roomy.records.bytes()).toBeGreaterThanOrEqual(Math.min(keptBytes - 2 * BYTES_EACH, 24 * BYTES_EACH));
    expect(estimatedBytes(roomy) - columns).toBe(roomy.records.bytes());
    await roomy.records.json(Array.from({ length: products }, (_, i) => i + 1));
    expect(estimatedBytes(roomy) - columns).toBe(roomy.records.bytes());
    expect(roomy.records.bytes()).toBeLessThanOrEqual(keptBytes);
    expect(roomy.records.bytes()).toBeGreaterThan(keptBytes - 4 * BYTES_EACH);
  });
});
