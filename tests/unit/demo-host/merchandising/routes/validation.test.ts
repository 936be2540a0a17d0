import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DM_ERRORS, DM_VERSION } from '../../../../../shared/merchandising';
import { setMaintenanceFlag } from '../../../../../demo-host/api/data/maintenanceFlag';
import { FINGERPRINT_OFF } from '../../../../../demo-host/merchandising';
import { DEVICE_ID, JDM, openDmHarness, type DmHarness } from './dmHarness';

// 001 §7–§8: every call of the service validates its URL and body; bad input is a 4xx naming what is wrong, never a 5xx.

let dm: DmHarness;
beforeAll(async () => {
  dm = await openDmHarness();
});
afterAll(() => dm?.close());

/** One valid body per POST endpoint, and the status it answers. */
const VALID: [path: string, body: Record<string, unknown>, status: number][] = [
  ['/v2/smart', { store_id: 1, placement: 'menu_inline', jane_device_id: DEVICE_ID, search_filter: 'kind=flower,vape&percent_thc_min=5', search_sort: 'price-asc' }, 200],
  ['/v2/multi', { store_id: 1, type: 'featured' }, 200],
  ['/v2/smartpage', { store_id: 1, object_ids: ['1'] }, 200],
  ['/v2/event/1', { janeDeviceId: DEVICE_ID, engagements: [{ productId: 1 }] }, 204],
  ['/v2/event/2', { storeId: 1, productId: 1, isAddToCart: true }, 204],
  ['/v2/event/3e', { storeId: 1, posOrderId: 'A-1', products: [{ productId: 1, count: 2 }] }, 204],
  ['/v2/event/session', { janeDeviceId: DEVICE_ID, events: [{ name: 'load', at: 1 }] }, 204],
  ['/v2/facets', { storeId: 1, searchFacets: ['kind'] }, 200],
  ['/v2/virtual-budtender/queries', { storeId: 1, janeDeviceId: DEVICE_ID }, 200],
  ['/v2/virtual-budtender', { store_id: 1, jane_device_id: DEVICE_ID, query: 'something to help me sleep' }, 200],
  ['/1/events', { events: [{ index: 'menu-products', eventName: 'Filter', filters: ['brand:Kiva'], userToken: DEVICE_ID }] }, 204],
];

describe('a valid call', () => {
  test.each(VALID.map(([path, body, status]) => [path, status, body] as const))('POST %s answers %i', async (path, status, body) => {
    expect((await dm.post(path, body)).status).toBe(status);
  });

  test.each(VALID.map(([path, body, status]) => [path, status, body] as const))(
    'POST %s (answering %i) takes application/json as well as text/plain',
    async (path, status, body) => {
      expect((await dm.post(path, body, { headers: { 'content-type': 'application/json' } })).status).toBe(status);
    },
  );

  test('GET /fp/token says fingerprinting is off', async () => {
    const answer = await dm.app.request(`/fp/token?${new URLSearchParams(JDM)}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(FINGERPRINT_OFF);
  });
});

describe('001 §7: jdm_source, jdm_version and jdm_api_key on every URL', () => {
  const cases = VALID.flatMap(([path, body]) =>
    [
      ['jdm_source', { ...JDM, jdm_source: undefined }],
      ['jdm_version', { ...JDM, jdm_version: undefined }],
      ['jdm_api_key', { ...JDM, jdm_api_key: undefined }],
      ['jdm_version', { ...JDM, jdm_version: `${DM_VERSION}0` }],
      ['jdm_api_key', { ...JDM, jdm_api_key: 'someone-else' }],
      ['jdm_source', { ...JDM, jdm_source: 'a b' }],
    ].map(([param, query]) => [path, param as string, JSON.stringify(query), body] as const),
  );
  test.each(cases)('POST %s without a good %s (%s) is a 400 naming it', async (path, param, query, body) => {
    const params = Object.fromEntries(Object.entries(JSON.parse(query) as Record<string, string>).filter(([, value]) => value !== undefined));
    const answer = await dm.post(path, body, { query: params });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.validations)).toEqual([param]);
  });

  test('GET /fp/token without them is a 400', async () => {
    const answer = await dm.app.request('/fp/token');
    expect(answer.status).toBe(400);
    expect(Object.keys((await answer.json()).validations).sort()).toEqual(['jdm_api_key', 'jdm_source', 'jdm_version']);
  });
});

describe('bodies that are not what the call takes', () => {
  test.each(VALID.flatMap(([path]) => ['{"store_id": 1', '[1, 2]', '"text"', 'null'].map((raw) => [path, raw] as const)))(
    'POST %s with the body %s is a 400',
    async (path, raw) => {
      const answer = await dm.post(path, raw);
      expect(answer.status).toBe(400);
      expect(answer.body.validations).toEqual({ body: ['must be a JSON object'] });
    },
  );

  test.each(VALID.map(([path, body]) => [path, body] as const))('POST %s with a body over 64 KiB is a 413', async (path, body) => {
    const answer = await dm.post(path, { ...body, padding: 'x'.repeat(64 * 1024) });
    expect(answer.status).toBe(413);
  });

  const WRONG: [path: string, body: Record<string, unknown>, field: string][] = [
    ['/v2/smart', { store_id: 'one', placement: 'menu_inline' }, 'store_id'],
    ['/v2/smart', { store_id: 1, placement: 'menu_inline', jane_device_id: 'short' }, 'jane_device_id'],
    ['/v2/smart', { store_id: 1, placement: 'menu_inline', page_size: 61 }, 'page_size'],
    ['/v2/smart', { store_id: 1, placement: 'menu_inline', search_filter: 'kind=rock' }, 'search_filter'],
    ['/v2/smart', { store_id: 1, placement: 'menu_inline', search_filter: 'colour=green' }, 'search_filter'],
    ['/v2/smart', { store_id: 1, placement: 'menu_inline', search_filter: 'kind=flower&store_id=2' }, 'search_filter'],
    ['/v2/smart', { store_id: 1, placement: 'menu_inline', search_filter: 'sort=price-asc' }, 'search_filter'],
    ['/v2/smart', { store_id: 1, placement: 'menu_inline', search_sort: 'cheapest' }, 'search_sort'],
    ['/v2/multi', { store_id: 1, type: 'featured', exclude_menu_top_row: 'yes' }, 'exclude_menu_top_row'],
    ['/v2/multi', { store_id: 1, type: 'custom', placements: [] }, 'placements'],
    ['/v2/multi', { store_id: 1, type: 'custom', placements: [{ placement: 'pdp_row', search_filter: 'kind=rock' }] }, 'placements.0.search_filter'],
    ['/v2/smartpage', { store_id: 1, object_ids: '1' }, 'object_ids'],
    ['/v2/smartpage', { store_id: 1, object_ids: Array.from({ length: 61 }, (_, i) => String(i + 1)) }, 'object_ids'],
    ['/v2/event/1', { engagements: [{ productId: 'one' }] }, 'engagements.0.productId'],
    ['/v2/event/1', { engagements: [] }, 'engagements'],
    ['/v2/event/2', { storeId: 1, productId: 1, isAddToCart: 'yes' }, 'isAddToCart'],
    ['/v2/event/3e', { storeId: 1, posOrderId: 5, products: [] }, 'posOrderId'],
    ['/v2/event/session', { events: 'load' }, 'events'],
    ['/v2/facets', { storeId: 1, searchFacets: 'kind' }, 'searchFacets'],
    ['/v2/facets', { storeId: 1, searchFacets: ['colour'] }, 'searchFacets'],
    ['/v2/facets', { storeId: 1, searchFacets: ['kind'], searchFilter: 'percent_thc_min=200' }, 'searchFilter'],
    ['/v2/virtual-budtender/queries', { storeId: -1, janeDeviceId: DEVICE_ID }, 'storeId'],
    ['/v2/virtual-budtender', { store_id: 1, jane_device_id: DEVICE_ID, query: '   ' }, 'query'],
    ['/1/events', { events: [] }, 'events'],
    ['/1/events', { events: [{ index: 'menu-products', eventName: 'Filter', filters: ['no colon'], userToken: DEVICE_ID }] }, 'events.0'],
    ['/1/events', { events: [{ index: 'menu-products', eventName: 'Filter', filters: ['brand:Kiva'] }] }, 'events.0.userToken'],
  ];
  test.each(WRONG)('POST %s with %j is a 400 naming %s', async (path, body, field) => {
    const answer = await dm.post(path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.validations).toHaveProperty([field]);
  });

  test.each(VALID.map(([path, body]) => [path, { ...body, nul: 'a\u0000b' }] as const))(
    'POST %s with a NUL in a field it drops is a 400, on either database',
    async (path, body) => {
      expect((await dm.post(path, body)).status).toBe(400);
    },
  );
});

describe('001 §8: the SDK errors, word for word', () => {
  test.each([
    ['/v2/virtual-budtender/queries', { storeId: 1 }, DM_ERRORS.queriesNeedDeviceId],
    ['/v2/virtual-budtender/queries', { storeId: 1, janeDeviceId: null }, DM_ERRORS.queriesNeedDeviceId],
    ['/v2/virtual-budtender', { store_id: 1, query: 'sleep' }, DM_ERRORS.searchNeedsDeviceId],
    ['/v2/virtual-budtender', { store_id: 1, query: 'sleep', jane_device_id: '' }, DM_ERRORS.searchNeedsDeviceId],
    ['/v2/smart', { store_id: 1, placement: 'front_page' }, DM_ERRORS.invalidPlacement('front_page')],
    ['/v2/smart', { store_id: 1 }, DM_ERRORS.invalidPlacement('undefined')],
    ['/v2/multi', { store_id: 1, type: 'custom', placements: [{ placement: 'pdp_row' }, { placement: 'sidebar' }] }, DM_ERRORS.invalidPlacement('sidebar')],
    ['/v2/multi', { store_id: 1, type: 'everything' }, DM_ERRORS.invalidMultiType('everything')],
    ['/v2/multi', { store_id: 1 }, DM_ERRORS.invalidMultiType('undefined')],
  ])('POST %s with %j: %s', async (path, body, message) => {
    const answer = await dm.post(path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

describe('unknown stores, paths and maintenance', () => {
  const withStore = VALID.filter(([, body]) => 'store_id' in body || 'storeId' in body);
  test.each(withStore.map(([path, body]) => [path, 'store_id' in body ? { ...body, store_id: 9999 } : { ...body, storeId: 9999 }] as const))(
    'POST %s for an unknown store is a 404',
    async (path, body) => {
      const answer = await dm.post(path, body);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toMatch(/store/);
    },
  );

  test('an unknown path is a JSON 404', async () => {
    const answer = await dm.post('/v2/everything', {});
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('not_found');
  });

  test('000 §8: under maintenance every call answers 420', async () => {
    await setMaintenanceFlag(dm.h.db, true);
    try {
      const answer = await dm.post('/v2/smart', VALID[0][1]);
      expect(answer.status).toBe(420);
      expect(answer.headers.get('Retry-After')).toBe('60');
    } finally {
      await setMaintenanceFlag(dm.h.db, false);
    }
  });
});
