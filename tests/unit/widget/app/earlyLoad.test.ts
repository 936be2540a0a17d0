import { describe, expect, test, vi } from 'vitest';
import { requestUrl } from '../../../../shared/routes';
import { initialMenuState, menuLocation, menuReducer, menuCardParams, menuSearch, menuSearchParams } from '../../../../shared/search';
import type { MenuAction } from '../../../../shared/search';
import { createHttp } from '../../../../widget/api/createHttp';
import { createEarlyResponses } from '../../../../widget/app/earlyResponses';

const API = 'https://host.test/api/v1';

function recorder(body = '{"answer":"early"}') {
  const urls: string[] = [];
  const doFetch = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(body, { status: 200 });
  }) as unknown as typeof fetch;
  return { urls, doFetch };
}

describe('answers requested at boot, before the handshake', () => {
  test('the request layer takes an early answer for the same URL once, then goes to the network', async () => {
    const early = recorder();
    const late = recorder('{"answer":"network"}');
    const responses = createEarlyResponses(API, early.doFetch);
    responses.get('/stores/1/menu_products', menuSearchParams(menuSearch(initialMenuState({}, null), 1)));
    const http = createHttp({ apiBase: `${API}/`, fetch: late.doFetch, early: responses });

    const search = menuSearchParams(menuSearch(initialMenuState({}, null), 1));
    await expect(http.get('/stores/1/menu_products', { query: search })).resolves.toEqual({ answer: 'early' });
    await expect(http.get('/stores/1/menu_products', { query: search })).resolves.toEqual({ answer: 'network' });
    expect(early.urls).toEqual([`${API}/stores/1/menu_products?sort=recommended&page=1&per_page=24`]);
    expect(late.urls).toEqual(early.urls);
  });

  test('an early answer is not used for another URL, for a request with a token, or once it is stale', async () => {
    let now = 0;
    const early = recorder();
    const late = recorder('{"answer":"network"}');
    const responses = createEarlyResponses(API, early.doFetch, () => now);
    responses.get('/stores/1');
    responses.get('/stores/2');
    const withToken = createHttp({ apiBase: API, fetch: late.doFetch, early: responses, getToken: () => 'tok' });
    await expect(withToken.get('/stores/1')).resolves.toEqual({ answer: 'network' });
    const http = createHttp({ apiBase: API, fetch: late.doFetch, early: responses });
    await expect(http.get('/stores/3')).resolves.toEqual({ answer: 'network' });
    now = 15_001;
    await expect(http.get('/stores/2')).resolves.toEqual({ answer: 'network' });
  });

  test('a failed early request is retried by the request layer', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    const responses = createEarlyResponses(API, failing);
    responses.get('/stores/1');
    const late = recorder('{"store":{"id":1}}');
    const http = createHttp({ apiBase: API, fetch: late.doFetch, early: responses });
    await expect(http.get('/stores/1')).resolves.toEqual({ store: { id: 1 } });
    expect(late.urls).toEqual([`${API}/stores/1`]);
  });

  test('an arrived 200 answer can be peeked at once, synchronously, for the first render', async () => {
    const early = recorder('{"store":{"id":1}}');
    const late = recorder('{"store":{"id":1,"late":true}}');
    const responses = createEarlyResponses(API, early.doFetch);
    responses.get('/stores/1');
    const http = createHttp({ apiBase: API, fetch: late.doFetch, early: responses });
    expect(http.peek('/stores/1')).toBeUndefined(); // not arrived yet
    // Peeking before the body is parsed takes nothing, so it can be asked until the answer is there.
    await vi.waitFor(() => expect(http.peek('/stores/1')).toEqual({ store: { id: 1 } }));
    expect(http.peek('/stores/1')).toBeUndefined();
    await expect(http.get('/stores/1')).resolves.toEqual({ store: { id: 1, late: true } });
  });

  test('an error answer is never peeked: the request layer takes it and handles it as usual', async () => {
    const failing = vi.fn(async () => new Response('{"message":"No store with id 9"}', { status: 404 })) as unknown as typeof fetch;
    const responses = createEarlyResponses(API, failing);
    responses.get('/stores/9');
    const http = createHttp({ apiBase: API, fetch: failing, early: responses });
    // The 404 has arrived; whatever reading it would set off runs in promise callbacks, all done before the next
    // task (the 0 ms one here, not a delay).
    await vi.mocked(failing).mock.results[0].value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(http.peek('/stores/9')).toBeUndefined();
    await expect(http.get('/stores/9')).rejects.toMatchObject({ status: 404, message: 'No store with id 9' });
    expect(failing).toHaveBeenCalledTimes(1);
  });

  test('answers inlined by the host are peekable at once and not fetched again; a signed-in request ignores them', async () => {
    const early = recorder();
    const late = recorder('{"answer":"network"}');
    const responses = createEarlyResponses(API, early.doFetch, undefined, { '/stores/1': { store: { id: 1 } }, '/stores/2': { store: { id: 2 } } });
    responses.get('/stores/1');
    expect(early.urls).toEqual([]);
    const signedIn = createHttp({ apiBase: API, fetch: late.doFetch, early: responses, getToken: () => 'tok' });
    expect(signedIn.peek('/stores/1')).toBeUndefined();
    const http = createHttp({ apiBase: API, fetch: late.doFetch, early: responses });
    expect(http.peek('/stores/1')).toEqual({ store: { id: 1 } });
    await expect(http.get('/stores/2')).resolves.toEqual({ store: { id: 2 } });
    expect(late.urls).toEqual([]);
  });
});

describe('startEarlyLoad: the boot route from the widget URL', () => {
  async function started(href: string): Promise<string[]> {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response('{}');
    });
    try {
      const { startEarlyLoad } = await import('../../../../widget/app/startEarlyLoad');
      startEarlyLoad(new URL(href));
      return urls;
    } finally {
      vi.unstubAllGlobals();
    }
  }

  test('an embedded store menu asks for the store, its first menu page, the Best sellers row and the specials', async () => {
    expect(await started('https://widget.test/embed/stores/7/menu')).toEqual([
      'https://widget.test/api/v1/stores/7',
      'https://widget.test/api/v1/stores/7/menu_products?sort=recommended&page=1&per_page=24&fields=card',
      'https://widget.test/api/v1/stores/7/menu_products?sort=best-seller-rank&per_page=12&fields=card',
      'https://widget.test/api/v1/stores/7/specials',
    ]);
  });

  test('a store menu on a kind (000 §2 category segment) is filtered, so no Best sellers row', async () => {
    expect(await started('https://widget.test/stores/3/green-leaf/menu/flower')).toEqual([
      'https://widget.test/api/v1/stores/3',
      'https://widget.test/api/v1/stores/3/menu_products?sort=recommended&page=1&per_page=24&kind=flower&fields=card',
    ]);
  });

  // The page asks for the search of the state it reads from its route; the boot must ask for the very same URL,
  // or the early answer goes unused.
  test.each<[string, MenuAction[]]>([
    [
      'a kind tab, a brand and a price sort',
      [
        { type: 'setValues', facet: 'kind', values: ['flower'] },
        { type: 'toggle', facet: 'brand', value: 'Sunny Farms' },
        { type: 'setSort', sort: 'price-low-to-high' },
      ],
    ],
    [
      'one weight (000 §5: the price sort uses its price), a feeling and ranges',
      [
        { type: 'toggle', facet: 'available_weights', value: 'eighth_ounce' },
        { type: 'toggle', facet: 'feelings', value: 'Relaxed' },
        { type: 'setRange', facet: 'percent_thc', range: { min: 20, max: null } },
        { type: 'setRange', facet: 'bucket_price', range: { min: 10, max: 40 } },
        { type: 'setSort', sort: 'price-high-to-low' },
      ],
    ],
    ['a search text', [{ type: 'setQuery', query: 'blue dream' }]],
  ])('a menu route the menu wrote (%s) is asked for early exactly as the page will ask', async (_name, actions) => {
    const start = '/menu?brand=Kiva&hard=brand';
    const state = actions.reduce(menuReducer, initialMenuState({ brand: 'Kiva', hard: 'brand' }, null));
    const route = menuLocation(start, state);
    const urls = await started(`https://widget.test/embed/stores/7${route}`);
    const page = requestUrl('https://widget.test/api/v1', '/stores/7/menu_products', menuCardParams(menuSearch(state, 1)));
    expect(urls).toEqual(['https://widget.test/api/v1/stores/7', page]);
  });

  test('a store menu route with a category segment and filters asks for the page’s search', async () => {
    const state = menuReducer(initialMenuState({}, 'vape'), { type: 'toggle', facet: 'brand', value: 'Kiva' });
    const route = menuLocation('/stores/3/green-leaf/menu/vape', state);
    expect(route).toBe('/stores/3/green-leaf/menu/vape?brand=Kiva');
    expect(await started(`https://widget.test${route}`)).toEqual([
      'https://widget.test/api/v1/stores/3',
      'https://widget.test/api/v1/stores/3/menu_products?sort=recommended&page=1&per_page=24&brand=Kiva&kind=vape&fields=card',
    ]);
  });

  test('other routes ask for nothing early', async () => {
    expect(await started('https://widget.test/brands')).toEqual([]);
  });

  test('answers the host inlined are not asked for again', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response('{}');
    });
    try {
      const { startEarlyLoad } = await import('../../../../widget/app/startEarlyLoad');
      startEarlyLoad(new URL('https://widget.test/embed/stores/7/menu'), { '/stores/7': { store: { id: 7 } } });
      expect(urls).toEqual([
        'https://widget.test/api/v1/stores/7/menu_products?sort=recommended&page=1&per_page=24&fields=card',
        'https://widget.test/api/v1/stores/7/menu_products?sort=best-seller-rank&per_page=12&fields=card',
        'https://widget.test/api/v1/stores/7/specials',
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
