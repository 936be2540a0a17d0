import { describe, expect, test } from 'vitest';
import { requestUrl } from '../../../../shared/routes';
import { bootRequests } from '../../../../shared/search';

// The keys the widget's request layer and the host's inlined answers share: path and query, no API base.
const keys = (href: string) => bootRequests(new URL(href)).gets.map(({ path, query }) => requestUrl('', path, query));

describe('bootRequests: the API GETs the first page of a widget URL renders from', () => {
  test.each<[string, string, string[]]>([
    [
      'an embedded store menu: the store, its first page, the Best sellers row and the deals row’s specials',
      'https://w.test/embed/stores/7/menu',
      [
        '/stores/7',
        '/stores/7/menu_products?sort=recommended&page=1&per_page=24&fields=card',
        '/stores/7/menu_products?sort=best-seller-rank&per_page=12&fields=card',
        '/stores/7/specials',
      ],
    ],
    [
      'a store menu on a kind (000 §2 category segment) is filtered: no Best sellers row',
      'https://w.test/stores/3/green-leaf/menu/flower',
      ['/stores/3', '/stores/3/menu_products?sort=recommended&page=1&per_page=24&kind=flower&fields=card'],
    ],
    [
      '000 §2 pre-filters from the query, locked or not, narrow the first page',
      'https://w.test/embed/stores/7/menu?brand=Kiva,Wyld&hard=brand',
      ['/stores/7', '/stores/7/menu_products?sort=recommended&page=1&per_page=24&brand=Kiva%2CWyld&fields=card'],
    ],
    [
      'the embedded root opens the configured store’s menu',
      'https://w.test/embed/stores/7',
      [
        '/stores/7',
        '/stores/7/menu_products?sort=recommended&page=1&per_page=24&fields=card',
        '/stores/7/menu_products?sort=best-seller-rank&per_page=12&fields=card',
        '/stores/7/specials',
      ],
    ],
    ['a landing with no configured store asks for nothing', 'https://w.test/headless/menu', []],
    // 000 §2 kiosk /landing is the kiosk's start page, which names the store: no menu behind it.
    ['the kiosk landing asks for its store only', 'https://w.test/stores/7/green-leaf/landing', ['/stores/7']],
    [
      'a headless parent’s framed store menu',
      'https://w.test/headless/stores/7/menu',
      [
        '/stores/7',
        '/stores/7/menu_products?sort=recommended&page=1&per_page=24&fields=card',
        '/stores/7/menu_products?sort=best-seller-rank&per_page=12&fields=card',
        '/stores/7/specials',
      ],
    ],
    ['another route asks for nothing', 'https://w.test/embed/stores/7/brands', []],
  ])('%s', (_name, href, expected) => {
    expect(keys(href)).toEqual(expected);
  });

  test('the route and the configured store come back with the plan; an unknown path has no route', () => {
    expect(bootRequests(new URL('https://w.test/embed/stores/7/menu'))).toMatchObject({ match: { name: 'menu' }, configuredStore: 7 });
    expect(bootRequests(new URL('https://w.test/embed/stores/7/no/such/page'))).toMatchObject({ match: null, configuredStore: 7, gets: [] });
  });

  test('only the store menu is drawable on the host: the kiosk landing is inlined but its page is a chunk of its own', () => {
    const drawable = (href: string) => bootRequests(new URL(href)).drawable;
    expect(drawable('https://w.test/embed/stores/7/menu')).toBe(true);
    expect(drawable('https://w.test/embed/stores/7/menu?kind=flower')).toBe(true);
    expect(drawable('https://w.test/stores/7/green-leaf/landing')).toBe(false);
    expect(drawable('https://w.test/embed/stores/7/brands')).toBe(false);
    expect(drawable('https://w.test/embed/stores/7/no/such/page')).toBe(false);
  });
});
