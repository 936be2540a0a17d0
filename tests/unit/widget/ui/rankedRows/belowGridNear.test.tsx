import { act, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { currencyForCountry } from '../../../../../shared/money';
import { initialMenuState } from '../../../../../shared/search';
import { storePaths } from '../../../../../widget/app';
import { preloadRankedRows } from '../../../../../widget/ui/rankedRows/lazyRows';
import { MenuRankedRows } from '../../../../../widget/ui/rankedRows/MenuRows';
import { NEAR_SCREEN_MARGIN } from '../../../../../widget/ui/useNearScreen';
import { storeFixture } from '../../features/store/storeFixture';
import { everyRow, fakeDm, fakeIntersections, rowProducts, withoutBeacon } from './dmFake';
import { renderRows } from './render';

beforeAll(() => preloadRankedRows(), 60_000);
withoutBeacon();
afterEach(() => vi.unstubAllGlobals());

const store = storeFixture();
const props = { store, paths: storePaths(store), currency: currencyForCountry('US'), assetBase: '', state: initialMenuState({}, null), products: [] };
const cardsOf = (title: string) => within(screen.getByRole('list', { name: title })).queryAllByRole('article');

describe('the rows below the grid where the widget owns the screen (framelessEmbed, a directly opened menu)', () => {
  test('a row shows its title over skeleton cards until it comes within a screen of the viewport, then its cards', async () => {
    const observed: IntersectionObserverInit[] = [];
    const seen = fakeIntersections((init) => observed.push(init));
    fakeDm(everyRow);
    renderRows(<MenuRankedRows {...props} />, { ownsViewport: true });
    const heading = await screen.findByRole('heading', { name: 'Row menu_top_row' });
    const row = heading.closest('.cn-menu__row')!;
    expect(row).not.toBeNull();
    expect(cardsOf('Row menu_top_row')).toHaveLength(0);
    expect(screen.getByRole('list', { name: 'Row menu_top_row' }).querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    // Its cards are here, only not drawn: nothing is loading, so nothing is aria-busy (assistive tech, e2e's settled()).
    expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
    // Watched with a screen's height of margin (the cards' impressions have observers of their own, without one).
    await waitFor(() => expect(observed.map((init) => init.rootMargin)).toContain(NEAR_SCREEN_MARGIN));
    expect(NEAR_SCREEN_MARGIN).toBe('100% 0px');

    act(() => seen.show(row, 0.01));
    const first = rowProducts('menu_top_row')[0]!.search_attributes!.name;
    expect(await screen.findByRole('link', { name: first })).toBeTruthy();
    expect(cardsOf('Row menu_top_row').length).toBeGreaterThan(0);
    // Each row waits for its own turn: the specials row further down is still its title alone.
    expect(cardsOf('Shop Row specials')).toHaveLength(0);
  });

  test('where the widget is an iframe sized to its content (its viewport holds the whole menu), every row draws its cards at once', async () => {
    fakeIntersections();
    fakeDm(everyRow);
    renderRows(<MenuRankedRows {...props} />, { ownsViewport: false });
    const first = rowProducts('specials')[0]!.search_attributes!.name;
    expect(await screen.findByRole('link', { name: first })).toBeTruthy();
    expect(document.querySelectorAll('[data-skeleton]')).toHaveLength(0);
  });
});
