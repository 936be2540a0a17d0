import { screen } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { ProductPage } from '../../../../../widget/features/product';
import { flowerProduct } from '../../support/fixtures';
import { detail, storeSpecial } from '../specials/fixtures';
import { storeFixture } from '../store/storeFixture';
import { renderInWidget } from '../store/widgetHarness';

// 000 §2 Product: /products/{productId}/{slug}, optional query fromMenu, bundleSpecialId, fromAllSpecials,
// fromSpecialId. A product opened from a special shows the way back to it; from a bundle, the bundle's offer.
const store = storeFixture({ id: 1, name: 'Canopy Silver Lake', url_slug: 'canopy-silver-lake' });
const product = flowerProduct();
const bundle = storeSpecial({ id: 6, title: 'Buy 2 flowers, get 1 50% off' });
const bundlePage = {
  special: bundle,
  detail: detail('not_qualified', { title: bundle.title, callout_text: 'Buy 2, get 1 50% off', description: 'Mix and match any flower.' }),
  products: [product],
  discounted_products: [],
};

function renderProduct(query: Record<string, string>) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return renderInWidget(<ProductPage productId={12} storeId={1} query={query} />, {
    path: '/stores/1/canopy-silver-lake/products/12/sunny-farms',
    routes: { '/stores/1': { store }, '/products/12': product, '/stores/1/specials/6': bundlePage },
  });
}

describe('ProductPage opened from a special (000 §2)', () => {
  test('fromSpecialId: a "Back to <special>" link to that special', async () => {
    renderProduct({ fromSpecialId: '6' });
    const back = await screen.findByRole('link', { name: `Back to ${bundle.title}` });
    expect(back.getAttribute('href')).toBe('/stores/1/canopy-silver-lake/specials/6/buy-2-flowers-get-1-50-off');
  });

  test('fromAllSpecials: a "Back to all specials" link to the store\'s specials', async () => {
    renderProduct({ fromAllSpecials: 'true' });
    const back = await screen.findByRole('link', { name: 'Back to all specials' });
    expect(back.getAttribute('href')).toBe('/stores/1/canopy-silver-lake/specials');
  });

  test("bundleSpecialId: the bundle's offer, its title, what qualifies and whether this product counts", async () => {
    renderProduct({ bundleSpecialId: '6' });
    const offer = await screen.findByRole('region', { name: bundle.title });
    expect(offer.textContent).toContain('Buy 2, get 1 50% off');
    expect(offer.textContent).toContain('Mix and match any flower.');
    expect(offer.textContent).toContain('Blue Dream counts toward this bundle');
    expect(screen.getByRole('link', { name: 'See the whole bundle' }).getAttribute('href')).toContain('/specials/6/');
  });

  test('no special query: neither a back link nor an offer, and no special is asked for', async () => {
    const { calls } = renderProduct({});
    await screen.findByRole('heading', { level: 1, name: 'Blue Dream' });
    expect(screen.queryByRole('link', { name: /^Back to/ })).toBeNull();
    expect(calls.some((call) => call.includes('/specials/'))).toBe(false);
  });

  test.each([['abc'], ['-3'], ['0']])('a bundleSpecialId that is not an id (%s) is ignored', async (raw) => {
    const { calls } = renderProduct({ bundleSpecialId: raw });
    await screen.findByRole('heading', { level: 1, name: 'Blue Dream' });
    expect(calls.some((call) => call.includes('/specials/'))).toBe(false);
  });
});
