import { describe, expect, test } from 'vitest';
import { BEST_SELLERS_SEARCH, menuSearchParams } from '../../../../shared/search';
import type { MenuSearch } from '../../../../shared/search';
import { requestUrl } from '../../../../shared/routes';

describe('menuSearchParams: the query of GET /stores/{id}/menu_products (docs/api.md)', () => {
  test('the Best sellers row asks for the 12 best-seller-rank products (000 §5)', () => {
    expect(menuSearchParams(BEST_SELLERS_SEARCH)).toMatchObject({ sort: 'best-seller-rank', per_page: 12 });
  });

  test.each<[string, MenuSearch, string]>([
    ['nothing chosen', {}, ''],
    ['a blank search text is left out, a text is trimmed', { query: '  ', page: 1 }, '?page=1'],
    ['search text and paging', { query: ' blue dream ', page: 2, perPage: 24 }, '?query=blue+dream&page=2&per_page=24'],
    ['lists comma-separated, empty lists left out', { filters: { brand: ['Kiva', 'Wyld'], kind: [] } }, '?brand=Kiva%2CWyld'],
    ['ranges as _min/_max, an open end left out', { ranges: { percent_thc: { min: 20, max: null }, bucket_price: { max: 40 } } }, '?percent_thc_min=20&bucket_price_max=40'],
  ])('%s', (_name, search, query) => {
    expect(requestUrl('', '/stores/1/menu_products', menuSearchParams(search))).toBe(`/stores/1/menu_products${query}`);
  });
});
