import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../../../demo-host/db';
import { marketplaceDatabase, seedSignature, type MarketplaceShape } from '../../../bench/marketplaceDatabase';

// The marketplace bench (DESIGN §3, 500 stores × 2,000 menu products) seeds its database once and reuses it only while
// it provably holds the expected rows: here the same logic on 3 stores × 40 products.

const serverUrl = process.env.DATABASE_URL;
const shape: MarketplaceShape = { database: `canopy_test_marketplace_${process.pid}`, stores: 3, productsPerStore: 40 };

afterAll(async () => {
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${shape.database}`);
  await admin.end();
});

describe('seedSignature', () => {
  test('another size is another signature; the same size the same one', () => {
    expect(seedSignature({ stores: 3, productsPerStore: 40 })).toBe(seedSignature({ stores: 3, productsPerStore: 40 }));
    expect(seedSignature({ stores: 3, productsPerStore: 41 })).not.toBe(seedSignature({ stores: 3, productsPerStore: 40 }));
  });
});

describe.runIf(Boolean(serverUrl))('marketplaceDatabase on PostgreSQL', () => {
  const menuRows = async (url: string) => {
    const o = await openDatabase({ databaseUrl: url, migrate: false });
    try {
      return Number(
        (
          await o.db
            .selectFrom('menu_products')
            .select(sql<string>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    } finally {
      await o.close();
    }
  };

  test('seeds 3 × 40 menu rows once, reuses them, and seeds again once a row is missing', async () => {
    const log: string[] = [];
    const first = await marketplaceDatabase(serverUrl!, (line) => log.push(line), shape);
    expect(first.seeded).toBe(true);
    expect(await menuRows(first.url)).toBe(120);

    expect((await marketplaceDatabase(serverUrl!, (line) => log.push(line), shape)).seeded).toBe(false);
    expect(log).toHaveLength(1);

    const o = await openDatabase({ databaseUrl: first.url, migrate: false });
    await o.db.deleteFrom('menu_products').where('id', '=', 1).execute();
    await o.close();
    const again = await marketplaceDatabase(serverUrl!, (line) => log.push(line), shape);
    expect(again.seeded).toBe(true);
    expect(await menuRows(again.url)).toBe(120);
  }, 60_000);
});
