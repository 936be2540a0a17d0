import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CARD_SEARCH_ATTRIBUTES } from '../../../../shared/merchandising/searchAttributes';
import type { HostApi } from '../../../../demo-host/server/hostApi';
import { hostOver, openHarness, type Harness } from '../commerce/harness';
import { DEVICE_ID, JDM } from '../merchandising/routes/dmHarness';

// A card page of the menu (GET /menu_products?fields=card) and a /dm row asked for a card's fields (001 §7
// search_attributes) answer the same cards: one cache of them per index (demo-host/api/data/menuCards.ts), so a card
// either one showed is not read from the database again by the other. Records counted, never timed; SQLite, and
// PostgreSQL with DATABASE_URL.

/** Menu records read from the database: the rows of the records' read (loadMenuProducts.ts), which carry `p_data`. */
let recordsRead = 0;
const countRecords: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    const rows = args.result.rows as Record<string, unknown>[];
    if (rows.length > 0 && 'p_data' in rows[0]) recordsRead += rows.length;
    return args.result;
  },
};

let h: Harness;
let host: HostApi;
beforeAll(async () => {
  h = await openHarness();
  host = hostOver(h, { db: h.db.withPlugin(countRecords) });
  // The store's index built (its build reads every record) by a search that shows none.
  expect((await host.app.request('/stores/1/menu_products?query=zzqqxxnothing')).status).toBe(200);
}, 60_000);
afterAll(() => h?.close());

async function firstCardPage(): Promise<number[]> {
  const response = await host.app.request('/stores/1/menu_products?fields=card&per_page=12');
  expect(response.status).toBe(200);
  return ((await response.json()) as { products: { id: number }[] }).products.map((product) => product.id);
}

async function cardRow(ids: number[]): Promise<number[]> {
  const body = { store_id: 1, jane_device_id: DEVICE_ID, object_ids: ids.map(String), search_attributes: CARD_SEARCH_ATTRIBUTES };
  const response = await host.merchandising.request(`/v2/smartpage?${new URLSearchParams(JDM)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { products: { object_id: string }[] }).products.map((product) => Number(product.object_id));
}

test('a /dm row of cards a menu page showed reads none of them again', async () => {
  recordsRead = 0;
  const shown = await firstCardPage();
  expect(shown).toHaveLength(12);
  expect(recordsRead).toBe(12);
  recordsRead = 0;
  expect(await cardRow(shown)).toEqual(shown);
  expect(recordsRead).toBe(0);
});

test('a menu page of cards a /dm row showed reads none of them again', async () => {
  // Every product of the store's smallest kind with a few, in a row first (a page takes at most 60, 001 §9).
  const kinds = await h.db
    .selectFrom('menu_products as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .select(['p.kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('m.store_id', '=', 1)
    .groupBy('p.kind')
    .execute();
  const kind = kinds.filter((row) => Number(row.n) >= 5 && Number(row.n) <= 60).sort((a, b) => Number(a.n) - Number(b.n))[0].kind;
  const ofKind = await h.db
    .selectFrom('menu_products as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .select('m.product_id')
    .where('m.store_id', '=', 1)
    .where('p.kind', '=', kind)
    .execute();
  recordsRead = 0;
  const inRow = await cardRow(ofKind.map((row) => row.product_id));
  expect(inRow.length).toBeGreaterThan(4);
  expect(recordsRead).toBeGreaterThan(0);
  recordsRead = 0;
  const response = await host.app.request(`/stores/1/menu_products?fields=card&per_page=60&kind=${encodeURIComponent(kind)}`);
  expect(response.status).toBe(200);
  const onPage = ((await response.json()) as { products: { id: number }[] }).products.map((product) => product.id);
  expect(new Set(onPage)).toEqual(new Set(inRow));
  expect(onPage).toHaveLength(inRow.length);
  expect(recordsRead).toBe(0);
});
