import { describe, expect, test } from 'vitest';
import { requestUrl } from '../../../../shared/routes';
import type { QueryParams } from '../../../../shared/routes';

describe('requestUrl: the URL an API request goes to, the same in the widget and in the host', () => {
  test.each<[string, string, QueryParams | undefined, string]>([
    ['https://host.test/api/v1', '/stores/1', undefined, 'https://host.test/api/v1/stores/1'],
    ['https://host.test/api/v1//', '/stores/1', {}, 'https://host.test/api/v1/stores/1'],
    ['', '/stores/1', { page: 2, per_page: 24 }, '/stores/1?page=2&per_page=24'],
    // Empty values are left out; lists go comma-joined, an empty list not at all.
    ['', '/stores/1/menu_products', { query: '', sort: undefined, brand: null, kind: [] }, '/stores/1/menu_products'],
    ['', '/stores/1/menu_products', { brand: ['Kiva', 'Wyld'], sale: true }, '/stores/1/menu_products?brand=Kiva%2CWyld&sale=true'],
    ['', '/stores', { query: 'blue dream & co' }, '/stores?query=blue+dream+%26+co'],
  ])('%s + %s + %o', (base, path, query, expected) => {
    expect(requestUrl(base, path, query)).toBe(expected);
  });
});
