import { act } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../../../../shared/constants';
import { initialMenuState, menuReducer } from '../../../../../shared/search';
import type { MenuState } from '../../../../../shared/search';
import type { MenuProduct } from '../../../../../shared/types';
import { useSearchInsights } from '../../../../../widget/ui/rankedRows/useSearchInsights';
import { flowerProduct } from '../../support/fixtures';
import { renderRows } from './render';
import { DEVICE_ID, fakeDm, withoutBeacon } from './dmFake';

withoutBeacon();
afterEach(() => vi.useRealTimers());

const store = { id: 1, merchandising_url: null };
const products = Array.from({ length: 30 }, (_, i) => flowerProduct({ id: i + 1 }));

function Probe({ state, shown }: { state: MenuState; shown: readonly MenuProduct[] }) {
  useSearchInsights(store, state, shown);
  return null;
}

function track(initial: MenuState, deviceId = DEVICE_ID) {
  const view = renderRows(<Probe state={initial} shown={[]} />, { deviceId });
  return { rerender: ({ state, shown }: { state: MenuState; shown: readonly MenuProduct[] }) => view.rerender(<Probe state={state} shown={shown} />) };
}

const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)));
let state = initialMenuState({}, null);
const set = (facet: 'brand' | 'kind' | 'category', values: string[]) => (state = menuReducer(state, { type: 'setValues', facet, values }));

describe('search-analytics insights, POST /1/events (001 §7)', () => {
  test('filtering the menu sends its facet filters once the clicks settle: brand first, at most 10', async () => {
    vi.useFakeTimers();
    const dm = fakeDm(() => null);
    state = initialMenuState({}, null);
    const hook = track(state);
    set('kind', ['flower', 'edible', 'vape', 'pre-roll']);
    hook.rerender({ state, shown: [] });
    set('category', ['sativa', 'indica', 'hybrid', 'cbd']);
    hook.rerender({ state, shown: [] });
    set('brand', ['Kiva', 'Wyld', 'Stiiizy']);
    hook.rerender({ state, shown: [] });
    await settle();
    const events = dm.of('/1/events').map((call) => call.body.events);
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual([
      {
        index: 'menu_products',
        eventName: 'Filters Applied',
        userToken: DEVICE_ID,
        filters: ['brand:Kiva', 'brand:Wyld', 'brand:Stiiizy', 'kind:flower', 'kind:edible', 'kind:vape', 'kind:pre-roll', 'category:sativa', 'category:indica', 'category:hybrid'],
      },
    ]);
  });

  test('a search sends the ids of the products it shows, at most 20', async () => {
    vi.useFakeTimers();
    const dm = fakeDm(() => null);
    const searched = menuReducer(initialMenuState({}, null), { type: 'setQuery', query: 'haze' });
    const hook = track(searched);
    hook.rerender({ state: searched, shown: products });
    await settle();
    expect(dm.of('/1/events').map((call) => call.body.events)).toEqual([
      [{ index: 'menu_products', eventName: 'Products Viewed', userToken: DEVICE_ID, objectIDs: products.slice(0, 20).map((p) => String(p.id)) }],
    ]);
  });

  test('nothing is sent without a device id', async () => {
    vi.useFakeTimers();
    const dm = fakeDm(() => null);
    const searched = menuReducer(menuReducer(initialMenuState({}, null), { type: 'setQuery', query: 'haze' }), { type: 'setValues', facet: 'brand', values: ['Kiva'] });
    const hook = track(searched, '');
    hook.rerender({ state: searched, shown: products });
    await settle();
    expect(dm.calls).toEqual([]);
  });
});
