import { signal } from '../../../../../widget/state/signals';
import { createTestWidget } from '../../features/store/widgetHarness';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { RANKED_ROWS_PAGE_SIZE } from '../../../../../shared/merchandising';
import { CARD_SEARCH_ATTRIBUTES } from '../../../../../shared/merchandising/searchAttributes';
import { CartToppersRow, SimilarProductsRow } from '../../../../../widget/ui/rankedRows/PageRows';
import { ROW_CARDS } from '../../../../../widget/ui/rankedRows/RankedRow';
import { storeFixture } from '../../features/store/storeFixture';
import { dmProduct, everyRow, fakeDm, rowProducts, smartAnswer, withoutBeacon } from './dmFake';
import { renderRows } from './render';

withoutBeacon();

const routes = { '/stores/1': { store: storeFixture() }, '/cart_products': { cart_uuid: 'cart-1' } };

describe('ranked rows off the menu (001 §7)', () => {
  test('pdp_row: "Similar products" on the product page, asked with the product id', async () => {
    const dm = fakeDm(everyRow);
    renderRows(<SimilarProductsRow storeId={1} product={{ id: 12 }} />, { routes });
    const row = await screen.findByRole('list', { name: 'Similar products' });
    expect(within(row).getByRole('link', { name: rowProducts('pdp_row')[0]!.search_attributes!.name })).toBeTruthy();
    expect(dm.of('/v2/smart')[0]!.body).toMatchObject({ placement: 'pdp_row', product_id: 12, store_id: 1 });
  });

  test('a row still loading is aborted when its page goes', async () => {
    const dm = fakeDm(() => new Promise(() => undefined));
    const { unmount } = renderRows(<SimilarProductsRow storeId={1} product={{ id: 12 }} />, { routes });
    await waitFor(() => expect(dm.of('/v2/smart')).toHaveLength(1));
    const signal = dm.of('/v2/smart')[0]!.init.signal!;
    expect(signal.aborted).toBe(false);
    unmount();
    await waitFor(() => expect(signal.aborted).toBe(true));
  });

  test("cart_toppers: the bag's row, asked with the bag's product ids, and nothing for an empty bag", async () => {
    const dm = fakeDm(everyRow);
    const bag = signal({ store: null as { id: number; name: string } | null, lines: [] as { productId: number }[] });
    const { instance } = createTestWidget({ routes });
    Object.assign(instance.cart, { model: bag });
    renderRows(<CartToppersRow />, { instance });
    expect(dm.calls).toHaveLength(0);
    act(() => {
      bag.value = { store: { id: 1, name: 'Canopy Silver Lake' }, lines: [{ productId: 12 }, { productId: 12 }] };
    });
    const row = await screen.findByRole('list', { name: 'Row cart_toppers' });
    expect(within(row).getAllByRole('article')).toHaveLength(3);
    expect(dm.of('/v2/smart')[0]!.body).toMatchObject({ placement: 'cart_toppers', cart_product_ids: [12], store_id: 1 });
  });

  test('folded (the drawer): one disclosure named by the row, so the bag is one Tab stop from Check out; open, the cards', async () => {
    fakeDm(everyRow);
    const bag = signal({ store: { id: 1, name: 'Canopy Silver Lake' } as { id: number; name: string } | null, lines: [{ productId: 12 }] });
    const { instance } = createTestWidget({ routes });
    Object.assign(instance.cart, { model: bag });
    renderRows(<CartToppersRow folded />, { instance });
    const summary = await screen.findByText('Row cart_toppers', { selector: 'summary' });
    const details = summary.parentElement as HTMLDetailsElement;
    expect(details.tagName).toBe('DETAILS');
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    expect(within(details).getAllByRole('article')).toHaveLength(3);
  });

  test('a row draws 12 cards of its page of 60; Show more draws 12 more, then asks POST /v2/smartpage for the next 60 ranked ids', async () => {
    const first = Array.from({ length: RANKED_ROWS_PAGE_SIZE }, (_, i) => dmProduct(i + 1));
    const ids = Array.from({ length: 130 }, (_, i) => `product-${i + 1}`);
    const dm = fakeDm((path, body) =>
      path === '/v2/smartpage'
        ? { products: (body.object_ids as string[]).map((id) => ({ object_id: id, search_attributes: dmProduct(Number(id.split('-')[1])).search_attributes })) }
        : body.placement === 'specials'
          ? smartAnswer('specials', first, { object_ids: ids, nb_hits: 130 })
          : null,
    );
    const { MenuRankedRows } = await import('../../../../../widget/ui/rankedRows/MenuRows');
    const { storePaths } = await import('../../../../../widget/app');
    const { initialMenuState } = await import('../../../../../shared/search');
    const store = storeFixture();
    renderRows(<MenuRankedRows store={store} paths={storePaths(store)} currency="USD" assetBase="" state={initialMenuState({}, null)} products={[]} />, { routes });
    const more = () => screen.getByRole('button', { name: /Show more: Shop Row specials/ });
    await screen.findByRole('button', { name: /Show more: Shop Row specials/ }, { timeout: 5000 });
    const cards = () => within(screen.getByRole('list', { name: 'Shop Row specials' })).getAllByRole('article');
    expect(cards()).toHaveLength(ROW_CARDS);
    // The page of 60 already here, 12 at a time, with no request.
    for (let shown = 2 * ROW_CARDS; shown <= RANKED_ROWS_PAGE_SIZE; shown += ROW_CARDS) {
      fireEvent.click(more());
      await waitFor(() => expect(cards()).toHaveLength(shown));
    }
    expect(dm.of('/v2/smartpage')).toHaveLength(0);
    fireEvent.click(more());
    await screen.findByRole('link', { name: 'Ranked 72' });
    expect(cards()).toHaveLength(RANKED_ROWS_PAGE_SIZE + ROW_CARDS);
    const asked = dm.of('/v2/smartpage')[0]!.body;
    expect(asked.object_ids).toEqual(ids.slice(60, 120));
    expect(asked).toMatchObject({ store_id: 1, search_attributes: CARD_SEARCH_ATTRIBUTES });
    await waitFor(() => expect(screen.getByRole('button', { name: /Show more: Shop Row specials/ })).toBeTruthy());
  }, 15_000);
});
