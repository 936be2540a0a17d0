import { describe, expect, test } from 'vitest';
import { matchRoute } from '../../../../shared/routes';
import { initialMenuState, menuLocation, menuQuery, menuQueryKey, menuReducer, readShopperFilters } from '../../../../shared/search';
import type { MenuAction, MenuState } from '../../../../shared/search';

/** The state a route shows, read the way StoreMenuPage and startEarlyLoad read it. */
function stateAt(path: string): MenuState {
  const match = matchRoute(path);
  if (!match) throw new Error(`not a route: ${path}`);
  return initialMenuState(match.query, match.params.category ?? null);
}

function after(path: string, actions: readonly MenuAction[]): MenuState {
  return actions.reduce(menuReducer, stateAt(path));
}

const shopperView = (state: MenuState) => ({
  query: state.query.trim(),
  filters: state.filters,
  ranges: state.ranges,
  sort: state.sort,
  locked: state.locked,
  queryLocked: state.queryLocked,
});
const withoutEmpty = (state: MenuState) => ({ ...shopperView(state), filters: Object.fromEntries(Object.entries(state.filters).filter(([, values]) => values.length > 0)) });

describe('the menu state in its URL', () => {
  test.each<[string, string, MenuAction[], string]>([
    ['no choice, no query', '/menu', [], '/menu'],
    [
      'a kind tab, a brand and a price sort',
      '/menu',
      [
        { type: 'setValues', facet: 'kind', values: ['flower'] },
        { type: 'toggle', facet: 'brand', value: 'Kiva' },
        { type: 'setSort', sort: 'price-low-to-high' },
      ],
      '/menu?brand=Kiva&kind=flower&sort=price-low-to-high',
    ],
    [
      'several values of a facet, comma-separated as 000 §2 writes them',
      '/stores/1/menu',
      [
        { type: 'toggle', facet: 'brand', value: 'Kiva' },
        { type: 'toggle', facet: 'brand', value: 'Wyld Farms' },
      ],
      '/stores/1/menu?brand=Kiva,Wyld%20Farms',
    ],
    [
      'the other facets and the ranges use the menu search names',
      '/menu',
      [
        { type: 'toggle', facet: 'available_weights', value: 'eighth_ounce' },
        { type: 'toggle', facet: 'feelings', value: 'Relaxed' },
        { type: 'setRange', facet: 'percent_thc', range: { min: 20, max: null } },
        { type: 'setRange', facet: 'bucket_price', range: { min: 10, max: 40 } },
      ],
      '/menu?feelings=Relaxed&available_weights=eighth_ounce&percent_thc_min=20&bucket_price_min=10&bucket_price_max=40',
    ],
    ['the search text, trimmed; a comma in it is part of the text (000 §2)', '/menu', [{ type: 'setQuery', query: 'blue dream, 3.5 ' }], '/menu?query=blue%20dream,%203.5'],
    [
      'a filter removed again leaves nothing behind',
      '/menu?brand=Kiva&sort=a-z',
      [
        { type: 'toggle', facet: 'brand', value: 'Kiva' },
        { type: 'setSort', sort: 'recommended' },
      ],
      '/menu',
    ],
    [
      'parameters the menu does not own keep their place and spelling',
      '/menu?featureFlagsOn=terpene_filters&test%3Afee_label=on&brand=Kiva',
      [{ type: 'toggle', facet: 'brand', value: 'Wyld' }],
      '/menu?featureFlagsOn=terpene_filters&test%3Afee_label=on&brand=Kiva,Wyld',
    ],
    [
      '000 §2 locks: a locked pre-filter stays in the URL and stays locked after Clear all',
      '/menu?brand=Kiva,Wyld&hard=brand',
      [{ type: 'toggle', facet: 'category', value: 'indica' }, { type: 'clearAll' }],
      '/menu?brand=Kiva,Wyld&hard=brand',
    ],
    [
      '000 §2 locks: a locked search text stays through Clear all',
      '/menu?query=gummies&hard=query',
      [{ type: 'toggle', facet: 'kind', value: 'edible' }, { type: 'clearAll' }],
      '/menu?query=gummies&hard=query',
    ],
    [
      '000 §2 locks: a lock on store_type, which the menu does not use, is kept',
      '/menu?store_type=rec&hard=store_type,brand&brand=Kiva',
      [{ type: 'setSort', sort: 'rating' }],
      '/menu?store_type=rec&brand=Kiva&sort=rating&hard=brand,store_type',
    ],
    [
      'hard cannot lock what 000 §2 does not permit: kind is the shopper’s, and the lock is dropped',
      '/menu?kind=vape&hard=kind',
      [{ type: 'setValues', facet: 'kind', values: ['edible'] }],
      '/menu?kind=edible',
    ],
    [
      'hard naming a parameter that has no value locks nothing, so a later choice is not locked',
      '/menu?hard=category',
      [{ type: 'toggle', facet: 'category', value: 'indica' }],
      '/menu?category=indica',
    ],
    [
      'a category route keeps its segment while the tab is that kind',
      '/stores/1/green-leaf/menu/flower',
      [{ type: 'toggle', facet: 'brand', value: 'Kiva' }],
      '/stores/1/green-leaf/menu/flower?brand=Kiva',
    ],
    [
      'a category route loses its segment when the shopper picks another kind',
      '/stores/1/green-leaf/menu/flower?sort=a-z',
      [{ type: 'setValues', facet: 'kind', values: ['vape'] }],
      '/stores/1/green-leaf/menu?kind=vape&sort=a-z',
    ],
    [
      'a category route loses its segment on All, or a reload would bring the kind back',
      '/stores/1/green-leaf/menu/flower',
      [{ type: 'setValues', facet: 'kind', values: [] }],
      '/stores/1/green-leaf/menu',
    ],
    [
      'a lineage segment is the category facet',
      '/stores/1/green-leaf/menu/indica',
      [{ type: 'toggle', facet: 'category', value: 'sativa' }],
      '/stores/1/green-leaf/menu?category=indica,sativa',
    ],
  ])('%s', (_name, from, actions, expected) => {
    const state = after(from, actions);
    const location = menuLocation(from, state);
    expect(location).toBe(expected);
    // Reading the URL back gives the same menu: what a reload, a shared link or Back shows.
    expect(withoutEmpty(stateAt(location))).toEqual(withoutEmpty(state));
    expect(menuQueryKey(stateAt(location))).toBe(menuQueryKey(state));
  });

  test('a locked pre-filter read back from the written URL is still locked and cannot be removed', () => {
    const state = after('/menu?category=indica&hard=category', [{ type: 'toggle', facet: 'brand', value: 'Kiva' }, { type: 'clearAll' }]);
    const back = stateAt(menuLocation('/menu?category=indica&hard=category', state));
    expect(back.locked).toEqual(['category']);
    expect(menuReducer(back, { type: 'toggle', facet: 'category', value: 'indica' }).filters.category).toEqual(['indica']);
    expect(menuReducer(back, { type: 'clearAll' }).filters).toEqual({ category: ['indica'] });
  });

  test('the order is stable: the same state writes the same query whatever order it was chosen in', () => {
    const a = after('/menu', [
      { type: 'setSort', sort: 'rating' },
      { type: 'toggle', facet: 'brand', value: 'Kiva' },
      { type: 'setValues', facet: 'kind', values: ['vape'] },
    ]);
    const b = after('/menu', [
      { type: 'setValues', facet: 'kind', values: ['vape'] },
      { type: 'toggle', facet: 'brand', value: 'Kiva' },
      { type: 'setSort', sort: 'rating' },
    ]);
    expect(Object.keys(menuQuery(a))).toEqual(['brand', 'kind', 'sort']);
    expect(menuLocation('/menu', a)).toBe(menuLocation('/menu', b));
  });

  test('Show more is not a filter: it does not change the URL', () => {
    const state = after('/menu?brand=Kiva', [{ type: 'loadMore' }]);
    expect(menuLocation('/menu?brand=Kiva', state)).toBe('/menu?brand=Kiva');
  });

  test('a hash stays at the end', () => {
    expect(menuLocation('/menu#top', after('/menu', [{ type: 'toggle', facet: 'brand', value: 'Kiva' }]))).toBe('/menu?brand=Kiva#top');
  });
});

describe('reading the shopper’s filters from a URL someone typed', () => {
  test.each<[string, Record<string, string>, ReturnType<typeof readShopperFilters>]>([
    ['unknown kinds are dropped, case forgiven', { kind: 'Vape,rocks,flower' }, { filters: { kind: ['vape', 'flower'] }, ranges: {} }],
    [
      '000 §5: a weight filter only when it is a known weight, spaces as underscores',
      { available_weights: 'eighth ounce,2kg,gram' },
      { filters: { available_weights: ['eighth_ounce', 'gram'] }, ranges: {} },
    ],
    ['empty values and repeats are dropped', { feelings: 'Happy,,Happy, ' }, { filters: { feelings: ['Happy'] }, ranges: {} }],
    ['one end of a range', { percent_thc_max: '25' }, { filters: {}, ranges: { percent_thc: { min: null, max: 25 } } }],
    ['a percentage above 100 or a negative number is not a bound', { percent_thc_min: '150', percent_cbd_min: '-1' }, { filters: {}, ranges: {} }],
    ['a price past the search’s 1,000,000 bound (docs/api.md) is not a bound', { bucket_price_max: '2000000' }, { filters: {}, ranges: {} }],
    ['a range whose minimum is above its maximum is dropped', { bucket_price_min: '50', bucket_price_max: '10' }, { filters: {}, ranges: {} }],
    ['text is not a number', { percent_thc_min: 'lots' }, { filters: {}, ranges: {} }],
    ['pre-filter parameters are not read here (parsePreFilters reads them, with their locks)', { brand: 'Kiva', category: 'indica' }, { filters: {}, ranges: {} }],
  ])('%s', (_name, query, expected) => {
    expect(readShopperFilters(query)).toEqual(expected);
  });
});
