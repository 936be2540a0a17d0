import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { storePaths } from '../../../../../widget/app/kit/storePaths';
import { DealsRow } from '../../../../../widget/features/menu/DealsRow';
import { storeSpecial } from '../specials/fixtures';
import { storeFixture } from '../store/storeFixture';
import { renderInWidget } from '../store/widgetHarness';

// 000 §3 Store display: specials_row_configs.custom_display_name names the store's specials row; 000 §5: "Ohio
// stores may use custom labels for the sale row". The row sits above the menu results and links to each live special.
const store = storeFixture({ id: 1, name: 'Canopy Silver Lake', url_slug: 'canopy-silver-lake' });
const paths = storePaths(store);
const specials = [storeSpecial({ id: 4, title: '10% off vapes' }), storeSpecial({ id: 6, title: 'Buy 2 edibles, get 1 free', custom_badge: 'BOGO' })];

describe('DealsRow', () => {
  test.each([
    ['the custom label', { custom_display_name: 'Daily Deals' }, 'Daily Deals'],
    ['the compliance word when there is none (000 §3 store_compliance_language_settings)', { custom_display_name: null }, 'Specials'],
  ])('heads the row with %s and links to each live special', async (_case, config, heading) => {
    renderInWidget(<DealsRow store={{ ...store, specials_row_configs: config }} paths={paths} onSaleCount={0} onShowSale={() => undefined} />, {
      routes: { '/stores/1/specials': { specials } },
    });
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([paths.special(4, '10% off vapes'), paths.special(6, 'Buy 2 edibles, get 1 free')]);
    expect(links[1].textContent).toContain('BOGO');
  });

  test('no live special and nothing on sale: nothing is drawn', async () => {
    const { container, calls } = renderInWidget(<DealsRow store={store} paths={paths} onSaleCount={0} onShowSale={() => undefined} />, {
      routes: { '/stores/1/specials': { specials: [] } },
    });
    await waitFor(() => expect(calls).toContain('/stores/1/specials'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.innerHTML).toBe('');
  });

  test('a gold special stays hidden without the gold-bundles flag (000 §1)', async () => {
    renderInWidget(<DealsRow store={store} paths={paths} onSaleCount={0} onShowSale={() => undefined} />, {
      routes: { '/stores/1/specials': { specials: [specials[0], storeSpecial({ id: 9, title: 'Gold bundle', gold: true })] } },
    });
    await screen.findByRole('link', { name: /10% off vapes/ });
    expect(screen.queryByRole('link', { name: /Gold bundle/ })).toBeNull();
  });

  test('products on sale (has_brand_discount, 000 §3 facets): an On sale row that filters the menu to them', async () => {
    const onShowSale = vi.fn();
    renderInWidget(<DealsRow store={store} paths={paths} onSaleCount={3} onShowSale={onShowSale} />, { routes: { '/stores/1/specials': { specials: [] } } });
    expect(await screen.findByRole('heading', { name: 'On sale' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Shop 3 products on sale' }));
    expect(onShowSale).toHaveBeenCalledOnce();
  });
});
