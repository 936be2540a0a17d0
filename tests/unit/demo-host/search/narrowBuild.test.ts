import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { menuIndexRowChunks } from '../../../../demo-host/api/data/loadMenuIndexRows';
import { loadMenuProducts } from '../../../../demo-host/api/data/loadMenuProducts';
import { buildMenuIndex, LIST_FACETS, patchMenuIndex, sortOrder, type MenuIndex } from '../../../../demo-host/search';
import { MenuIndexBuilder } from '../../../../demo-host/search/buildMenuIndex';
import { memoryRecords } from '../../../../demo-host/search/menuRecords';
import { SEARCH_SORT_KEYS } from '../../../../shared/search/sortKeys';
import { openHarness, type Harness } from '../commerce/harness';

// A store's index is built from a narrow read of its rows (api/data/loadMenuIndexRows.ts), not from whole menu
// products: on the seeded catalogue (SQLite, and PostgreSQL with DATABASE_URL) it must equal the index built from
// menuProductToWire's products, column by column, facet by facet and in every sort order.

let h: Harness;
beforeAll(async () => {
  h = await openHarness({ stores: 3 });
  // The awkward rows: a product without a brand, one whose data lacks the facet keys, a hidden row, a weight with no price.
  const [first, second, third, fourth] = await h.db.selectFrom('menu_products').select(['id', 'product_id']).where('store_id', '=', 1).orderBy('product_id').limit(4).execute();
  await h.db.updateTable('products').set({ brand_id: null }).where('id', '=', first.product_id).execute();
  const data = await h.db.selectFrom('products').select('data').where('id', '=', second.product_id).executeTakeFirstOrThrow();
  const { feelings: _f, activities: _a, thc_dosage_milligrams: _t, ...rest } = JSON.parse(data.data) as Record<string, unknown>;
  await h.db
    .updateTable('products')
    .set({ data: JSON.stringify(rest) })
    .where('id', '=', second.product_id)
    .execute();
  await h.db.updateTable('menu_products').set({ visible: 0 }).where('id', '=', third.id).execute();
  await h.db.updateTable('menu_products').set({ price_gram: null, discounted_price_gram: null, discounted_price_each: 1 }).where('id', '=', fourth.id).execute();
}, 60_000);
afterAll(() => h?.close());

async function narrowIndex(storeId: number): Promise<MenuIndex> {
  const builder = new MenuIndexBuilder();
  for await (const chunk of menuIndexRowChunks(h.db, storeId, 7)) builder.addIndexed(chunk);
  return builder.finish(
    storeId,
    memoryRecords(() => undefined),
    0,
  );
}

/** Everything an index holds that a search reads, as plain values. */
function contents(index: MenuIndex) {
  return {
    ids: Array.from(index.ids),
    text: index.text,
    facets: LIST_FACETS.map((facet) => {
      const { values, offsets, valueIds } = index.facets[facet];
      return { facet, values, offsets: Array.from(offsets), valueIds: Array.from(valueIds) };
    }),
    numbers: [index.percentThc, index.percentCbd, index.bucketPrice].map((column) => Array.from(column)),
    sortColumns: [...index.sortColumns].map(([field, column]) => [field, Array.from(column)]),
    sortTexts: [...index.sortTexts],
    orders: SEARCH_SORT_KEYS.map((key) => [key, Array.from(sortOrder(index, key))]),
  };
}

describe('the narrow build', () => {
  test.each([1, 2, 3])('store %i: the index built from narrow rows equals the one built from wire menu products', async (storeId) => {
    const wire = buildMenuIndex(storeId, await loadMenuProducts(h.db, storeId), 0);
    const narrow = await narrowIndex(storeId);
    expect(narrow.ids.length).toBeGreaterThan(10);
    expect(contents(narrow)).toEqual(contents(wire));
  });

  test('a product changed in place patches a narrow-built index to what a fresh narrow build holds', async () => {
    const index = await narrowIndex(1);
    const productId = index.ids[5];
    await h.db.updateTable('products').set({ aggregate_rating: 4.9, review_count: 99 }).where('id', '=', productId).execute();
    const [updated] = (await loadMenuProducts(h.db, 1)).filter((product) => product.id === productId);
    SEARCH_SORT_KEYS.forEach((key) => sortOrder(index, key));
    expect(patchMenuIndex(index, productId, updated)).toBe(true);
    expect(contents(index)).toEqual(contents(await narrowIndex(1)));
  });
});
