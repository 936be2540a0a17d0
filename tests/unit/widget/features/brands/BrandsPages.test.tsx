import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import type { Brand } from '../../../../../shared/types';
import { BrandPage, BrandsPage } from '../../../../../widget/features/brands';
import { brandSpecial } from '../specials/fixtures';
import { jsonError, pending, renderInWidget } from '../store/widgetHarness';

function brand(id: number, name: string, overrides: Partial<Brand> = {}): Brand {
  return {
    id,
    uuid: `b-${id}`,
    name,
    logo_url: null,
    description: `${name} grows small batches.`,
    color_hex: '#2f855a',
    custom_images: [],
    custom_video: null,
    rank: id,
    productCount: 12,
    has_active_brand_special: false,
    ...overrides,
  };
}
const page = (brands: Brand[], nb_hits = brands.length) => ({ brands, nb_hits, page: 1, per_page: 48 });
const product = (id: number, name: string) => ({
  id,
  product_id: id,
  name,
  brand: 'Kiva',
  kind: 'edible',
  type: 'edible',
  category: null,
  root_subtype: null,
  photos: [],
  url_slug: name.toLowerCase().replace(/\W+/g, '-'),
  percent_thc: null,
  thc_dosage_milligrams: 5,
  lowest_available_price: 18,
  stores: [
    { store_id: 1, store_name: 'Canopy Silver Lake' },
    { store_id: 3, store_name: 'Mission Leaf' },
  ],
});

describe('BrandsPage', () => {
  test('loading shows skeleton tiles', () => {
    const { container } = renderInWidget(<BrandsPage />, { routes: { '/brands': pending } });
    expect(container.querySelector('[data-state="loading"]')).toBeTruthy();
  });

  test('lists brands with product counts, a deal badge and links to their pages', async () => {
    renderInWidget(<BrandsPage />, { routes: { '/brands': page([brand(3, 'Kiva'), brand(4, 'Wyld', { has_active_brand_special: true })], 160) } });
    const kiva = await screen.findByRole('link', { name: 'Kiva' });
    expect(kiva.getAttribute('href')).toBe('/brands/3/kiva');
    expect(screen.getByText('160 brands')).toBeTruthy();
    expect(screen.getAllByText('Deal')).toHaveLength(1);
    expect(screen.getByText('Page 1 of 4')).toBeTruthy();
  });

  test('searching asks the API by name after the 300 ms debounce (000 §9)', async () => {
    const { calls } = renderInWidget(<BrandsPage />, { routes: { '/brands': page([brand(3, 'Kiva')]) } });
    await screen.findByRole('link', { name: 'Kiva' });
    const box = screen.getByRole('searchbox', { name: 'Search brands' });
    fireEvent.input(box, { target: { value: 'ki' } });
    fireEvent.input(box, { target: { value: 'kiv' } });
    await waitFor(() => expect(calls.at(-1)).toBe('/brands?query=kiv&page=1&per_page=48'), { timeout: 1000 });
    expect(calls.filter((call) => call.includes('query=ki&'))).toEqual([]);
  });

  test('no match: an empty state naming the search', async () => {
    renderInWidget(<BrandsPage />, { routes: { '/brands': page([]) } });
    expect(await screen.findByRole('heading', { name: 'No brands yet' })).toBeTruthy();
  });

  test('a failed list shows the error', async () => {
    renderInWidget(<BrandsPage />, { routes: { '/brands': jsonError(500, 'Server error has occurred') } });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load brands");
  });

  test('the gold page lists the brands running a deal', async () => {
    renderInWidget(<BrandsPage gold />, { routes: { '/brands': page([brand(3, 'Kiva'), brand(4, 'Wyld', { has_active_brand_special: true })]) } });
    await screen.findByRole('link', { name: 'Wyld' });
    expect(screen.queryByRole('link', { name: 'Kiva' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gold brands');
  });
});

describe('BrandPage', () => {
  const routes = (extra: Record<string, unknown> = {}) => ({
    '/brands/3': { brand: brand(3, 'Kiva', { has_active_brand_special: true }) },
    '/brand_specials': { brand_specials: [brandSpecial(1), brandSpecial(2, { include: [9] })] },
    '/products': { products: [product(31, 'Camino Gummies'), product(32, 'Chocolate Bar')], nb_hits: 2, page: 1, per_page: 24 },
    ...extra,
  });

  test('the brand, the brand specials visible to a guest (000 §5) and its products across stores', async () => {
    const { calls } = renderInWidget(<BrandPage brandId={3} />, { routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kiva' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Brand deal 1' });
    expect(screen.queryByRole('heading', { name: 'Brand deal 2' })).toBeNull();
    const gummies = await screen.findByRole('link', { name: 'Camino Gummies' });
    expect(gummies.getAttribute('href')).toBe('/products/31/camino-gummies');
    expect(gummies.closest('article')?.textContent).toContain('From $18.00 · 2 stores');
    expect(calls).toContain('/products?brand_id=3&page=1&per_page=24');
    expect(calls).toContain('/brand_specials?brand_id=3&app_mode=default');
  });

  test('a brand that does not exist says so and links to all brands, with no Try again', async () => {
    renderInWidget(<BrandPage brandId={99999} />, { routes: routes({ '/brands/99999': jsonError(404, 'No brand 99999') }) });
    expect(await screen.findByRole('heading', { name: 'Brand not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all brands' }).getAttribute('href')).toContain('/brands');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  test('a brand that could not be loaded (not a 404) shows the error and Try again', async () => {
    renderInWidget(<BrandPage brandId={3} />, { routes: routes({ '/brands/3': jsonError(500, 'Database down') }) });
    expect((await screen.findByRole('alert')).textContent).toContain('Database down');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  test('no products on any menu: an empty state, the 12-item skeleton before that', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { container, calls } = renderInWidget(<BrandPage brandId={3} />, {
      routes: routes({ '/products': () => new Promise<Response>((resolve) => (answer = resolve)) }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Kiva' });
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(12);
    await waitFor(() => expect(calls).toContain('/products?brand_id=3&page=1&per_page=24'));
    answer(new Response(JSON.stringify({ products: [], nb_hits: 0, page: 1, per_page: 24 })));
    expect(await screen.findByRole('heading', { name: 'No products on a menu right now' })).toBeTruthy();
  });
});
