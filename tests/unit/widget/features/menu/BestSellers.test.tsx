import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test, beforeAll } from 'vitest';
import { RANKED_ROWS_PAGE_SIZE } from '../../../../../shared/merchandising';
import { initialMenuState } from '../../../../../shared/search';
import { storePaths } from '../../../../../widget/app';
import { BestSellersPage } from '../../../../../widget/features/menu/BestSellersPage';
import { MenuBestSellersRow } from '../../../../../widget/ui/rankedRows/BestSellersRow';
import { dmProduct, everyRow, fakeDm, smartAnswer, withoutBeacon } from '../../ui/rankedRows/dmFake';
import { renderRows } from '../../ui/rankedRows/render';
import { storeFixture } from '../store/storeFixture';
import { preloadRankedRows } from '../../../../../widget/ui/rankedRows/lazyRows';

// The ranked rows' chunk is loaded before the tests: the menu's Best sellers asks for its ranking from it.
beforeAll(() => preloadRankedRows(), 60_000);

withoutBeacon();

// The page continues the menu's Best sellers row (001 §7 best_selling): the service's order, its first page from the
// row's request, then POST /v2/smartpage for the next 60 ranked ids (001 §9).
const TOTAL = 130;
/** The service's ranking, on purpose not the products' id (or best-seller-rank) order: product 130 sells most. */
const RANKED = Array.from({ length: TOTAL }, (_, i) => TOTAL - i);
const objectId = (id: number) => `product-${id}`;
const bestSelling = () =>
  smartAnswer(
    'best_selling',
    RANKED.slice(0, RANKED_ROWS_PAGE_SIZE).map((id) => dmProduct(id)),
    { object_ids: RANKED.map(objectId), nb_hits: TOTAL },
  );

/** The service answering best_selling (alone or within /v2/multi) and its later pages. */
function service(path: string, body: Record<string, unknown>) {
  if (path === '/v2/smartpage')
    return { products: (body.object_ids as string[]).map((id) => ({ object_id: id, search_attributes: dmProduct(Number(id.split('-')[1])).search_attributes })) };
  if (path === '/v2/smart' && body.placement === 'best_selling') return bestSelling();
  if (path === '/v2/multi')
    return {
      placements: (body.placements as { placement: string }[]).map(({ placement }) => (placement === 'best_selling' ? bestSelling() : everyRow('/v2/smart', { placement }))),
    };
  return everyRow(path, body);
}

const shownNames = () => [...document.querySelectorAll('.cn-results article h3')].map((heading) => heading.textContent);
const ranked = (from: number, to: number) => RANKED.slice(from, to).map((id) => `Ranked ${id}`);
const countLine = () => document.querySelector('.cn-results__count')?.textContent;
const routes = { '/stores/1': { store: storeFixture() } };

describe('the best-sellers page (000 §2 carousels, 001 §7 best_selling)', () => {
  test.each([false, true])("multi-placements %s: the page lists the service's ranking, not the menu search, and asks as the menu's row asks", async (multi) => {
    const dm = fakeDm(service);
    const { calls } = renderRows(<BestSellersPage storeId={1} />, { flags: { 'multi-placements': multi } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Best sellers' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Ranked 130' });
    expect(shownNames()).toEqual(ranked(0, 60));
    expect(countLine()).toBe(`${TOTAL} products, best selling first`);
    expect(calls.filter((call) => call.startsWith('/stores/1/menu_products'))).toEqual([]);
    expect(dm.calls.map((call) => call.path)).toEqual([multi ? '/v2/multi' : '/v2/smart']);
    const asked = multi ? (dm.of('/v2/multi')[0]!.body.placements as { placement: string }[]).map((row) => row.placement) : [dm.of('/v2/smart')[0]!.body.placement];
    expect(asked).toContain('best_selling');
  });

  test('Show more asks POST /v2/smartpage for the next 60 ranked ids, then the last ones, and stops', async () => {
    const dm = fakeDm(service);
    renderRows(<BestSellersPage storeId={1} />, { routes });
    fireEvent.click(await screen.findByRole('button', { name: `Show more (${TOTAL - 60} left)` }));
    await screen.findByRole('link', { name: 'Ranked 11' });
    expect(dm.of('/v2/smartpage')[0]!.body).toMatchObject({ store_id: 1, object_ids: RANKED.slice(60, 120).map(objectId) });
    expect(shownNames()).toEqual(ranked(0, 120));
    fireEvent.click(screen.getByRole('button', { name: 'Show more (10 left)' }));
    await screen.findByRole('link', { name: 'Ranked 1' });
    expect(dm.of('/v2/smartpage')[1]!.body.object_ids).toEqual(RANKED.slice(120).map(objectId));
    expect(shownNames()).toEqual(ranked(0, TOTAL));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull());
  });

  test('ids the service no longer has are counted out, and not asked for again', async () => {
    const dm = fakeDm((path, body) => (path === '/v2/smartpage' ? { products: (service(path, body) as { products: unknown[] }).products.slice(0, 50) } : service(path, body)));
    renderRows(<BestSellersPage storeId={1} />, { routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Show more (70 left)' }));
    // 10 of the 60 ids asked for had left the menu: 10 ids are still to ask for.
    fireEvent.click(await screen.findByRole('button', { name: 'Show more (10 left)' }));
    await waitFor(() => expect(dm.of('/v2/smartpage')).toHaveLength(2));
    expect(dm.of('/v2/smartpage')[1]!.body.object_ids).toEqual(RANKED.slice(120).map(objectId));
  });

  test.each([false, true])("multi-placements %s: coming from the menu's row, the page draws the row's answer without asking again", async (multi) => {
    const dm = fakeDm(service);
    const store = storeFixture();
    const props = { store, paths: storePaths(store), currency: 'USD' as const, assetBase: '', state: initialMenuState({}, null) };
    const menu = renderRows(<MenuBestSellersRow {...props} />, { flags: { 'multi-placements': multi } });
    await screen.findByRole('link', { name: 'Ranked 130' });
    const rowOrder = [...document.querySelectorAll('article h3')].map((heading) => heading.textContent);
    menu.unmount();
    renderRows(<BestSellersPage storeId={1} />, { flags: { 'multi-placements': multi }, instance: menu.instance });
    await screen.findByRole('heading', { level: 1, name: 'Best sellers' });
    expect(screen.queryByTestId('grid-skeleton')).toBeNull();
    // The row draws the first cards of the service's page; the page draws all of it, the row's cards first.
    expect(shownNames().slice(0, rowOrder.length)).toEqual(rowOrder);
    expect(shownNames()).toEqual(ranked(0, 60));
    expect(dm.calls).toHaveLength(1);
  });

  test('a failing service shows the error with its retry, and retrying asks the service again (no other order)', async () => {
    let fail = true;
    const dm = fakeDm((path, body) => (fail ? new Response(JSON.stringify({ message: 'down' }), { status: 503 }) : service(path, body)));
    const { calls } = renderRows(<BestSellersPage storeId={1} />, { routes });
    expect(await screen.findByText("We couldn't load the best sellers")).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Ranked/ })).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Ranked 130' });
    expect(dm.of('/v2/smart')).toHaveLength(2);
    expect(calls.filter((call) => call.startsWith('/stores/1/menu_products'))).toEqual([]);
  });

  test('while the service answers, the page shows its skeleton', async () => {
    fakeDm(() => new Promise(() => undefined));
    renderRows(<BestSellersPage storeId={1} />, { routes });
    expect(await screen.findByTestId('grid-skeleton')).toBeTruthy();
    expect(countLine()).toBe('Loading products…');
  });

  test('an empty ranking says so, with nothing to show more of', async () => {
    fakeDm(() => null);
    renderRows(<BestSellersPage storeId={1} />, { routes });
    await waitFor(() => expect(countLine()).toBe('0 products, best selling first'));
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });
});
