import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { EngagementSource } from '../../../../../demo-host/merchandising/ranking/types';
import { DEVICE, ID, OTHER_DEVICE, openRankingFixture, STORE, type RankingFixture } from './rankingFixture';

// 001 §7: impressions, clicks and insights are stored and move the ranking; one device cannot inflate a product.
let f: RankingFixture;
const fromRow: EngagementSource = { storeId: STORE, placement: 'menu_inline', flightId: null };
const count = async (kind?: string) => {
  let q = f.db.selectFrom('dm_engagements').select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (kind) q = q.where('kind', '=', kind as never);
  return Number((await q.executeTakeFirstOrThrow()).n);
};
/** Device ids of 21 characters (001 §9), one per simulated shopper. */
const device = (i: number) => `device-${String(i).padStart(14, '0')}`;

beforeAll(async () => {
  f = await openRankingFixture();
});
beforeEach(async () => {
  await f.db.deleteFrom('dm_engagements').execute();
  await f.db.deleteFrom('dm_insights').execute();
  await f.db.deleteFrom('dm_sessions').execute();
  f.clock.now = new Date('2026-11-18T20:00:00.000Z');
});
afterAll(() => f.close());

describe('engagement moves the ranking', () => {
  test('a product with clicks overtakes the one ahead of it without; best_selling and menu_inline alike', async () => {
    const ranking = f.ranking();
    const before = await f.rank({ placement: 'menu_inline', search_filter: 'kind=flower' }, {}, ranking);
    const [first, second] = before.productIds;
    expect((await f.rank({ placement: 'best_selling' }, {}, ranking)).productIds.slice(0, 2)).toEqual([ID['Blue Dream'], ID['Sour Diesel']]);
    for (const i of [1, 2, 3]) {
      await ranking.log.impressions(device(i), [
        { productId: first, source: fromRow },
        { productId: second, source: fromRow },
      ]);
      await ranking.log.click(device(i), { productId: second, source: fromRow, addToCart: false });
    }
    // The writes came from this process: its cache was dropped, the very next rank sees them.
    expect((await f.rank({ placement: 'menu_inline', search_filter: 'kind=flower' }, {}, ranking)).productIds.slice(0, 2)).toEqual([second, first]);
    expect((await f.rank({ placement: 'best_selling' }, {}, ranking)).productIds.slice(0, 2)).toEqual([ID['Sour Diesel'], ID['Blue Dream']]);
  });

  test('an explicit sort is kept as asked: engagement does not re-order it', async () => {
    await f.ranking().log.click(device(1), { productId: ID['Sour Diesel'], source: fromRow, addToCart: true });
    const row = await f.rank({ placement: 'menu_inline', search_filter: 'kind=flower', search_sort: 'price-asc' });
    expect(row.productIds).toEqual([ID['Blue Dream'], ID['OG Kush'], ID['Sour Diesel']]);
  });

  test('add-to-cart weighs more than a click', async () => {
    const ranking = f.ranking();
    // Blue Dream and Sour Diesel lead best_selling in that order; one click on Blue Dream, one add-to-cart on Sour Diesel.
    await ranking.log.click(device(1), { productId: ID['Blue Dream'], source: fromRow, addToCart: false });
    await ranking.log.click(device(2), { productId: ID['Sour Diesel'], source: fromRow, addToCart: true });
    expect((await f.rank({ placement: 'best_selling' }, {}, ranking)).productIds.slice(0, 2)).toEqual([ID['Sour Diesel'], ID['Blue Dream']]);
  });

  test('insight object ids count like clicks', async () => {
    const ranking = f.ranking();
    await ranking.log.insights([1, 2, 3].map((i) => ({ index: 'menu-products', eventName: 'Product clicked', objectIDs: [String(ID['Sour Diesel'])], userToken: device(i) })));
    expect((await f.rank({ placement: 'best_selling' }, {}, ranking)).productIds.slice(0, 2)).toEqual([ID['Sour Diesel'], ID['Blue Dream']]);
  });

  test('an insight brand filter boosts that brand for that device only, in menu_dynamic_row', async () => {
    const ranking = f.ranking();
    await ranking.log.insights([{ index: 'menu-products', eventName: 'Filter applied', filters: ['brand:Calm Co', 'kind:tincture'], userToken: DEVICE }]);
    const mine = await f.rank({ placement: 'menu_dynamic_row' }, { deviceId: DEVICE }, ranking);
    const theirs = await f.rank({ placement: 'menu_dynamic_row' }, { deviceId: OTHER_DEVICE }, ranking);
    expect(mine.productIds.indexOf(ID['CBD Tincture'])).toBeLessThan(theirs.productIds.indexOf(ID['CBD Tincture']));
  });
});

describe('the log guards against manipulation', () => {
  test('one impression per device, product and placement per day; one click per device and product per hour', async () => {
    const log = f.ranking().log;
    for (let i = 0; i < 5; i++) await log.impressions(DEVICE, [{ productId: ID['OG Kush'], source: fromRow }]);
    await log.impressions(DEVICE, [{ productId: ID['OG Kush'], source: { ...fromRow, placement: 'pdp_row' } }]);
    for (let i = 0; i < 5; i++) {
      f.clock.now = new Date(Date.parse('2026-11-18T20:00:00.000Z') + i * 10 * 60_000);
      await log.impressions(DEVICE, [{ productId: ID['OG Kush'], source: fromRow }]);
      await log.click(DEVICE, { productId: ID['OG Kush'], source: fromRow, addToCart: false });
    }
    expect([await count('impression'), await count('click')]).toEqual([2, 1]);
    f.clock.now = new Date('2026-11-18T21:00:00.000Z');
    await log.click(DEVICE, { productId: ID['OG Kush'], source: fromRow, addToCart: false });
    await log.impressions(DEVICE, [{ productId: ID['OG Kush'], source: fromRow }]);
    expect([await count('impression'), await count('click')]).toEqual([2, 2]);
    f.clock.now = new Date('2026-11-19T09:00:00.000Z');
    await log.impressions(DEVICE, [{ productId: ID['OG Kush'], source: fromRow }]);
    expect(await count('impression')).toBe(3);
  });

  test('clicks from one device cannot outweigh many: a thousand repeats count once', async () => {
    const ranking = f.ranking();
    for (let i = 0; i < 20; i++) await ranking.log.click(DEVICE, { productId: ID['Sour Diesel'], source: fromRow, addToCart: true });
    expect([await count('click'), await count('add_to_cart')]).toEqual([1, 1]);
  });

  test('nothing is stored without a device id (or with one that is not a device id)', async () => {
    const log = f.ranking().log;
    await log.impressions(null, [{ productId: ID['OG Kush'], source: fromRow }]);
    await log.click(null, { productId: ID['OG Kush'], source: fromRow, addToCart: true });
    await log.click('short', { productId: ID['OG Kush'], source: fromRow, addToCart: true });
    await log.externalCheckout(null, STORE, { posOrderId: 'pos-1', products: [{ productId: ID['OG Kush'], count: 2 }] });
    await log.session(null, 'distinct', [{ name: 'load', at: 1 }]);
    await log.insights([{ index: 'menu-products', eventName: 'x', objectIDs: ['9001'], userToken: 'not a device' }]);
    expect(await count()).toBe(0);
    expect((await f.db.selectFrom('dm_insights').selectAll().execute()).length).toBe(0);
    expect((await f.db.selectFrom('dm_sessions').selectAll().execute()).length).toBe(0);
  });

  test('an external checkout counts its units once per order; session beacons are kept', async () => {
    const log = f.ranking().log;
    const order = {
      posOrderId: 'pos-7',
      products: [
        { productId: ID['OG Kush'], count: 2 },
        { productId: ID['OG Kush'], count: 1 },
      ],
    };
    await log.externalCheckout(DEVICE, STORE, order);
    await log.externalCheckout(DEVICE, STORE, order);
    const rows = await f.db.selectFrom('dm_engagements').select(['kind', 'units']).execute();
    expect(rows).toEqual([{ kind: 'checkout', units: 3 }]);
    await log.session(DEVICE, 'distinct-1', [
      { name: 'load', at: 1_700_000_000_000 },
      { name: 'menu', at: null },
    ]);
    expect(await f.db.selectFrom('dm_sessions').select(['device_id', 'name', 'at']).orderBy('id').execute()).toEqual([
      { device_id: DEVICE, name: 'load', at: '1700000000000' },
      { device_id: DEVICE, name: 'menu', at: null },
    ]);
  });
});
