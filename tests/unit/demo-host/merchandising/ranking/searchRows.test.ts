import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '../../../../../demo-host/http';
import { ID, openRankingFixture, type RankingFixture } from './rankingFixture';

// menu_inline, menu_inline_table and menu_dynamic_row (001 §7): the search_filter is a menu query string read by the
// menu route's own parser, with search_optional_filters, search_query and search_sort on top.
let f: RankingFixture;

beforeAll(async () => {
  f = await openRankingFixture();
});
afterAll(() => f.close());

describe('search rows', () => {
  test('search_filter and search_sort as the menu reads them', async () => {
    const row = await f.rank({ placement: 'menu_inline', search_filter: 'kind=flower,edible&category=sativa', search_sort: 'price-asc' });
    expect(row.productIds).toEqual([ID['Day Gummies'], ID['Blue Dream'], ID['Sour Diesel']]);
    expect(row.nbHits).toBe(3);
  });

  test('a filter given as repeated parameters, with ranges, agrees with the comma form', async () => {
    const row = await f.rank({ placement: 'menu_inline', search_filter: 'kind=flower&kind=edible&bucket_price_max=30', search_sort: 'price-desc' });
    // OG Kush (32 dollars) is over the maximum.
    expect(row.productIds).toEqual([ID['Blue Dream'], ID['Day Gummies'], ID['Night Gummies']]);
  });

  test('search_query finds by name, brand and description', async () => {
    expect((await f.rank({ placement: 'menu_inline', search_query: 'gummies', search_sort: 'name-asc' })).productIds).toEqual([ID['Day Gummies'], ID['Night Gummies']]);
    expect((await f.rank({ placement: 'menu_inline', search_query: 'kiva', search_filter: 'category=indica' })).productIds).toEqual([ID['Night Gummies']]);
  });

  test('search_optional_filters move matching products first without leaving the others out', async () => {
    const row = await f.rank({ placement: 'menu_dynamic_row', search_filter: 'kind=flower', search_optional_filters: ['brand:Kushy'] });
    expect(row.productIds[0]).toBe(ID['OG Kush']);
    expect(new Set(row.productIds)).toEqual(new Set([ID['Blue Dream'], ID['Sour Diesel'], ID['OG Kush']]));
    const text = await f.rank({ placement: 'menu_dynamic_row', search_filter: 'kind=flower', search_optional_filters: 'brand:"Kushy"<score=2>' });
    expect(text.productIds[0]).toBe(ID['OG Kush']);
  });

  test('menu_inline_table: the requested facet counts over the whole result, and max_products', async () => {
    const row = await f.rank({ placement: 'menu_inline_table', search_filter: 'category=sativa', search_facets: ['kind', 'brand', 'not_a_facet'], max_products: 1 });
    expect(row.productIds).toHaveLength(1);
    expect(row.nbHits).toBe(3);
    expect(row.facets).toEqual({ kind: { flower: 2, edible: 1 }, brand: { Leafy: 2, Kiva: 1 } });
    expect((await f.rank({ placement: 'menu_inline', search_facets: ['kind'] })).facets).toBeNull();
  });

  test.each([
    ['an unknown parameter', 'colour=green', 'search_filter'],
    ['an unknown kind', 'kind=spaceship', 'search_filter'],
    ['a minimum above its maximum', 'percent_thc_min=30&percent_thc_max=10', 'search_filter'],
    ['a single parameter given twice', 'percent_thc_min=5&percent_thc_min=10', 'search_filter'],
    // A row's text, sort, page and store are its own fields, not filters.
    ['a sort in the filter', 'kind=flower&sort=price-asc', 'search_filter'],
    ['text in the filter', 'query=gummies', 'search_filter'],
    ['a page in the filter', 'page=2', 'search_filter'],
    ['a store in the filter', 'store_id=2', 'search_filter'],
  ])('%s in search_filter is a 400 naming search_filter, never a 5xx', async (_, filter, field) => {
    const error = await f.rank({ placement: 'menu_inline', search_filter: filter }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(Object.keys((error as ApiError).validations ?? {})).toEqual([field]);
  });

  test('an unknown search_sort is a 400 naming search_sort', async () => {
    const error = await f.rank({ placement: 'menu_inline', search_sort: 'random' }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(400);
    expect(Object.keys((error as ApiError).validations ?? {})).toEqual(['search_sort']);
  });

  test('a search_filter on a non-search row is parsed the same way (400 when invalid)', async () => {
    const error = await f.rank({ placement: 'best_selling', search_filter: 'kind=spaceship' }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(400);
  });
});
