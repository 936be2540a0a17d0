import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../../../demo-host/db';
import { loadMenuProducts, loadMenuProductsByIds } from '../../../../demo-host/api/data/loadMenuProducts';
import { menuProductToWire } from '../../../../demo-host/api/wire';
import type { MenuProduct } from '../../../../shared/types';
import { openHarness, type Harness } from '../commerce/harness';
import { statementCounter } from '../commerce/statementCount';

// A page's records (docs/architecture.md § The menu index at scale) are read by product id in one statement, each the
// wire menu product its menu row, product, brand and special make (menuProductToWire): SQLite, and PostgreSQL with
// DATABASE_URL. Statements counted, never timed.

let h: Harness;
beforeAll(async () => {
  h = await openHarness({ stores: 3 });
  const rows = await h.db.selectFrom('menu_products').select(['id', 'product_id']).where('store_id', '=', 2).orderBy('product_id').limit(2).execute();
  // The awkward rows: a product without a brand, a row naming another store's special (no special here).
  await h.db.updateTable('products').set({ brand_id: null }).where('id', '=', rows[0].product_id).execute();
  const elsewhere = await h.db.selectFrom('specials').select('id').where('store_id', '!=', 2).executeTakeFirstOrThrow();
  await h.db.updateTable('menu_products').set({ special_id: elsewhere.id }).where('id', '=', rows[1].id).execute();
}, 60_000);
afterAll(() => h?.close());

/** The store's menu products as each row's own reads make them. */
async function oneByOne(storeId: number): Promise<MenuProduct[]> {
  const menu = await h.db.selectFrom('menu_products').selectAll().where('store_id', '=', storeId).orderBy('product_id').execute();
  const products: MenuProduct[] = [];
  for (const row of menu) {
    const product = await h.db
      .selectFrom('products as p')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .selectAll('p')
      .select('b.name as brand_name')
      .where('p.id', '=', row.product_id)
      .executeTakeFirstOrThrow();
    const special =
      row.special_id === null
        ? undefined
        : await h.db
            .selectFrom('specials')
            .select(['id', 'title', 'discount_type', 'discount_percent', 'data'])
            .where('id', '=', row.special_id)
            .where('store_id', '=', storeId)
            .executeTakeFirst();
    products.push(menuProductToWire(row, product, special ?? null));
  }
  return products;
}

describe('menu records read by id', () => {
  test('each is the wire menu product of its rows, a special of another store none; a page is one statement', async () => {
    const expected = await oneByOne(2);
    expect(expected.some((product) => product.special_id !== null && product.special_title !== null)).toBe(true);
    expect(await loadMenuProducts(h.db, 2)).toEqual(expected);
    const counter = statementCounter();
    const db = h.db.withPlugin(counter.plugin);
    const page = expected.slice(3, 27).map((product) => product.id);
    expect(await loadMenuProductsByIds(db, 2, page)).toEqual(expected.slice(3, 27));
    expect(counter.count()).toBe(1);
    // A product the store does not carry is left out.
    expect((await loadMenuProductsByIds(h.db, 2, [page[0], 9_999_999])).map((product) => product.id)).toEqual([page[0]]);
  });

  // On PostgreSQL the ids are one array parameter: every page's read is one SQL text, prepared once per connection
  // (db/preparedStatements.ts), where an IN list made a text (and a prepared statement) for each number of ids.
  test.runIf(Boolean(process.env.DATABASE_URL))('on PostgreSQL, a read of 2 ids and one of 24 are the same SQL text', async () => {
    const texts: string[] = [];
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: h.databaseUrl, max: 1 }) }),
      log: (event) => void texts.push(event.query.sql),
    });
    try {
      const ids = (await loadMenuProducts(h.db, 2)).map((product) => product.id);
      expect((await loadMenuProductsByIds(db, 2, ids.slice(0, 2))).length).toBe(2);
      expect((await loadMenuProductsByIds(db, 2, ids.slice(2, 26))).map((product) => product.id)).toEqual(ids.slice(2, 26));
      expect(texts.length).toBe(2);
      expect(texts[1]).toBe(texts[0]);
    } finally {
      await db.destroy();
    }
  });
});
