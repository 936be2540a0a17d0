import { rmSync } from 'node:fs';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { menuChanged } from '../../../../demo-host/search';
import { createHostApp } from '../../../../demo-host/server/hostApp';
import { exportMenu, toCsv } from '../admin/importMenuHelpers';
import { addBody, hostApiOver, openHarness, TEST_ADMIN_TOKEN, type Harness, type MenuPick } from '../commerce/harness';
import { fakeDistDrawingPrices, firstPageProduct, pricesSeen, type PricesSeen, type Watched } from './pricesSeen';

// DESIGN §1.7: after a write (the admin API, the menu import) the menu search, the product page, the first view
// and the cart show the same price on the very next request. The writers call menuChanged after (or inside) their
// transaction; here a direct SQL write stands in for them. Runs on SQLite, and on PostgreSQL with DATABASE_URL set.

let h: Harness;
let host: Hono;
let dist: string;
let pick: MenuPick;
let watched: Watched;

beforeAll(async () => {
  h = await openHarness();
  let name: string;
  ({ pick, name } = await firstPageProduct(h));
  dist = fakeDistDrawingPrices(pick.price_id);
  host = createHostApp({ distDir: dist, api: hostApiOver(h, { adminToken: TEST_ADMIN_TOKEN }), health: async () => true, partnerOrigins: [] });
  const added = await host.request('/api/v1/cart_products', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(addBody(1, pick)) });
  expect(added.status).toBe(201);
  watched = { storeId: 1, productId: pick.product_id, name, weight: pick.price_id, cartUuid: ((await added.json()) as { cart_uuid: string }).cart_uuid };
}, 60_000);
afterAll(async () => {
  await h?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const seen = () => pricesSeen((path, init) => host.request(path, init), watched);
const everywhere = (dollars: number | null): Omit<PricesSeen, 'cartUnavailable'> => ({ menu: dollars, product: dollars, inlined: dollars, firstView: dollars, cart: dollars });
const priceColumn = () => `price_${pick.price_id}` as 'price_each';

/** Writes the watched menu row as an import would: the change and the version bump in one transaction. */
async function writeMenuRow(changes: Record<string, number | null>): Promise<void> {
  await h.db.transaction().execute(async (trx) => {
    await trx.updateTable('menu_products').set(changes).where('store_id', '=', 1).where('product_id', '=', pick.product_id).execute();
    await menuChanged(trx, 1);
  });
}

describe(`one truth for prices (DESIGN §1.7) on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  test('warm: the menu, the product page, the first view and the cart show the menu’s price', async () => {
    expect(await seen()).toEqual({ ...everywhere(pick.price / 100), cartUnavailable: [] });
  });

  test('a price changed in the database: every place shows the new price on the very next request', async () => {
    await seen();
    const cents = pick.price + 8_700;
    await writeMenuRow({ [priceColumn()]: cents });
    expect(await seen()).toEqual({ ...everywhere(cents / 100), cartUnavailable: [] });
    await writeMenuRow({ [priceColumn()]: pick.price });
    expect(await seen()).toEqual({ ...everywhere(pick.price / 100), cartUnavailable: [] });
  });

  test('a price changed through the admin API’s menu import: every place shows it on the very next request', async () => {
    await seen();
    const cents = pick.price + 4_200;
    const rows = (await exportMenu(h.db, 1)).filter((row) => row.product_id === String(pick.product_id));
    const csv = toCsv(rows.map((row) => (row.weight === pick.price_id ? { ...row, price: (cents / 100).toFixed(2) } : row)));
    const imported = await host.request('/api/v1/admin/stores/1/menu_import?partial=1', {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      body: csv,
    });
    expect(imported.status).toBe(200);
    expect(await seen()).toEqual({ ...everywhere(cents / 100), cartUnavailable: [] });
    await writeMenuRow({ [priceColumn()]: pick.price });
  });

  // 001 §4: a product that became unavailable stays in the cart, listed as unavailable (the shopper removes it).
  test.each<[string, Record<string, number | null>, Partial<PricesSeen>]>([
    ['hidden, as a full import leaves a product its file no longer lists (visible = 0)', { visible: 0 }, { menu: null, product: null, inlined: null, firstView: null }],
    ['left without a price for the weight the cart holds', { price: null }, everywhere(null)],
  ])('a product %s: gone from the menu and flagged in the cart on the next request', async (_case, changes, shown) => {
    await seen();
    const write = 'price' in changes ? { [priceColumn()]: null } : changes;
    await writeMenuRow(write);
    try {
      expect(await seen()).toMatchObject({ ...shown, cartUnavailable: [pick.product_id] });
    } finally {
      await writeMenuRow('price' in changes ? { [priceColumn()]: pick.price } : { visible: 1 });
    }
    expect(await seen()).toEqual({ ...everywhere(pick.price / 100), cartUnavailable: [] });
  });
});
