import { describe, expect, test } from 'vitest';
import {
  DM_ERRORS,
  FEATURED_PLACEMENTS,
  PLACEMENTS,
  RANKED_ROWS_DEBOUNCE_MS,
  RANKED_ROWS_PAGE_SIZE,
  dmEndpoint,
  dmUrl,
  insightEvent,
  insightFilters,
  insightObjectIds,
  isMultiType,
  isPlacement,
} from '../../../../shared/merchandising';

const DEVICE = 'V1StGXR8_Z5jdHi6B-myT';

describe('001 §7, §9: placements and constants', () => {
  test('the thirteen placements of 001 §7, a page of 60 and a fetch debounce of 1000 ms (001 §9)', () => {
    expect(PLACEMENTS).toHaveLength(13);
    expect(RANKED_ROWS_PAGE_SIZE).toBe(60);
    expect(RANKED_ROWS_DEBOUNCE_MS).toBe(1000);
    expect(FEATURED_PLACEMENTS.every(isPlacement)).toBe(true);
  });

  test.each([
    ['pdp_row', true],
    ['cart_toppers', true],
    ['homepage', false],
    [7, false],
    [null, false],
  ])('isPlacement(%j) is %s', (name, expected) => expect(isPlacement(name)).toBe(expected));

  test.each([
    ['custom', true],
    ['featured', true],
    ['other', false],
  ])('isMultiType(%j) is %s', (name, expected) => expect(isMultiType(name)).toBe(expected));

  test("001 §8: the SDK's errors keep the spec's prefix and words, and name a bad value", () => {
    expect(DM_ERRORS.queriesNeedDeviceId).toBe('[Jane DM SDK]: Jane Device ID (jdid) is required to fetch virtual budtender queries');
    expect(DM_ERRORS.searchNeedsDeviceId).toBe('[Jane DM SDK]: Jane Device ID (jdid) is required to perform virtual budtender search');
    expect(DM_ERRORS.invalidPlacement('homepage')).toBe('[Jane DM SDK]: Invalid placement: homepage');
    expect(DM_ERRORS.invalidMultiType('both')).toBe('[Jane DM SDK]: Invalid multi type: both');
    expect(DM_ERRORS.requestFailed).toBe('Api Request Failed');
  });
});

describe('001 §5, §7: the endpoint and its parameters', () => {
  test.each([
    ['no override: /dm on the API base origin', 'https://host.test/api/v1', undefined, 'https://host.test/dm'],
    ['a valid https override, trailing slash dropped', 'https://host.test/api/v1', 'https://rows.partner.test/dm/', 'https://rows.partner.test/dm'],
    ['an http override (development)', 'http://localhost:8080/api/v1', 'http://localhost:9000/dm', 'http://localhost:9000/dm'],
    ['not a URL: the default', 'https://host.test/api/v1', 'rows.partner.test', 'https://host.test/dm'],
    ['another scheme: the default', 'https://host.test/api/v1', 'javascript:alert(1)', 'https://host.test/dm'],
    ['empty: the default', 'https://host.test/api/v1', '', 'https://host.test/dm'],
  ])('%s', (_case, apiBase, override, expected) => expect(dmEndpoint(apiBase, override)).toBe(expected));

  test('every URL carries jdm_source, jdm_version and jdm_api_key', () => {
    const url = new URL(dmUrl('https://host.test/dm/', '/v2/smart'));
    expect(url.pathname).toBe('/dm/v2/smart');
    expect(Object.fromEntries(url.searchParams)).toEqual({ jdm_source: 'canopy-widget', jdm_version: '2', jdm_api_key: 'canopy-public' });
  });
});

describe('001 §7 search-analytics insights', () => {
  test('facet filters: only those with a colon, brand facets first, at most 10', () => {
    const facets = ['kind:flower', 'sale', 'brand:Kiva', 'lineage:sativa', ...Array.from({ length: 12 }, (_, i) => `weight:w${i}`), 'brand:Wyld'];
    const filters = insightFilters(facets);
    expect(filters).toHaveLength(10);
    expect(filters.slice(0, 3)).toEqual(['brand:Kiva', 'brand:Wyld', 'kind:flower']);
    expect(filters).not.toContain('sale');
  });

  test('object ids: at most 20, as text', () => {
    expect(insightObjectIds(Array.from({ length: 25 }, (_, i) => i + 1))).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
  });

  test('the user token is the device id; nothing is sent without one, or with nothing to say', () => {
    expect(insightEvent({ index: 'menu_products', eventName: 'Filters Applied', deviceId: DEVICE, filters: ['brand:Kiva'] })).toEqual({
      index: 'menu_products',
      eventName: 'Filters Applied',
      filters: ['brand:Kiva'],
      userToken: DEVICE,
    });
    expect(insightEvent({ index: 'menu_products', eventName: 'Products Viewed', deviceId: DEVICE, objectIds: [3, 4] })).toMatchObject({ objectIDs: ['3', '4'] });
    expect(insightEvent({ index: 'menu_products', eventName: 'Filters Applied', deviceId: null, filters: ['brand:Kiva'] })).toBeNull();
    expect(insightEvent({ index: 'menu_products', eventName: 'Filters Applied', deviceId: DEVICE, filters: ['sale'] })).toBeNull();
    expect(insightEvent({ index: 'menu_products', eventName: 'Products Viewed', deviceId: DEVICE, objectIds: [] })).toBeNull();
  });
});
