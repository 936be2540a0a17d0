import { describe, expect, test } from 'vitest';
import { requestUrl } from '../../../../shared/routes';
import { BEST_SELLERS_SEARCH, bootRequests, initialMenuState, isFiltered, menuSearch } from '../../../../shared/search';
import { createHttp } from '../../../../widget/api/createHttp';
import { peekMenu, searchMenu } from '../../../../widget/api/menu';
import { fetchMenuTags } from '../../../../widget/api/reviews';
import { createEarlyResponses } from '../../../../widget/app/earlyResponses';
import { fakeFetch, json } from '../support/testWidget';

// The widget's menu searches ask for product cards (menu_products?fields=card, docs/api.md), and the host answers its
// first page inside the widget's HTML under the very key the widget then looks up: no card is asked for twice.

const API = 'https://host.test/api/v1';
const page = { products: [], facets: {}, nb_hits: 0, page: 1, per_page: 24 };

describe("the widget's menu searches ask for cards", () => {
  test.each([
    ['the menu', 'https://w.test/embed/stores/7/menu', null],
    ['a brand pre-filter', 'https://w.test/embed/stores/7/menu?brand=Kiva,Wyld&hard=brand', null],
    ['a kind segment', 'https://w.test/stores/7/green-leaf/menu/flower', 'flower'],
  ] as const)('%s: the host inlines the first page and Best sellers under the keys the widget peeks at', (_name, href, category) => {
    const url = new URL(href);
    const inline = Object.fromEntries(bootRequests(url).gets.map((get) => [requestUrl('', get.path, get.query), page]));
    const http = createHttp({ apiBase: API, fetch: fakeFetch(() => json(page)).fetch, early: createEarlyResponses(API, undefined, undefined, inline) });
    const state = initialMenuState(Object.fromEntries(url.searchParams), category);
    expect(peekMenu(http, 7, menuSearch(state, 1))).toEqual(page);
    if (!isFiltered(state)) expect(peekMenu(http, 7, BEST_SELLERS_SEARCH)).toEqual(page);
    for (const key of Object.keys(inline).filter((k) => k.includes('/menu_products'))) expect(new URL(key, API).searchParams.get('fields')).toBe('card');
  });

  test.each([
    ['a menu page', (http: ReturnType<typeof createHttp>) => searchMenu(http, 3, { filters: { brand: ['Kiva'] }, perPage: 12, page: 2 })],
    ["the review form's menu tags", (http: ReturnType<typeof createHttp>) => fetchMenuTags(http, 3)],
  ])('%s is asked with fields=card', async (_name, ask) => {
    const api = fakeFetch(() => json(page));
    await ask(createHttp({ apiBase: API, fetch: api.fetch }));
    expect(new URL(api.calls[0].url).searchParams.get('fields')).toBe('card');
  });
});
