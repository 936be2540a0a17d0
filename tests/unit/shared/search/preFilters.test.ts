import { describe, expect, test } from 'vitest';
import { PRE_FILTER_PARAMS, parsePreFilters } from '../../../../shared/search';
import type { PreFilters } from '../../../../shared/search';

// 000 §2, 001 §2: "A search may be pre-filtered by query parameters brand, category, root_types, query,
// store_type, brand_subtype, store_id (comma-separated values); a hard parameter lists which ones are
// locked. Only permitted parameters are honoured."
describe('pre-filters', () => {
  test('the permitted parameters', () => {
    expect([...PRE_FILTER_PARAMS].sort()).toEqual(['brand', 'brand_subtype', 'category', 'query', 'root_types', 'store_id', 'store_type'].sort());
  });

  test.each<[string, string, PreFilters]>([
    ['nothing', '', { filters: {}, locked: [] }],
    ['one value', 'brand=Kiva', { filters: { brand: ['Kiva'] }, locked: [] }],
    ['comma-separated values', 'category=indica,sativa', { filters: { category: ['indica', 'sativa'] }, locked: [] }],
    ['an encoded comma separates too', 'category=indica%2Csativa', { filters: { category: ['indica', 'sativa'] }, locked: [] }],
    ['values trimmed, empties and repeats dropped', 'brand=+Kiva+,,Kiva,Wyld,', { filters: { brand: ['Kiva', 'Wyld'] }, locked: [] }],
    ['a repeated parameter adds values', 'brand=Kiva&brand=Wyld,Kiva', { filters: { brand: ['Kiva', 'Wyld'] }, locked: [] }],
    [
      'every permitted parameter',
      'brand=Kiva&category=hybrid&root_types=edible,vape&query=gummies&store_type=recreational&brand_subtype=chocolate&store_id=12,13',
      {
        filters: {
          brand: ['Kiva'],
          category: ['hybrid'],
          root_types: ['edible', 'vape'],
          query: ['gummies'],
          store_type: ['recreational'],
          brand_subtype: ['chocolate'],
          store_id: ['12', '13'],
        },
        locked: [],
      },
    ],
    ['unpermitted parameters are not honoured', 'kind=flower&percent_thc=20&Brand=Kiva&sort=rating', { filters: {}, locked: [] }],
    ['hard locks the listed parameters', 'brand=Kiva&category=indica&hard=brand', { filters: { brand: ['Kiva'], category: ['indica'] }, locked: ['brand'] }],
    [
      'hard lists several, in permitted order',
      'brand=Kiva&category=indica&hard=category, brand',
      {
        filters: { brand: ['Kiva'], category: ['indica'] },
        locked: ['brand', 'category'],
      },
    ],
    ['hard cannot lock an unpermitted parameter', 'kind=flower&brand=Kiva&hard=kind,brand', { filters: { brand: ['Kiva'] }, locked: ['brand'] }],
    ['hard cannot lock a parameter without values', 'brand=Kiva&hard=category', { filters: { brand: ['Kiva'] }, locked: [] }],
    ['the search text is one value, commas and all', 'query=sour+diesel,+1g', { filters: { query: ['sour diesel, 1g'] }, locked: [] }],
    ['a blank search text is no filter', 'query=+++', { filters: {}, locked: [] }],
    ['store ids are positive integers', 'store_id=12,abc,0,-3,13', { filters: { store_id: ['12', '13'] }, locked: [] }],
  ])('%s: ?%s', (_, search, expected) => {
    expect(parsePreFilters(new URLSearchParams(search))).toEqual(expected);
  });

  test('a plain record (a router query object) reads the same', () => {
    expect(parsePreFilters({ brand: 'Kiva,Wyld', category: ['indica', 'sativa'], hard: 'brand', kind: 'flower', query: undefined })).toEqual({
      filters: { brand: ['Kiva', 'Wyld'], category: ['indica', 'sativa'] },
      locked: ['brand'],
    });
  });
});
