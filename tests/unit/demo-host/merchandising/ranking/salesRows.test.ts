import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEVICE, ID, openRankingFixture, type RankingFixture } from './rankingFixture';

// best_selling, buy_again_row and cart_toppers (001 §7) from the store's reservations.
let f: RankingFixture;
let sam: number;
let alex: number;

beforeAll(async () => {
  f = await openRankingFixture();
  sam = await f.user('sam@example.com');
  alex = await f.user('alex@example.com');
  // Sales of the last 30 days: Day Gummies 5 units, OG Kush 3, Night Gummies 2 (with OG Kush), Live Resin Cart 1.
  await f.reserve([[ID['Day Gummies'], 5]], { userId: alex, daysAgo: 2 });
  await f.reserve(
    [
      [ID['OG Kush'], 2],
      [ID['Night Gummies'], 2],
    ],
    { userId: sam, daysAgo: 3 },
  );
  await f.reserve(
    [
      [ID['OG Kush'], 1],
      [ID['Live Resin Cart'], 1],
    ],
    { userId: sam, daysAgo: 1 },
  );
  // Not counted by best_selling: a cancelled reservation, one older than 30 days, another store's.
  await f.reserve([[ID['CBD Tincture'], 50]], { status: 'cancelled' });
  await f.reserve(
    [
      [ID['Pre-roll Pack'], 40],
      [ID['OG Kush'], 1],
    ],
    { userId: sam, daysAgo: 45 },
  );
  await f.reserve([[ID['Sour Diesel'], 30]], { storeId: 2 });
});
afterAll(() => f.close());

describe('best_selling', () => {
  test('units over the last 30 days first, cancelled, older and other stores left out; the unsold follow in best_seller_rank order', async () => {
    const row = await f.rank({ placement: 'best_selling' });
    expect(row.productIds).toEqual([
      ID['Day Gummies'],
      ID['OG Kush'],
      ID['Night Gummies'],
      ID['Live Resin Cart'],
      ID['Blue Dream'],
      ID['Sour Diesel'],
      ID['CBD Tincture'],
      ID['Pre-roll Pack'],
    ]);
    expect(row.title).toBe('Best sellers');
    expect(row.productIds).not.toContain(ID['Hidden Flower']);
  });

  test('max_products cuts the row, nb_hits counts before the cut (001 §7)', async () => {
    const row = await f.rank({ placement: 'best_selling', max_products: 2 });
    expect(row.productIds).toEqual([ID['Day Gummies'], ID['OG Kush']]);
    expect(row.nbHits).toBe(8);
  });

  test('a search_filter narrows the row', async () => {
    const row = await f.rank({ placement: 'best_selling', search_filter: 'kind=edible' });
    expect(row.productIds).toEqual([ID['Day Gummies'], ID['Night Gummies']]);
  });
});

describe('buy_again_row', () => {
  test("the signed-in shopper's own purchases here, most often bought first, then most recent", async () => {
    const row = await f.rank({ placement: 'buy_again_row' }, { userId: sam });
    // OG Kush in 3 reservations; then Live Resin Cart (yesterday) before Night Gummies (3 days ago); Pre-roll Pack 45 days ago.
    expect(row.productIds).toEqual([ID['OG Kush'], ID['Live Resin Cart'], ID['Night Gummies'], ID['Pre-roll Pack']]);
  });

  test("another user's history never leaks, and no user gets an empty row", async () => {
    expect((await f.rank({ placement: 'buy_again_row' }, { userId: alex })).productIds).toEqual([ID['Day Gummies']]);
    const nobody = await f.rank({ placement: 'buy_again_row' }, { userId: null, deviceId: DEVICE });
    expect(nobody.productIds).toEqual([]);
    expect(nobody.nbHits).toBe(0);
  });

  test('products no longer on the menu are left out', async () => {
    const carl = await f.user('carl@example.com');
    await f.reserve(
      [
        [ID['Hidden Flower'], 1],
        [123456, 1],
        [ID['Blue Dream'], 1],
      ],
      { userId: carl },
    );
    expect((await f.rank({ placement: 'buy_again_row' }, { userId: carl })).productIds).toEqual([ID['Blue Dream']]);
  });
});

describe('cart_toppers', () => {
  test('products bought together with the cart first, the cart left out, then best sellers of other kinds', async () => {
    const row = await f.rank({ placement: 'cart_toppers', cart_product_ids: [ID['OG Kush']] });
    // Bought with OG Kush: Night Gummies and Live Resin Cart once each (Night Gummies sells more), Pre-roll Pack once.
    expect(row.productIds.slice(0, 3)).toEqual([ID['Night Gummies'], ID['Live Resin Cart'], ID['Pre-roll Pack']]);
    expect(row.productIds).not.toContain(ID['OG Kush']);
    // The fill: best sellers that are not flower (the cart's kind).
    expect(row.productIds.slice(3)).toEqual([ID['Day Gummies'], ID['CBD Tincture']]);
  });

  test('an empty cart gets the best sellers', async () => {
    expect((await f.rank({ placement: 'cart_toppers', cart_product_ids: [] })).productIds.slice(0, 2)).toEqual([ID['Day Gummies'], ID['OG Kush']]);
  });
});
