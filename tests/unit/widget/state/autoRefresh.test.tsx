import { act, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AUTO_REFRESH_INTERVAL_MS } from '../../../../shared/constants';
import { initialMenuState } from '../../../../shared/search';
import { useMenuResults } from '../../../../widget/features/menu/useMenuResults';
import { startAutoRefresh } from '../../../../widget/state/autoRefresh';
import { signal } from '../../../../widget/state/signals';
import { useStoreContext } from '../../../../widget/ui/useStoreContext';
import { facets, flowerProduct } from '../support/fixtures';
import { createTestWidget, fakeFetch, json, renderInWidget } from '../support/testWidget';

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('000 §1 auto-refresh: the open menu and bag are fetched again while the flag is on', () => {
  test.each([
    ['off: nothing, whatever happens', false, 0],
    ['on: every minute, and on coming back to the tab', true, 3],
  ])('%s', (_case, on, expected) => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    const stop = startAutoRefresh({ enabled: signal(on), window, refresh });
    vi.advanceTimersByTime(AUTO_REFRESH_INTERVAL_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // 1: the minute
    vi.advanceTimersByTime(5_000);
    setVisibility('hidden');
    vi.advanceTimersByTime(AUTO_REFRESH_INTERVAL_MS); // a hidden tab is not refreshed
    setVisibility('visible'); // 2: back to the tab
    window.dispatchEvent(new Event('focus')); // the same return: not a second refresh
    vi.advanceTimersByTime(5_000);
    window.dispatchEvent(new Event('focus')); // 3: focus later
    expect(refresh).toHaveBeenCalledTimes(expected);
    stop();
    vi.advanceTimersByTime(AUTO_REFRESH_INTERVAL_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(expected);
  });

  test('turning the flag off stops it; on again starts it', () => {
    vi.useFakeTimers();
    const enabled = signal(true);
    const refresh = vi.fn();
    const stop = startAutoRefresh({ enabled, window, refresh });
    enabled.value = false;
    vi.advanceTimersByTime(AUTO_REFRESH_INTERVAL_MS * 2);
    expect(refresh).not.toHaveBeenCalled();
    enabled.value = true;
    vi.advanceTimersByTime(AUTO_REFRESH_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });
});

function Probe() {
  const { store } = useStoreContext(1);
  const menu = useMenuResults(1, initialMenuState({}, null));
  return <p data-testid="probe">{`${store?.name ?? '-'} ${menu.products.length}`}</p>;
}

describe('refreshData: the menu and the store are fetched again, and the store flags with them', () => {
  test('each refresh asks again and the new answers replace the shown ones', async () => {
    let round = 0;
    const { fetch, calls } = fakeFetch((url) => {
      if (url.pathname === '/api/v1/stores/1') return json({ store: { id: 1, name: `Store ${round}`, feature_flags: { 'terpene-filters': round > 0 } } });
      return json({ products: Array.from({ length: round + 1 }, (_, i) => flowerProduct({ id: i + 1 })), facets: facets(), nb_hits: round + 1, page: 1, per_page: 60 });
    });
    const view = renderInWidget(<Probe />, createTestWidget({ fetch }));
    await waitFor(() => expect(view.getByTestId('probe').textContent).toBe('Store 0 1'));
    expect(view.instance.flags.values.value['terpene-filters']).toBe(false);
    round = 1;
    act(() => view.instance.refreshData());
    expect(view.getByTestId('probe').textContent).toBe('Store 0 1'); // the last answers stay while the new ones load
    await waitFor(() => expect(view.getByTestId('probe').textContent).toBe('Store 1 2'));
    expect(view.instance.flags.values.value['terpene-filters']).toBe(true);
    expect(calls.filter((call) => new URL(call.url).pathname === '/api/v1/stores/1')).toHaveLength(2);
  });
});
