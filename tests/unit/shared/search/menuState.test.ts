import { describe, expect, test } from 'vitest';
import { activeFilterCount, initialMenuState, menuReducer, menuSearch } from '../../../../shared/search';

describe('menu state', () => {
  test.each([
    // 000 §2: pre-filters from permitted query parameters, comma-separated; hard locks.
    [{ brand: 'Kiva,Wyld', hard: 'brand' }, null, { brand: ['Kiva', 'Wyld'] }, ['brand']],
    [{ category: 'indica', hard: 'brand' }, null, { category: ['indica'] }, []],
    [{ root_types: 'edible' }, null, { root_types: ['edible'] }, []],
    // Only permitted parameters are pre-filters: others are ignored, and hard cannot lock them.
    [{ color: 'red', store_type: 'rec', hard: 'color,store_type' }, null, {}, []],
    // The shopper's own filters, as the menu writes them into its URL (menuQuery): read back, never locked.
    [{ kind: 'vape', feelings: 'happy', hard: 'kind,feelings' }, null, { kind: ['vape'], feelings: ['happy'] }, []],
    // The route's category segment: a kind or a lineage.
    [{}, 'vape', { kind: ['vape'] }, []],
    [{}, 'sativa', { category: ['sativa'] }, []],
    [{}, 'nonsense', {}, []],
  ])('initial state of %o with category %s', (query, category, filters, locked) => {
    const state = initialMenuState(query, category);
    expect(state.filters).toEqual(filters);
    expect(state.locked).toEqual(locked);
  });

  test('000 §2: a locked pre-filter cannot be toggled or cleared; Clear all keeps it', () => {
    let state = initialMenuState({ brand: 'Kiva', hard: 'brand' }, null);
    state = menuReducer(state, { type: 'toggle', facet: 'brand', value: 'Kiva' });
    expect(state.filters.brand).toEqual(['Kiva']);
    state = menuReducer(state, { type: 'toggle', facet: 'category', value: 'indica' });
    state = menuReducer(state, { type: 'setRange', facet: 'percent_thc', range: { min: 20 } });
    expect(activeFilterCount(state)).toBe(2);
    state = menuReducer(state, { type: 'clearAll' });
    expect(state.filters).toEqual({ brand: ['Kiva'] });
    expect(state.ranges).toEqual({});
  });

  test('a locked query cannot change', () => {
    const state = initialMenuState({ query: 'gummies', hard: 'query' }, null);
    expect(menuReducer(state, { type: 'setQuery', query: 'other' }).query).toBe('gummies');
  });

  test('every change goes back to page 1; Load more adds one', () => {
    let state = menuReducer(initialMenuState({}, null), { type: 'loadMore' });
    expect(state.pages).toBe(2);
    state = menuReducer(state, { type: 'setSort', sort: 'a-z' });
    expect(state.pages).toBe(1);
  });

  test('000 §5: with one weight filter, price sorts use that weight', () => {
    let state = initialMenuState({ sort: 'price-low-to-high' }, null);
    expect(menuSearch(state, 1).sort).toBe('price-asc');
    state = menuReducer(state, { type: 'toggle', facet: 'available_weights', value: 'eighth_ounce' });
    expect(menuSearch(state, 3)).toMatchObject({ sort: 'price-asc-eighth_ounce', page: 3, perPage: 24 });
  });

  test('an unknown ?sort falls back to Recommended (000 §5 default)', () => {
    expect(initialMenuState({ sort: 'cheapest' }, null).sort).toBe('recommended');
  });
});
