import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { menuVersionOf, productChanged, productsChangedSince } from '../../../../demo-host/search';
import { openHarness, type Harness } from '../commerce/harness';

// productChanged numbers a product's change in every store that carries it, in the writer's transaction; every host
// process's menu index re-reads the products changed after the number it saw. Concurrent writers (reviews of
// different products on two instances) each get their own number, none is lost, and none of them fails.

const databases: [string, string | null][] = [['SQLite', null], ...(process.env.DATABASE_URL ? [['PostgreSQL', process.env.DATABASE_URL] as [string, string]] : [])];

describe.each(databases)('product changes in place on %s', (_name, databaseUrl) => {
  let h: Harness;
  let shared: number[];
  beforeAll(async () => {
    h = await openHarness({ databaseUrl, stores: 2 });
    const inBoth = await h.db
      .selectFrom('menu_products')
      .select('product_id')
      .groupBy('product_id')
      .having((eb) => eb.fn.countAll(), '=', 2)
      .orderBy('product_id')
      .limit(12)
      .execute();
    shared = inBoth.map((row) => row.product_id);
    expect(shared).toHaveLength(12);
  }, 60_000);
  afterAll(() => h?.close());

  test('twelve concurrent writers, each in its own transaction: numbers 1–12 in both stores, every product listed once', async () => {
    await Promise.all(shared.map((productId) => h.db.transaction().execute((trx) => productChanged(trx, productId))));
    for (const storeId of [1, 2]) {
      expect(await menuVersionOf(h.db, storeId)).toEqual({ version: 0, productChange: shared.length });
      expect((await productsChangedSince(h.db, storeId, 0)).sort((x, y) => x - y)).toEqual(shared);
    }
    const numbers = await h.db.selectFrom('menu_product_changes').select('sequence').where('store_id', '=', 1).orderBy('sequence').execute();
    expect(numbers.map((row) => row.sequence)).toEqual(shared.map((_, i) => i + 1));
  });

  test('a product changed again keeps one row, with its newest number; a rolled-back change leaves no trace', async () => {
    const [first] = shared;
    await productChanged(h.db, first);
    const { productChange } = await menuVersionOf(h.db, 1);
    expect(await productsChangedSince(h.db, 1, productChange - 1)).toEqual([first]);
    const failed = h.db.transaction().execute(async (trx) => {
      await productChanged(trx, shared[1]);
      throw new Error('the review failed after all');
    });
    await expect(failed).rejects.toThrow('the review failed after all');
    expect(await menuVersionOf(h.db, 1)).toEqual({ version: 0, productChange });
    expect(await productsChangedSince(h.db, 1, productChange)).toEqual([]);
  });
});
