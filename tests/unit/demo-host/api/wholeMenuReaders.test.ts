import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../../../demo-host/api';
import { loadMenuProducts } from '../../../../demo-host/api/data/loadMenuProducts';
import { menuFeatureRows, type MenuFeatureRow } from '../../../../demo-host/api/data/menuFeatureRows';
import type { MenuProduct, StoreSpecial } from '../../../../shared/types';
import { openHarness, type Harness } from '../commerce/harness';
import { bytesPerProduct, COMPACT_BYTES_PER_PRODUCT, countingMenus } from './countingMenus';

// What the whole-menu readers read instead of every full menu product (docs/architecture.md § The menu index at
// scale): the narrow feature select, and for a special's page the records of the products it lists. Counted, not timed.

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
}, 60_000);
afterAll(() => h?.close());

async function featureRows(storeId: number, chunk: number): Promise<MenuFeatureRow[]> {
  const rows: MenuFeatureRow[] = [];
  for await (const part of menuFeatureRows(h.db, storeId, chunk)) rows.push(...part);
  return rows;
}

/** The fields of a full menu product a feature row names. */
function featuresOf(product: MenuProduct, row: MenuFeatureRow): Record<string, unknown> {
  return Object.fromEntries(Object.keys(row).map((key) => [key, (product as unknown as Record<string, unknown>)[key]]));
}

describe('the feature select', () => {
  test.each([
    [1, 1000],
    [2, 7],
  ])('store %i (chunks of %i): each row has exactly the fields of the full menu product, every product once', async (storeId, chunk) => {
    const products = await loadMenuProducts(h.db, storeId);
    const rows = await featureRows(storeId, chunk);
    expect(rows.map((row) => row.id)).toEqual(products.map((product) => product.id));
    const byId = new Map(products.map((product) => [product.id, product]));
    // A product without feelings or activities in its data has none on the wire either (undefined, not []).
    for (const row of rows) expect(row).toEqual(featuresOf(byId.get(row.id)!, row));
    expect(rows.some((row) => row.effects.length > 0 && row.applicable_special_ids.length > 0 && row.price_each !== undefined)).toBe(true);
  });
});

describe('a special’s page', () => {
  test('lists what the full menu products say, reading only the records it lists, and holds no full menu product', async () => {
    const { menus, reads } = countingMenus(h.db);
    const api = createApi({ db: h.db, dialect: h.dialect, menus, config: { partnerOrigins: [] }, env: {}, log: () => {} });
    const specials = ((await (await api.request('/stores/1/specials')).json()) as { specials: StoreSpecial[] }).specials;
    const menu = (await loadMenuProducts(h.db, 1)).filter((product) => product.visible !== false);
    for (const special of specials) {
      reads.records.length = 0;
      const body = (await (await api.request(`/stores/1/specials/${special.id}`)).json()) as { products: MenuProduct[]; discounted_products: MenuProduct[] };
      const bundle = special.special_type === 'bundle';
      const qualifying = menu.filter((p) => (bundle ? p.applicable_bundle_special_ids.qualify : p.applicable_special_ids).includes(special.id)).slice(0, 100);
      const discounted = menu.filter((p) => (bundle ? p.applicable_bundle_special_ids.discount : p.applicable_special_ids).includes(special.id)).slice(0, 100);
      expect(body.products).toEqual(qualifying);
      expect(body.discounted_products).toEqual(discounted);
      // Records read for an earlier special are kept with the index (menuRecords.ts): a page reads at most its own.
      const listed = new Set([...qualifying, ...discounted].map((p) => p.id));
      expect(reads.records.filter((id) => !listed.has(id))).toEqual([]);
    }
    expect(specials.length).toBeGreaterThan(1);
    expect(reads.menus).toBe(1);
    expect(bytesPerProduct(menus)).toBeLessThan(COMPACT_BYTES_PER_PRODUCT);
  });
});
