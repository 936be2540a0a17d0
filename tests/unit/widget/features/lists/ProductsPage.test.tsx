import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { ProductsPage } from '../../../../../widget/features/lists/ProductsPage';
import { renderInWidget } from '../store/widgetHarness';

const empty = { products: [], nb_hits: 0, page: 1, per_page: 24 };
const lastSearch = (calls: string[]) =>
  new URLSearchParams(
    calls
      .filter((call) => call.startsWith('/products?'))
      .at(-1)!
      .split('?')[1],
  );

describe('/products honours the 000 §2 pre-filters brand, category, store_id, store_type and hard', () => {
  test('the pre-filters of the URL go into the request', async () => {
    const { calls } = renderInWidget(<ProductsPage query={{ brand: 'Kiva, Wyld', category: 'indica', store_id: '1,2', store_type: 'medical' }} />, {
      routes: { '/products': empty },
    });
    await waitFor(() => expect(calls.some((call) => call.startsWith('/products?'))).toBe(true));
    const search = lastSearch(calls);
    expect(search.get('brand')).toBe('Kiva,Wyld');
    expect(search.get('category')).toBe('indica');
    expect(search.get('store_id')).toBe('1,2');
    expect(search.get('store_type')).toBe('medical');
  });

  test('values the list cannot take are left out rather than failing the page', async () => {
    const { calls } = renderInWidget(<ProductsPage query={{ category: 'indica,flowery', store_type: 'adult' }} />, { routes: { '/products': empty } });
    await waitFor(() => expect(calls.some((call) => call.startsWith('/products?'))).toBe(true));
    const search = lastSearch(calls);
    expect(search.get('category')).toBe('indica');
    expect(search.has('store_type')).toBe(false);
  });

  test('a locked pre-filter shows as a chip that cannot be removed; an open one can be', async () => {
    const { calls } = renderInWidget(<ProductsPage query={{ brand: 'Kiva', category: 'sativa', hard: 'brand' }} />, { routes: { '/products': empty } });
    const region = await screen.findByRole('region', { name: 'Pre-filters' });
    expect(region.textContent).toContain('Brand: Kiva');
    expect(screen.queryByRole('button', { name: 'Remove filter Brand: Kiva' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Lineage: Sativa' }));
    await waitFor(() => expect(lastSearch(calls).has('category')).toBe(false));
    expect(lastSearch(calls).get('brand')).toBe('Kiva');
  });
});
