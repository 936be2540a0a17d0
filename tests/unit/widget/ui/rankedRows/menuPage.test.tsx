import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi, beforeAll } from 'vitest';
import type { Placement } from '../../../../../shared/merchandising';
import { RouteView } from '../../../../../widget/app/RouteView';
import { facets, flowerProduct } from '../../support/fixtures';
import { createTestWidget, fakeFetch, json, renderInWidget } from '../../support/testWidget';
import { storeFixture } from '../../features/store/storeFixture';
import { rowProducts, smartAnswer } from './dmFake';
import { preloadRankedRows } from '../../../../../widget/ui/rankedRows/lazyRows';

// The ranked rows' chunk is loaded before the tests: the menu's Best sellers asks for its ranking from it.
beforeAll(() => preloadRankedRows(), 60_000);

const store = storeFixture();

const menu = Array.from({ length: 20 }, (_, i) => flowerProduct({ id: i + 1, product_id: i + 1, name: `Menu ${i + 1}` }));

/** The menu through RouteView over a fake API and a fake (or failing) merchandising service on the same origin. */
function openMenu(service: 'up' | 'down' | 'pending', initialPath = '/menu') {
  const api = fakeFetch((url, init) => {
    if (url.pathname === '/api/v1/stores/1') return json({ store });
    if (url.pathname === '/api/v1/stores/1/specials') return json({ specials: [] });
    if (url.pathname === '/api/v1/stores/1/menu_products') return json({ products: menu, facets: facets(), nb_hits: 20, page: 1, per_page: 24 });
    if (url.pathname === '/dm/v2/smart' && service === 'pending') return new Promise<Response>(() => undefined);
    if (url.pathname === '/dm/v2/smart' && service === 'up') {
      const placement = (JSON.parse(String(init.body)) as { placement: Placement }).placement;
      return json(smartAnswer(placement, rowProducts(placement)));
    }
    return json({ message: 'not found' }, 404);
  });
  const widget = createTestWidget({ fetch: api.fetch, config: { initialPath } });
  renderInWidget(<RouteView />, widget);
  return { ...widget, api };
}

afterEach(() => vi.restoreAllMocks());

describe('the menu with its ranked rows (001 §7)', () => {
  test("Best sellers above the tabs is the service's best_selling row; menu_inline follows the grid's first screen", async () => {
    openMenu('up');
    // The rows' chunk loads first (lazyRows): the first import in a test run takes a while.
    const ranked = await screen.findByRole('link', { name: 'Ranked 101' }, { timeout: 5000 });
    expect(screen.getByRole('list', { name: 'Best sellers' }).contains(ranked)).toBe(true);
    const inline = await screen.findByRole('list', { name: 'Row menu_inline' });
    const grid = document.querySelector('#cn-results > ul')!;
    const items = [...grid.children];
    // desktop: two lines of four cards, then the inline row (000 §2 first screen, FIRST_SCREEN_ITEMS).
    expect(items.findIndex((item) => item.contains(inline))).toBe(8);
    expect(items.slice(0, 8).every((item) => item.classList.contains('cn-results__item'))).toBe(true);
    expect(await screen.findByRole('list', { name: 'Row thematic_row' })).toBeTruthy();
  });

  test("the inline row's place is kept without reading an element's geometry in a render (a forced layout of the whole menu)", async () => {
    const geometry = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    openMenu('pending');
    await screen.findByRole('link', { name: 'Menu 20' });
    await waitFor(() => expect(document.querySelector('[data-testid="inline-row-placeholder"]')).not.toBeNull());
    expect(geometry).not.toHaveBeenCalled();
  });

  test('with the service unreachable the rows hide, the menu stays, and no notification shows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { instance } = openMenu('down');
    await screen.findByRole('link', { name: 'Menu 20' });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Best sellers' })).toBeNull());
    expect(screen.queryByRole('list', { name: /^Row / })).toBeNull();
    expect(instance.notifications.list.value).toEqual([]);
    // Once for the widget, however many rows asked.
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('a product opened from a text search is a Product Clicked insight with its id (001 §7)', async () => {
    const { api } = openMenu('up', '/menu?query=haze');
    await screen.findByRole('list', { name: 'Row menu_inline' }, { timeout: 5000 });
    // Opened in a new tab (ctrl-click): the menu stays, the click counts the same.
    fireEvent.click(screen.getByRole('link', { name: 'Menu 3' }), { ctrlKey: true });
    const insights = api.calls.filter((call) => new URL(call.url).pathname === '/dm/1/events').map((call) => JSON.parse(String(call.init.body)).events[0]);
    expect(insights).toContainEqual({ index: 'menu_products', eventName: 'Product Clicked', objectIDs: ['3'], userToken: expect.stringMatching(/^[\w-]{21}$/) });
  });
});
