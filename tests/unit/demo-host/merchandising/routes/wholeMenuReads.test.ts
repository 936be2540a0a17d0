import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBudtender, createMerchandisingApi, createRanking } from '../../../../../demo-host/merchandising';
import type { MenuIndexCache } from '../../../../../demo-host/search';
import { dmUrl } from '../../../../../shared/merchandising';
import { openHarness, type Harness } from '../../commerce/harness';
import { bytesPerProduct, COMPACT_BYTES_PER_PRODUCT, countingMenus } from '../../api/countingMenus';
import { databaseFeatures, type MenuFeatureReader } from '../../../../../demo-host/api/data/menuFeatureRows';
import { specialProductLists } from '../../../../../demo-host/api/data/specialProducts';

// The merchandising rows and the budtender over the compact menu index (docs/architecture.md § The menu index at
// scale): a store's full menu products are read once, to build its index, and never held; an answer reads the full
// records of the products it shows, and only those. Reads and sizes are counted, never timed.

const STORE = 1;
const DEVICE_ID = 'abcdefghij0123456789K';

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
}, 60_000);
afterAll(() => h?.close());

function serviceOver(menus: MenuIndexCache, features?: MenuFeatureReader) {
  const app = createMerchandisingApi({
    db: h.db,
    menus,
    ranking: createRanking({ db: h.db, menus, features }),
    budtender: createBudtender({ db: h.db, menus, features }),
    authenticate: async () => null,
    partnerOrigins: [],
    tokenKey: 'dm-test-key-0123456789',
    env: {},
  });
  return async (path: string, body: object) => {
    const response = await app.request(dmUrl('http://dm.test', path).slice('http://dm.test'.length), {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ jane_device_id: DEVICE_ID, ...body }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { products: { product_id: number; search_attributes: { id: number } }[] };
  };
}

const shown = (answer: { products: { product_id: number }[] }) => answer.products.map((product) => product.product_id);

describe('a /dm smart row reads the records of its page only and holds no full menu product', () => {
  test.each([
    ['menu_inline', { page_size: 5 }],
    ['menu_inline', { search_filter: 'kind=flower', search_sort: 'price-asc', page_size: 8 }],
    ['pdp_row', { page_size: 6 }],
    ['best_selling', { page_size: 4 }],
    ['thematic_row', { page_size: 7 }],
  ])('%s %j', async (placement, fields) => {
    const { menus, reads } = countingMenus(h.db);
    const post = serviceOver(menus);
    const productId = (await menus.get(STORE)).ids[3];
    const answer = await post('/v2/smart', { store_id: STORE, placement, product_id: productId, ...fields });
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.every((product) => product.search_attributes.id === product.product_id)).toBe(true);
    expect(bytesPerProduct(menus)).toBeLessThan(COMPACT_BYTES_PER_PRODUCT);
    expect(reads.menus).toBe(1);
    expect(reads.records.sort((a, b) => a - b)).toEqual(shown(answer).sort((a, b) => a - b));
  });
});

describe('the budtender reads the records of its picks only and holds no full menu product', () => {
  test.each(['something to help me sleep under $40', 'a strong sativa vape', 'anything'])('%s', async (query) => {
    const { menus, reads } = countingMenus(h.db);
    const post = serviceOver(menus);
    const answer = await post('/v2/virtual-budtender', { store_id: STORE, query });
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.every((product) => product.search_attributes.id === product.product_id)).toBe(true);
    expect(bytesPerProduct(menus)).toBeLessThan(COMPACT_BYTES_PER_PRODUCT);
    expect(reads.menus).toBe(1);
    expect(reads.records.sort((a, b) => a - b)).toEqual(shown(answer).sort((a, b) => a - b));
  });
});

describe('the feature rows are read once per index, for the ranking, the budtender and a special’s lists together', () => {
  test.each([
    ['pdp_row first', ['pdp_row', 'budtender', 'special']],
    ['budtender first', ['budtender', 'pdp_row', 'special']],
    ['special first', ['special', 'budtender', 'pdp_row']],
  ])('%s', async (_name, steps) => {
    const { menus } = countingMenus(h.db);
    const reads = { count: 0 };
    const features: MenuFeatureReader = (storeId) => (reads.count++, databaseFeatures(h.db)(storeId));
    const post = serviceOver(menus, features);
    const lists = specialProductLists(h.db, features);
    const index = await menus.get(STORE);
    for (const step of steps) {
      if (step === 'budtender') await post('/v2/virtual-budtender', { store_id: STORE, query: 'something to help me sleep' });
      else if (step === 'special') await lists(index, { id: 1, special_type: 'product' }, 10);
      else await post('/v2/smart', { store_id: STORE, placement: step, product_id: index.ids[3] });
    }
    expect(reads.count).toBe(1);
  });
});
