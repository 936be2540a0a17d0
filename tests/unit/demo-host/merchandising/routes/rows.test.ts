import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FacetsAnswerSchema, MultiAnswerSchema, SmartAnswerSchema, SmartPageAnswerSchema } from '../../../../../shared/schemas/merchandisingAnswers';
import { FEATURED_PLACEMENTS, RANKED_ROWS_PAGE_SIZE } from '../../../../../shared/merchandising';
import { createApi } from '../../../../../demo-host/api';
import { register } from '../../commerce/harness';
import { DEVICE_ID, FLIGHT_ID, openDmHarness, type DmHarness } from './dmHarness';

// 001 §7, §9: a row answers its first page (60) with the menu products and every ranked id; later pages come by id.

let dm: DmHarness;
let visibleIds: number[];
beforeAll(async () => {
  dm = await openDmHarness();
  const rows = await dm.h.db.selectFrom('menu_products').select('product_id').where('store_id', '=', 1).where('visible', '=', 1).execute();
  visibleIds = rows.map((row) => row.product_id);
});
afterAll(() => dm?.close());

const smart = (fields: Record<string, unknown> = {}, token?: string) =>
  dm.post('/v2/smart', { store_id: 1, placement: 'menu_inline', jane_device_id: DEVICE_ID, ...fields }, { token });

describe('POST /v2/smart and /v2/smartpage', () => {
  test('the first page is 60 products with the menu product; object_ids are every ranked id, at most 600 by default', async () => {
    expect(visibleIds.length).toBeGreaterThan(600);
    const answer = await smart();
    expect(answer.status).toBe(200);
    expect(answer.body.products).toHaveLength(RANKED_ROWS_PAGE_SIZE);
    expect(answer.body.object_ids).toHaveLength(600);
    expect(answer.body.products.map((p: { object_id: string }) => p.object_id)).toEqual(answer.body.object_ids.slice(0, 60));
    expect(answer.body).toMatchObject({ placement: 'menu_inline', title: 'Row menu_inline', nb_hits: visibleIds.length, search_facets: null, creative_ids: [] });
    expect(v.safeParse(SmartAnswerSchema, answer.body).issues).toBeUndefined();

    // search_attributes is the menu product exactly as the catalogue answers it.
    const catalogue = createApi({ db: dm.h.db, dialect: dm.h.dialect, config: { partnerOrigins: [] }, env: {} });
    const first = answer.body.products[3];
    const menuProduct = await (await catalogue.request(`/materialized_menu_products?store_id=1&product_id=${first.product_id}`)).json();
    expect(first.search_attributes).toEqual(menuProduct);
  });

  test('smartpage answers the next ids with their menu products, and leaves out ids it does not know', async () => {
    const { body } = await smart();
    const next = body.object_ids.slice(60, 118);
    const page = await dm.post('/v2/smartpage', { store_id: 1, jane_device_id: DEVICE_ID, object_ids: [...next, '999999', 'abc'] });
    expect(page.status).toBe(200);
    expect(page.body.products.map((p: { object_id: string }) => p.object_id)).toEqual(next);
    expect(v.safeParse(SmartPageAnswerSchema, page.body).issues).toBeUndefined();
    for (const product of page.body.products) expect(product.search_attributes.id).toBe(Number(product.object_id));
    const unknown = await dm.post('/v2/smartpage', { store_id: 1, object_ids: ['999999', 'abc'] });
    expect(unknown.status).toBe(204);
  });

  test('page_size and max_products are honoured', async () => {
    const { body } = await smart({ page_size: 10, max_products: 70 });
    expect(body.products).toHaveLength(10);
    expect(body.object_ids).toHaveLength(70);
  });

  test('flight_id and kevel_token are set on the sponsored product only', async () => {
    const { body } = await smart();
    const [sponsored, ...rest] = body.products;
    expect(sponsored.flight_id).toBe(FLIGHT_ID);
    expect(sponsored.kevel_token).toEqual(expect.any(String));
    for (const product of rest) expect(product).toMatchObject({ flight_id: null, kevel_token: null, ad_token: expect.any(String), my_high_d: expect.any(String) });
  });

  test('a row with no products is a 204', async () => {
    expect((await smart({ placement: 'sale' })).status).toBe(204);
  });

  test('the shopper is the session user, never the body user_id; the device id is the body one', async () => {
    const { token, id } = await register(dm.h, 'rows-shopper@example.com');
    await smart({ user_id: id + 1000 }, token);
    expect(dm.recorded.ranked.at(-1)?.shopper).toEqual({ userId: id, deviceId: DEVICE_ID });
    await smart({ user_id: id });
    expect(dm.recorded.ranked.at(-1)?.shopper).toEqual({ userId: null, deviceId: DEVICE_ID });
  });
});

describe('POST /v2/multi', () => {
  const placementsRanked = () => dm.recorded.ranked.map((request) => request.fields.placement);

  test.each([
    [false, FEATURED_PLACEMENTS],
    [true, FEATURED_PLACEMENTS.filter((placement) => placement !== 'menu_top_row')],
  ])('featured (exclude_menu_top_row %s) ranks the menu rows', async (exclude, expected) => {
    dm.recorded.ranked.length = 0;
    const answer = await dm.post('/v2/multi', { store_id: 1, type: 'featured', exclude_menu_top_row: exclude });
    expect(answer.status).toBe(200);
    expect(placementsRanked()).toEqual(expected);
    expect(answer.body.placements.map((row: { placement: string }) => row.placement)).toEqual(expected);
    expect(v.safeParse(MultiAnswerSchema, answer.body).issues).toBeUndefined();
  });

  test('custom ranks each listed placement with its own fields and leaves out empty rows', async () => {
    dm.recorded.ranked.length = 0;
    const answer = await dm.post('/v2/multi', {
      store_id: 1,
      type: 'custom',
      placements: [{ placement: 'pdp_row', product_id: visibleIds[0] }, { placement: 'sale' }, { placement: 'cart_toppers', cart_product_ids: [visibleIds[1]] }],
    });
    expect(dm.recorded.ranked.map((request) => request.fields)).toMatchObject([
      { placement: 'pdp_row', product_id: visibleIds[0] },
      { placement: 'sale' },
      { placement: 'cart_toppers', cart_product_ids: [visibleIds[1]] },
    ]);
    expect(answer.body.placements.map((row: { placement: string }) => row.placement)).toEqual(['pdp_row', 'cart_toppers']);
  });

  test('every row empty is a 204', async () => {
    expect((await dm.post('/v2/multi', { store_id: 1, type: 'custom', placements: [{ placement: 'sale' }] })).status).toBe(204);
  });
});

describe('POST /v2/facets', () => {
  test('counts the facets asked for over the filtered menu, as the menu search does', async () => {
    const answer = await dm.post('/v2/facets', { storeId: 1, searchFacets: ['kind', 'brand'], searchFilter: 'category=sativa' });
    expect(answer.status).toBe(200);
    const catalogue = createApi({ db: dm.h.db, dialect: dm.h.dialect, config: { partnerOrigins: [] }, env: {} });
    const menu = await (await catalogue.request('/stores/1/menu_products?category=sativa')).json();
    expect(answer.body.searchFacets).toEqual({ kind: menu.facets.kind, brand: menu.facets.brand });
    expect(v.safeParse(FacetsAnswerSchema, answer.body).issues).toBeUndefined();
  });
});
