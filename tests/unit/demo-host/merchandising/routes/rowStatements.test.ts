import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMenuIndexCache } from '../../../../../demo-host/api';
import { createBudtender, createMerchandisingApi, createRanking } from '../../../../../demo-host/merchandising';
import { dmUrl } from '../../../../../shared/merchandising';
import { openHarness, type Harness } from '../../commerce/harness';
import { statementCounter } from '../../commerce/statementCount';

// What one ranked row costs the database once the store's index, features, settings and sales are read (they are kept
// per index or per minute): the maintenance flag and the menu version (one read: the row is ranked over an index and
// its page's records read from that same index), and the records its page has not cached, in one read whatever their
// number (the menu rows, their products and the store's specials). Counted, never timed.

const STORE = 1;
const DEVICE_ID = 'abcdefghij0123456789K';
/** host_flags (maintenance) and the store's menu version. */
const PER_ROW = 2;
/** A page's records not cached yet: its menu rows joined with their products, brands and specials (loadMenuProducts.ts). */
const RECORDS_READ = 1;

let h: Harness;
const counter = statementCounter();
let post: (body: object) => Promise<{ products: { product_id: number }[] }>;
let productIds: Int32Array | readonly number[];

beforeAll(async () => {
  h = await openHarness();
  const db = h.db.withPlugin(counter.plugin);
  const menus = createMenuIndexCache(db);
  const app = createMerchandisingApi({
    db,
    menus,
    ranking: createRanking({ db, menus }),
    budtender: createBudtender({ db, menus }),
    authenticate: async () => null,
    partnerOrigins: [],
    tokenKey: 'dm-test-key-0123456789',
    env: {},
  });
  post = async (body) => {
    const response = await app.request(dmUrl('http://dm.test', '/v2/smart').slice('http://dm.test'.length), {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ jane_device_id: DEVICE_ID, store_id: STORE, ...body }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { products: { product_id: number }[] };
  };
  productIds = (await menus.get(STORE)).ids;
}, 60_000);
afterAll(() => h?.close());

/** Statements run by one POST /v2/smart of `body`. */
async function statementsOf(body: object): Promise<{ statements: number; shown: number }> {
  counter.reset();
  const answer = await post(body);
  return { statements: counter.count(), shown: answer.products.length };
}

describe('POST /v2/smart statements per row, the store read already', () => {
  test.each([
    ['pdp_row', {}],
    ['best_selling', {}],
    ['specials', {}],
    ['menu_inline', { search_filter: 'kind=flower' }],
  ])('%s asked again, its records cached: the flag and the menu version only', async (placement, fields) => {
    const body = { placement, ...fields, ...(placement === 'pdp_row' ? { product_id: productIds[0] } : {}) };
    await statementsOf(body);
    const again = await statementsOf(body);
    expect(again.shown).toBeGreaterThan(0);
    expect(again.statements).toBe(PER_ROW);
  });

  test('pdp_row of another product each time: its page records read in one read at most, however many they are', async () => {
    await statementsOf({ placement: 'pdp_row', product_id: productIds[0] });
    for (const productId of productIds.slice(1, 6)) {
      const { statements, shown } = await statementsOf({ placement: 'pdp_row', product_id: productId });
      expect(shown).toBeGreaterThan(RECORDS_READ);
      expect([PER_ROW, PER_ROW + RECORDS_READ]).toContain(statements);
    }
  });
});
