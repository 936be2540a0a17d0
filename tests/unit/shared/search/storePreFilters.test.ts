import { describe, expect, test } from 'vitest';
import { initialMenuState, isFiltered, menuLocation, menuSearch, menuSearchParams } from '../../../../shared/search';
import { storePasses } from '../../../../shared/search/storePreFilters';

// 000 §2: a search may be pre-filtered by store_type and store_id (comma-separated); on a store's menu they say
// whether this store's products are wanted, so the menu's request carries them and the host answers.
describe('the store pre-filters store_type and store_id on a store menu (000 §2)', () => {
  test.each([
    [{ store_type: 'medical' }, { store_type: ['medical'] }],
    [
      { store_id: '1,2', store_type: 'Recreational,medical' },
      { store_id: ['1', '2'], store_type: ['recreational', 'medical'] },
    ],
    [{ store_type: 'adult', store_id: 'x' }, {}],
    [{}, {}],
  ])('%j goes into the menu request as %j', (query, expected) => {
    const params = menuSearchParams(menuSearch(initialMenuState(query, null), 1));
    expect({ store_id: params.store_id, store_type: params.store_type }).toEqual({ store_id: undefined, store_type: undefined, ...expected });
  });

  test('a store pre-filter counts as filtering: the Best sellers row (unfiltered menus only) steps aside', () => {
    expect(isFiltered(initialMenuState({ store_id: '2' }, null))).toBe(true);
    expect(isFiltered(initialMenuState({}, null))).toBe(false);
  });

  test('they stay in the URL, with their lock, as the shopper changes the menu', () => {
    const state = initialMenuState({ store_type: 'medical', hard: 'store_type' }, null);
    expect(menuLocation('/stores/1/x/menu?store_type=medical&hard=store_type', { ...state, query: 'haze' })).toBe('/stores/1/x/menu?store_type=medical&query=haze&hard=store_type');
  });

  test.each([
    [{ store_id: [1, 2] }, true],
    [{ store_id: [2] }, false],
    [{ store_type: ['medical' as const] }, false],
    [{ store_type: ['medical' as const, 'recreational' as const] }, true],
    [{ store_id: [1], store_type: ['recreational' as const] }, true],
    [{}, true],
  ])('store 1 (recreational only) passes %j: %s', (filters, expected) => {
    expect(storePasses({ id: 1, medical: false, recreational: true }, filters)).toBe(expected);
  });
});
