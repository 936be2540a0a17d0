import { afterAll, beforeAll, expect, test } from 'vitest';
import { createMenuIndexCache } from '../../../../../demo-host/api';
import { createRanking } from '../../../../../demo-host/merchandising/ranking/createRanking';
import { menuChanged } from '../../../../../demo-host/search';
import { openHarness, type Harness } from '../../commerce/harness';

// DESIGN §1.7: an operator's write is visible on the very next request, on every host instance. A settings write bumps
// the store's menu version; a ranking that has already read the store's settings reads them again after it.
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
}, 60_000);
afterAll(() => h?.close());

test('a theme set after a first ranking is the thematic row on the next request', async () => {
  const ranking = createRanking({ db: h.db, menus: createMenuIndexCache(h.db) });
  const ask = () => ranking.rank({ storeId: 1, shopper: { userId: null, deviceId: null }, fields: { placement: 'thematic_row' } as never });
  expect((await ask())!.title).toBe('Staff picks');
  const store = await h.db.selectFrom('stores').select('data').where('id', '=', 1).executeTakeFirstOrThrow();
  const merchandising = { themes: [{ title: 'Fresh theme', search_filter: 'kind=flower', product_ids: null }], top_row: null, sponsored: [] };
  await h.db
    .updateTable('stores')
    .set({ data: JSON.stringify({ ...JSON.parse(store.data), merchandising }) })
    .where('id', '=', 1)
    .execute();
  await menuChanged(h.db, 1);
  expect((await ask())!.title).toBe('Fresh theme');
});
