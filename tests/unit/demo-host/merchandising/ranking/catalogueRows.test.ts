import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ID, openRankingFixture, STORE, type RankingFixture } from './rankingFixture';

// pdp_row, the discount rows, the theme rows and sponsored marks (001 §7) on the fixed catalogue.
let f: RankingFixture;

beforeAll(async () => {
  f = await openRankingFixture();
});
afterAll(() => f.close());

describe('pdp_row', () => {
  test('similar products: same kind and lineage first, then shared effects, brand and price band; the product itself left out', async () => {
    const row = await f.rank({ placement: 'pdp_row', product_id: ID['Blue Dream'] });
    // Sour Diesel: kind 3 + lineage 2 + brand 1.5 + one effect 0.75 + price within 25% 1 = 8.25;
    // OG Kush: kind 3 + price 1 = 4; Day Gummies: lineage 2 + one effect 0.75 + price 1 = 3.75; Pre-roll Pack: brand
    // 1.5 + one effect 0.75 = 2.25; Live Resin Cart: effect 0.75 + price (45/30 = 1.5) 0.5 = 1.25; Night Gummies
    // (20 vs 30, ratio 1.5) 0.5. CBD Tincture shares nothing. The hidden product is never shown.
    expect(row.productIds).toEqual([ID['Sour Diesel'], ID['OG Kush'], ID['Day Gummies'], ID['Pre-roll Pack'], ID['Live Resin Cart'], ID['Night Gummies']]);
  });

  test('a product not on the menu has no similar products', async () => {
    expect((await f.rank({ placement: 'pdp_row', product_id: ID['Hidden Flower'] })).productIds).toEqual([]);
    expect((await f.rank({ placement: 'pdp_row' })).productIds).toEqual([]);
  });
});

describe('sale, specials and brand_specials: live specials only', () => {
  test('sale: discounted now, deepest discount first; a discount under an expired special is not on sale', async () => {
    const row = await f.rank({ placement: 'sale' });
    expect(row.productIds).toEqual([ID['OG Kush'], ID['Night Gummies']]);
    expect(row.title).toBe('On sale');
  });

  test('specials: products under a live store special, titled "Specials"', async () => {
    const row = await f.rank({ placement: 'specials' });
    expect(row.productIds).toEqual([ID['OG Kush'], ID['Night Gummies']]);
    expect(row.title).toBe('Specials');
  });

  test('brand_specials: a live brand discount only (a disabled brand special does not count)', async () => {
    expect((await f.rank({ placement: 'brand_specials' })).productIds).toEqual([ID['Live Resin Cart']]);
  });

  test("the store's custom label names its sale and specials rows (000 §5: Ohio stores' custom sale label)", async () => {
    await f.setStoreData({ specials_row_configs: { custom_display_name: 'Daily Deals' } });
    expect((await f.rank({ placement: 'sale' })).title).toBe('Daily Deals');
    expect((await f.rank({ placement: 'specials' })).title).toBe('Daily Deals');
    await f.setStoreData({ specials_row_configs: { custom_display_name: null } });
  });

  test('a special that ends stops counting at its end time', async () => {
    await f.db.updateTable('specials').set({ end_time: '2026-11-18T21:00:00.000Z' }).where('id', '=', f.specials.live).execute();
    const ranking = f.ranking();
    expect((await f.rank({ placement: 'specials' }, {}, ranking)).productIds).toHaveLength(2);
    f.clock.now = new Date('2026-11-18T21:01:00.000Z');
    expect((await f.rank({ placement: 'specials' }, {}, f.ranking())).productIds).toEqual([]);
    f.clock.now = new Date('2026-11-18T20:00:00.000Z');
    await f.db.updateTable('specials').set({ end_time: null }).where('id', '=', f.specials.live).execute();
  });
});

describe('thematic_row and menu_top_row', () => {
  test('nothing configured: the thematic row is the staff picks (the recommended products); there is no top row', async () => {
    const thematic = await f.rank({ placement: 'thematic_row' });
    expect(thematic).toMatchObject({ title: 'Staff picks', creativeIds: [], customImage: null });
    expect(new Set(thematic.productIds)).toEqual(new Set([ID['Blue Dream'], ID['Night Gummies']]));
    // A top row the operator did not configure would repeat the staff picks on the same menu.
    expect(await f.rank({ placement: 'menu_top_row' })).toMatchObject({ productIds: [], creativeIds: [], customImage: null });
  });

  test('configured themes: the first that finds products, by its search_filter or its product list', async () => {
    await f.setStoreData({
      merchandising: {
        themes: [
          { title: 'Nothing here', search_filter: 'kind=topical', product_ids: null },
          { title: 'Sativa flower', search_filter: 'kind=flower&category=sativa', product_ids: null },
        ],
        top_row: { title: 'Sleep well', search_filter: '', image_url: null, creative_id: null },
        sponsored: [],
      },
    });
    const row = await f.rank({ placement: 'thematic_row' });
    expect(row.title).toBe('Sativa flower');
    expect(new Set(row.productIds)).toEqual(new Set([ID['Blue Dream'], ID['Sour Diesel']]));
    await f.setStoreData({ merchandising: { themes: [{ title: 'Picked', search_filter: '', product_ids: [ID['CBD Tincture'], ID['Hidden Flower'], ID['OG Kush']] }] } });
    expect(await f.rank({ placement: 'thematic_row' })).toMatchObject({ title: 'Picked', productIds: [ID['CBD Tincture'], ID['OG Kush']] });
    // A theme's filter may carry its own text and sort (a theme has no other field for them).
    await f.setStoreData({ merchandising: { themes: [{ title: 'Gummies', search_filter: 'query=gummies&sort=price-desc', product_ids: null }] } });
    expect(await f.rank({ placement: 'thematic_row' })).toMatchObject({ title: 'Gummies', productIds: [ID['Day Gummies'], ID['Night Gummies']] });
  });

  test('menu_top_row: its creative and image, unless exclude_creative_ids names the creative', async () => {
    await f.setStoreData({
      merchandising: {
        themes: [],
        top_row: { title: 'Sleep well', search_filter: 'kind=edible&category=indica', image_url: 'https://cdn.example/sleep.jpg', creative_id: 'cr-1' },
        sponsored: [],
      },
    });
    const top = await f.rank({ placement: 'menu_top_row' });
    expect(top).toMatchObject({
      title: 'Sleep well',
      productIds: [ID['Night Gummies']],
      creativeIds: ['cr-1'],
      customImage: { url: 'https://cdn.example/sleep.jpg', alt: 'Sleep well' },
    });
    // The caller drew that creative already: no second copy of it.
    const excluded = await f.rank({ placement: 'menu_top_row', exclude_creative_ids: ['cr-1'] });
    expect(excluded).toMatchObject({ productIds: [], creativeIds: [], customImage: null });
  });
});

describe('every row', () => {
  test('sponsored products in the row are marked with their flight, none with disable_ads', async () => {
    await f.setStoreData({
      merchandising: {
        sponsored: [
          { product_id: ID['Sour Diesel'], flight_id: 77 },
          { product_id: ID['CBD Tincture'], flight_id: 78 },
        ],
      },
    });
    const row = await f.rank({ placement: 'pdp_row', product_id: ID['Blue Dream'] });
    expect([...row.sponsored]).toEqual([[ID['Sour Diesel'], 77]]);
    expect((await f.rank({ placement: 'pdp_row', product_id: ID['Blue Dream'], disable_ads: true })).sponsored.size).toBe(0);
    await f.setStoreData({ merchandising: null });
  });

  test('an unknown store answers null, not a row', async () => {
    expect(await f.ranking().rank({ storeId: 999_999, shopper: { userId: null, deviceId: null }, fields: { placement: 'best_selling' } })).toBeNull();
    expect(await f.ranking().rank({ storeId: STORE + 1, shopper: { userId: null, deviceId: null }, fields: { placement: 'sale' } })).toBeNull();
  });
});
