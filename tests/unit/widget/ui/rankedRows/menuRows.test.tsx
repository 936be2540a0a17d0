import { act, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi, beforeAll } from 'vitest';
import { RANKED_ROWS_DEBOUNCE_MS } from '../../../../../shared/merchandising';
import type { Placement } from '../../../../../shared/merchandising';
import { CARD_SEARCH_ATTRIBUTES } from '../../../../../shared/merchandising/searchAttributes';
import { currencyForCountry } from '../../../../../shared/money';
import { initialMenuState, menuReducer } from '../../../../../shared/search';
import type { MenuState } from '../../../../../shared/search';
import type { MenuCard } from '../../../../../shared/types';
import { storePaths } from '../../../../../widget/app';
import { MenuBestSellersRow } from '../../../../../widget/ui/rankedRows/BestSellersRow';
import { MenuInlineRow, MenuRankedRows } from '../../../../../widget/ui/rankedRows/MenuRows';
import { storeFixture } from '../../features/store/storeFixture';
import { everyRow, fakeDm, rowProducts, smartAnswer, withoutBeacon } from './dmFake';
import { renderRows } from './render';
import { preloadRankedRows } from '../../../../../widget/ui/rankedRows/lazyRows';

// The ranked rows' chunk is loaded before the tests: the menu's Best sellers asks for its ranking from it.
beforeAll(() => preloadRankedRows(), 60_000);

withoutBeacon();
afterEach(() => vi.useRealTimers());

const store = storeFixture();
const unfiltered = initialMenuState({}, null);
const flowers = menuReducer(unfiltered, { type: 'setValues', facet: 'kind', values: ['flower'] });

/** The whole menu's rows as StoreMenuPage draws them: the top row, the inline row (in a grid list), the rows below. */
function MenuRows({ state, shown = [] }: { state: MenuState; shown?: { id: number }[] }) {
  const props = { store, paths: storePaths(store), currency: currencyForCountry('US'), assetBase: '', state };
  return (
    <>
      <MenuBestSellersRow {...props} />
      <ul>
        <MenuInlineRow {...props} shown={shown as MenuCard[]} />
      </ul>
      <MenuRankedRows {...props} products={[]} />
    </>
  );
}

const rowNamed = (name: string | RegExp) => screen.findByRole('list', { name });

describe('the menu ranked rows (001 §7)', () => {
  test.each([
    ['best_selling', 'Best sellers'],
    ['menu_top_row', 'Row menu_top_row'],
    // The deals row above the grid has the store's label; the products' row says it holds products of those deals.
    ['specials', 'Shop Row specials'],
    ['thematic_row', 'Row thematic_row'],
    ['menu_inline', 'Row menu_inline'],
  ] as const)('%s is drawn with the products the service ranked', async (placement, title) => {
    fakeDm(everyRow);
    renderRows(<MenuRows state={unfiltered} />);
    const first = rowProducts(placement)[0]!;
    const link = await screen.findByRole('link', { name: first.search_attributes!.name });
    const row = await rowNamed(title);
    expect(row.contains(link)).toBe(true);
    expect(within(row).getAllByRole('button', { name: /^Add .* to bag$/ }).length).toBeGreaterThan(0);
  });

  // A carousel swapped for another under a shopper's click or focused arrow lost both (carousel.spec keyboard test).
  test("Best sellers is one carousel from the first render: the service's ranking fills the same element", async () => {
    fakeDm(everyRow);
    renderRows(<MenuRows state={unfiltered} />);
    const first = screen.getByRole('region', { name: 'Best sellers' });
    const forward = within(first).getByRole('button', { name: 'Scroll Best sellers forward' });
    const ranked = await screen.findByRole('link', { name: rowProducts('best_selling')[0]!.search_attributes!.name }, { timeout: 5000 });
    expect(screen.getByRole('region', { name: 'Best sellers' })).toBe(first);
    expect(first.contains(ranked)).toBe(true);
    expect(within(first).getByRole('button', { name: 'Scroll Best sellers forward' })).toBe(forward);
  });

  test("Best sellers keeps the menu's title and its View all to the best-sellers page", async () => {
    fakeDm(everyRow);
    renderRows(<MenuRows state={unfiltered} />);
    const viewAll = await screen.findByRole('link', { name: /View all.*Best sellers/ });
    expect(viewAll.getAttribute('href')).toContain('/stores/1/canopy-silver-lake/best-sellers');
    expect(screen.getAllByRole('heading', { name: /Best sellers/ })).toHaveLength(1);
  });

  test("the top row shows the service's banner image", async () => {
    fakeDm((path, body) =>
      body.placement === 'menu_top_row'
        ? smartAnswer('menu_top_row', rowProducts('menu_top_row'), { custom_image_data: { url: 'https://cdn.test/b.png', alt: '4/20 week' } })
        : everyRow(path, body),
    );
    renderRows(<MenuRows state={unfiltered} />);
    expect((await screen.findByRole('img', { name: '4/20 week' })).getAttribute('src')).toBe('https://cdn.test/b.png');
  });

  test('the inline row is one line of the grid and carries the filter, the text and the sort', async () => {
    const searched = menuReducer(menuReducer(flowers, { type: 'setQuery', query: 'haze' }), { type: 'setSort', sort: 'price-low-to-high' });
    const dm = fakeDm((path, body) => (body.placement === 'menu_inline' ? smartAnswer('menu_inline', rowProducts('menu_inline', 9)) : everyRow(path, body)));
    renderRows(<MenuRows state={searched} />, { sizeClass: 'mobile' });
    await screen.findByRole('link', { name: 'Ranked 701' });
    expect(within(await rowNamed('Row menu_inline')).getAllByRole('article')).toHaveLength(2);
    const body = dm.of('/v2/smart').find((call) => call.body.placement === 'menu_inline')!.body;
    expect(body).toMatchObject({ num_columns: 2, search_filter: 'kind=flower', search_query: 'haze', search_sort: 'price-asc' });
  });

  test('the inline row leaves out what the grid already shows: no card is on the menu twice', async () => {
    fakeDm((path, body) => (body.placement === 'menu_inline' ? smartAnswer('menu_inline', rowProducts('menu_inline', 9)) : everyRow(path, body)));
    renderRows(<MenuRows state={unfiltered} shown={[{ id: 701 }, { id: 703 }]} />, { sizeClass: 'mobile' });
    const row = await rowNamed('Row menu_inline');
    expect(
      within(row)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Ranked 702', 'Ranked 704']);
  });

  test('on a filtered menu: the dynamic row for that filter, and no featured rows', async () => {
    const dm = fakeDm(everyRow);
    renderRows(<MenuRows state={flowers} />);
    await rowNamed('Row menu_dynamic_row');
    const asked = dm.of('/v2/smart').map((call) => call.body);
    expect(asked.map((body) => body.placement).sort()).toEqual(['menu_dynamic_row', 'menu_inline']);
    expect(asked.find((body) => body.placement === 'menu_dynamic_row')!.search_filter).toBe('kind=flower');
  });

  test.each([
    [false, []],
    [true, ['buy_again_row']],
  ] as const)('buy_again_row is asked for and drawn only for a signed-in shopper (signed in: %s)', async (signedIn, expected) => {
    const dm = fakeDm(everyRow);
    renderRows(<MenuRows state={unfiltered} />, { signedIn });
    await rowNamed('Row thematic_row');
    const asked = dm.of('/v2/smart').map((call) => call.body.placement);
    expect(asked.filter((placement) => placement === 'buy_again_row')).toEqual(expected);
    expect(screen.queryByRole('list', { name: 'Row buy_again_row' }) !== null).toBe(signedIn);
  });

  test.each([
    [false, '/v2/smart', 5],
    [true, '/v2/multi', 1],
  ] as const)('multi-placements %s: the menu asks %s %i time(s)', async (multi, path, count) => {
    const dm = fakeDm(everyRow);
    renderRows(<MenuRows state={unfiltered} />, { flags: { 'multi-placements': multi } });
    await rowNamed('Row thematic_row');
    await rowNamed('Best sellers');
    await rowNamed('Row menu_inline');
    expect(dm.calls.map((call) => call.path)).toEqual(Array.from({ length: count }, () => path));
    if (multi) {
      const body = dm.calls[0]!.body;
      expect(body.type).toBe('custom');
      expect(body.search_attributes).toEqual(CARD_SEARCH_ATTRIBUTES);
      expect((body.placements as { placement: Placement }[]).map((p) => p.placement)).toEqual(['menu_top_row', 'best_selling', 'specials', 'thematic_row', 'menu_inline']);
    }
  });

  test('every request says who asks (app mode, device id, distinct id and store) and asks for cards (001 §7 search_attributes)', async () => {
    const dm = fakeDm(everyRow);
    renderRows(<MenuRows state={unfiltered} />);
    await rowNamed('Best sellers');
    const body = dm.of('/v2/smart')[0]!.body;
    expect(body).toMatchObject({ app_mode: 'default', jane_device_id: 'abcdefghij0123456789K', distinct_id: 'abcdefghij0123456789K', store_id: 1 });
    expect(body.search_attributes).toEqual(CARD_SEARCH_ATTRIBUTES);
    expect(new URL(String(vi.mocked(fetch).mock.calls[0]![0])).searchParams.get('jdm_source')).toBe('canopy-widget');
  });

  test(`a change of filter is asked ${RANKED_ROWS_DEBOUNCE_MS} ms after the last change, the first at once`, async () => {
    const dm = fakeDm(everyRow);
    const { rerender } = renderRows(<MenuRows state={flowers} />);
    await waitFor(() => expect(dm.of('/v2/smart')).toHaveLength(2));
    vi.useFakeTimers();
    const edibles = menuReducer(flowers, { type: 'setValues', facet: 'kind', values: ['edible'] });
    const vapes = menuReducer(flowers, { type: 'setValues', facet: 'kind', values: ['vaporizers'] });
    rerender(<MenuRows state={edibles} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(RANKED_ROWS_DEBOUNCE_MS - 200)));
    rerender(<MenuRows state={vapes} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(RANKED_ROWS_DEBOUNCE_MS - 1)));
    expect(dm.of('/v2/smart')).toHaveLength(2);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(dm.of('/v2/smart')).toHaveLength(4);
    const filters = dm.of('/v2/smart').map((call) => call.body.search_filter);
    expect(filters.slice(2)).toEqual(['kind=vaporizers', 'kind=vaporizers']);
  });

  test('going back to the menu draws its rows from the cache, without asking again', async () => {
    const dm = fakeDm(everyRow);
    const { instance, unmount } = renderRows(<MenuRows state={unfiltered} />);
    await rowNamed('Row thematic_row');
    const asked = dm.calls.length;
    unmount();
    const { render } = await import('@testing-library/preact');
    const { WidgetContext } = await import('../../../../../widget/app/kit/WidgetContext');
    render(
      <WidgetContext.Provider value={instance}>
        <MenuRows state={unfiltered} />
      </WidgetContext.Provider>,
    );
    expect(screen.getByRole('list', { name: 'Row thematic_row' })).toBeTruthy();
    expect(dm.calls).toHaveLength(asked);
  });

  test('a failing service hides the rows quietly: no notification, one console warning, the page stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeDm(() => new Response('{}', { status: 503 }));
    const { instance, container } = renderRows(<MenuRows state={unfiltered} />, { flags: { 'multi-placements': true } });
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]![1])).toBe('Api Request Failed');
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.queryAllByRole('list')).toHaveLength(1);
    expect(instance.notifications.list.value).toEqual([]);
    warn.mockRestore();
  });
});
