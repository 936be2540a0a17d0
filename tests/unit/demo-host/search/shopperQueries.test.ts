import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../../../demo-host/api';
import { loadMenuProducts } from '../../../../demo-host/api/data/loadMenuProducts';
import { openDatabase, type OpenedDatabase } from '../../../../demo-host/db';
import { BIG_STORE_ID, FULL_SERVICE_STORE_ID, seedDatabase } from '../../../../demo-host/seed';
import { buildMenuIndex } from '../../../../demo-host/search';
import { menuQueryString } from '../../../bench/menuQueryString';
import { measureMenuSearch } from '../../../bench/measureMenuSearch';
import { namedShopperQueries, SHOPPER_QUERY_MIX, shopperQueries, type ShopperMenu } from '../../../bench/shopperQueries';

// The bench's menu-query rows fire the queries shoppers make (DESIGN §3): on the seeded sample catalogue at most 5%
// of them may answer no product (counts, never times).

const QUERIES = 400;
let dir: string;
let database: OpenedDatabase;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'canopy-shopper-queries-'));
  database = await openDatabase({ dataDir: dir });
  await seedDatabase(database.db);
  api = createApi({ db: database.db, dialect: database.dialect, config: { partnerOrigins: [] }, env: {} });
}, 60_000);

afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function menuOf(storeId: number): Promise<ShopperMenu> {
  return buildMenuIndex(storeId, await loadMenuProducts(database.db, storeId));
}

async function hitsOf(storeId: number, query: Parameters<typeof menuQueryString>[0]): Promise<number> {
  const response = await api.request(`/stores/${storeId}/menu_products?${menuQueryString(query)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { nb_hits: number }).nb_hits;
}

describe('shopper queries', () => {
  test.each([
    { store: 'store 1', storeId: FULL_SERVICE_STORE_ID },
    { store: 'the 5,000-product store', storeId: BIG_STORE_ID },
  ])('on $store at most 5% of 400 answer no product', async ({ storeId }) => {
    const queries = shopperQueries(await menuOf(storeId), QUERIES);
    let empty = 0;
    for (const query of queries) if ((await hitsOf(storeId, query)) === 0) empty++;
    console.info(`shopper queries on store ${storeId}: ${empty} of ${queries.length} answer nothing`);
    expect(empty / queries.length).toBeLessThanOrEqual(0.05);
  });

  test('the set keeps its mix: of every 20, 6 landing pages, 5 kind tabs, 3 searches, 2 each of the others', async () => {
    const named = namedShopperQueries(await menuOf(FULL_SERVICE_STORE_ID), QUERIES);
    const counts: Record<string, number> = {};
    for (const { name } of named) counts[name] = (counts[name] ?? 0) + 1;
    expect(counts).toEqual(Object.fromEntries(Object.entries(SHOPPER_QUERY_MIX).map(([name, share]) => [name, (share * QUERIES) / 20])));
  });

  test('searches are words of four letters or more found in the menu text; the same menu gives the same set', async () => {
    const menu = await menuOf(FULL_SERVICE_STORE_ID);
    const words = namedShopperQueries(menu, QUERIES)
      .filter(({ name }) => name === 'search')
      .map(({ query }) => query.query!);
    expect(words.length).toBe(60);
    for (const word of words) {
      expect(word).toMatch(/^[a-z]{4,}$/);
      expect(menu.text.some((text) => text.includes(word))).toBe(true);
    }
    expect(shopperQueries(menu, 50)).toEqual(shopperQueries(menu, 50));
    expect(shopperQueries(menu, 50, 2)).not.toEqual(shopperQueries(menu, 50));
  });

  test('the menu-search bench measures the shopper set on the biggest store', async () => {
    const measured = await measureMenuSearch({ db: database.db, dialect: database.dialect, queries: 40 });
    expect(measured).toMatchObject({ storeId: BIG_STORE_ID, queries: 40, emptyQueries: expect.any(Number) });
    expect(measured.emptyQueries).toBeLessThanOrEqual(2);
  });
});
