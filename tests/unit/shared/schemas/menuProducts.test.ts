import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import {
  MENU_DEFAULT_PER_PAGE, MENU_MAX_PER_PAGE, MenuProductsPageSchema, MenuProductsQuerySchema, menuProductsQueryString,
  parseRequest, type MenuProductsQuery,
} from '../../../../shared/schemas';

const parse = (query: Record<string, string | string[]>) => v.parse(MenuProductsQuerySchema, query);

describe('MenuProductsQuerySchema', () => {
  test('an empty query is page 1 at the default page size', () => {
    expect(parse({})).toEqual({ filters: {}, ranges: {}, page: 1, per_page: MENU_DEFAULT_PER_PAGE });
  });

  test('list facets split on commas and on repeats, trimmed', () => {
    expect(parse({ kind: 'flower, vape', brand: ['Golden Leaf', 'Wild Roots,Blue Labs'] }).filters).toEqual({
      kind: ['flower', 'vape'],
      brand: ['Golden Leaf', 'Wild Roots', 'Blue Labs'],
    });
  });

  test('ranges, sort and paging become numbers and keys', () => {
    const q = parse({ percent_thc_min: '20', percent_thc_max: '30.5', bucket_price_max: '40', sort: 'price-asc-gram', page: '3', per_page: '48', query: '  blue dream ' });
    expect(q).toEqual({
      query: 'blue dream',
      filters: {},
      ranges: { percent_thc: { min: 20, max: 30.5 }, bucket_price: { max: 40 } },
      sort: 'price-asc-gram',
      page: 3,
      per_page: 48,
    });
  });

  test.each([
    ['sort', { sort: 'cheapest' }],
    ['page', { page: '0' }],
    ['page', { page: '-1' }],
    ['page', { page: '1e3' }],
    ['per_page', { per_page: String(MENU_MAX_PER_PAGE + 1) }],
    ['percent_thc_min', { percent_thc_min: 'abc' }],
    ['query', { query: 'x'.repeat(201) }],
    ['kind', { kind: Array.from({ length: 51 }, (_, i) => `k${i}`).join(',') }],
  ])('rejects a bad %s', (field, query) => {
    const result = parseRequest(MenuProductsQuerySchema, query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.validations)).toContain(field);
  });

  test('SQL and markup in the query are kept as text, not rejected', () => {
    expect(parse({ query: "'; drop table stores; --" }).query).toBe("'; drop table stores; --");
    expect(parse({ brand: '<script>alert(1)</script>' }).filters.brand).toEqual(['<script>alert(1)</script>']);
  });

  test('menuProductsQueryString is the inverse of the schema', () => {
    const q: MenuProductsQuery = {
      query: 'gummies',
      filters: { kind: ['edible'], feelings: ['Happy', 'Relaxed'] },
      ranges: { percent_cbd: { min: 1 } },
      sort: 'rating-desc',
      page: 2,
      per_page: 24,
    };
    const text = menuProductsQueryString(q);
    expect(text).toBe('query=gummies&feelings=Happy%2CRelaxed&kind=edible&percent_cbd_min=1&sort=rating-desc&page=2&per_page=24');
    expect(parse(Object.fromEntries(new URLSearchParams(text)))).toEqual(q);
  });
});

describe('MenuProductsPageSchema', () => {
  test('accepts the answer shape { products, facets, nb_hits, page, per_page } of DESIGN §1.1', () => {
    const answer = {
      products: [],
      facets: { kind: { flower: 3 }, percent_thc: { min: 12, max: 30 } },
      nb_hits: 0,
      page: 1,
      per_page: 24,
    };
    expect(v.safeParse(MenuProductsPageSchema, answer).success).toBe(true);
    expect(v.safeParse(MenuProductsPageSchema, { ...answer, nb_hits: -1 }).success).toBe(false);
    expect(v.safeParse(MenuProductsPageSchema, { ...answer, facets: { kind: { flower: 'three' } } }).success).toBe(false);
  });
});
