import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { STICKY_BANNER_HEIGHT_PX } from '../../../../../shared/constants';
import type { QualifyingStatus } from '../../../../../shared/types';
import { SpecialPage } from '../../../../../widget/features/specials';
import { jsonError, pending, renderInWidget } from '../store/widgetHarness';
import type { HarnessOptions } from '../store/widgetHarness';
import { storeFixture } from '../store/storeFixture';
import { detail, storeSpecial } from './fixtures';

const menuProduct = (id: number, name: string, kind: 'pre-roll' | 'vape') => ({
  id,
  product_id: id,
  name,
  brand: 'Rolling Farms',
  kind,
  type: kind,
  category: 'indica',
  root_subtype: null,
  photos: [],
  image_urls: [],
  url_slug: name.toLowerCase().replace(/\W+/g, '-'),
  percent_thc: 22,
  percent_cbd: 0,
  available_weights: kind === 'vape' ? ['half_gram'] : ['each'],
  price_each: kind === 'vape' ? null : 12,
  discounted_price_each: null,
  price_half_gram: kind === 'vape' ? 30 : null,
  discounted_price_half_gram: null,
});

const QUALIFYING = [menuProduct(11, 'Mint Kush Pre-Roll', 'pre-roll')];
const DISCOUNTED = [menuProduct(21, 'Blue Dream Cart', 'vape')];

function renderSpecial(status: QualifyingStatus | null, options: HarnessOptions = {}, answer?: unknown) {
  const page = answer ?? { special: storeSpecial(), detail: detail(status ?? 'not_qualified'), products: QUALIFYING, discounted_products: DISCOUNTED };
  return renderInWidget(<SpecialPage storeId={1} specialId={6} />, {
    path: '/stores/1/canopy-silver-lake/specials/6/buy-2',
    ...options,
    routes: { '/stores/1': { store: storeFixture() }, '/stores/1/specials/6': page, ...options.routes },
  });
}

// The fixture's menu products carry only what a card reads, so the response schema flags them: 001 §5 says
// such an answer is logged and still used, which these tests rely on.
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const summary = () => screen.findByRole('heading', { level: 2, name: 'Buy 2 pre-rolls, get a vape 50% off' });

describe('SpecialPage: the qualifying status (000 §4)', () => {
  test.each([
    // status, footer shown, 'Checkout now', icons dimmed, discounted products listed
    ['not_qualified', false, false, true, false],
    ['qualified', true, false, false, true],
    ['applied', true, true, false, true],
  ] as const)('%s → footer %s, Checkout now %s, dimmed icons %s, discounted listed %s', async (status, footer, checkout, dim, discounted) => {
    const { container } = renderSpecial(status);
    await summary();
    expect(container.querySelector('footer.cn-spfoot') !== null).toBe(footer);
    const button = screen.queryByRole('link', { name: 'Checkout now' });
    expect(button !== null).toBe(checkout);
    if (button) expect(button.getAttribute('href')).toBe('/cart/checkout');
    expect(container.querySelector('.cn-spsum [data-dim]') !== null).toBe(dim);
    expect(screen.queryByRole('heading', { name: /^Pick your discounted item/ }) !== null).toBe(discounted);
    expect(screen.queryByRole('heading', { name: 'Discounted in your bag' }) !== null).toBe(status === 'applied');
  });

  test('000 §4: discounted lines of the bag stay hidden while not qualified, even when the answer has some', async () => {
    const answer = {
      special: storeSpecial(),
      detail: detail('not_qualified', { discounted_products: [{ id: 21, name: 'Blue Dream Cart', photo: null, count: 1 }] }),
      products: QUALIFYING,
      discounted_products: DISCOUNTED,
    };
    renderSpecial(null, {}, answer);
    await summary();
    expect(screen.queryByRole('heading', { name: 'Discounted in your bag' })).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  test('an unknown status promises nothing: read as not qualified', async () => {
    const { container } = renderSpecial(
      null,
      {},
      { special: storeSpecial(), detail: detail('not_qualified', { qualifying_status: 'surprise' as QualifyingStatus }), products: QUALIFYING, discounted_products: DISCOUNTED },
    );
    await summary();
    expect(container.querySelector('.cn-spfoot')).toBeNull();
    expect(container.querySelector('.cn-spstatus')?.textContent).toBe('Not in your bag yet');
  });

  test('the qualifying products show as product cards in a carousel with View all', async () => {
    renderSpecial('not_qualified');
    const row = await screen.findByRole('region', { name: /Qualifying products/ });
    expect(row.querySelectorAll('li article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Mint Kush Pre-Roll' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all: Qualifying products' }).getAttribute('href')).toBe(
      '/stores/1/canopy-silver-lake/specials/6/buy-2-pre-rolls-get-a-vape-50-off?view=all',
    );
  });

  test('asks for the status of the shopper’s bag (cart_uuid)', async () => {
    const { calls, instance } = renderSpecial('qualified');
    await summary();
    expect(calls).toContain('/stores/1/specials/6');
    expect(instance.cart.uuid.peek()).toBeNull();
  });
});

describe('SpecialPage: loading and errors', () => {
  test('loading shows a skeleton', async () => {
    const { container } = renderSpecial(null, { routes: { '/stores/1/specials/6': pending } });
    await screen.findByRole('heading', { level: 1, name: 'Canopy Silver Lake' });
    expect(container.querySelector('[data-state="loading"]')).toBeTruthy();
  });

  test('an unknown special shows the error with a retry', async () => {
    renderSpecial(null, { routes: { '/stores/1/specials/6': jsonError(404, 'No special 6 in store 1') } });
    expect((await screen.findByRole('alert')).textContent).toContain('No special 6 in store 1');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('SpecialPage: the sticky banner (000 §2, 76 px, 000 §9)', () => {
  function scrollSummaryTo(container: Element, bottom: number) {
    const panel = container.querySelector('.cn-spsum') as HTMLElement;
    panel.getBoundingClientRect = () => ({ bottom, top: bottom - 300, left: 0, right: 375, width: 375, height: 300, x: 0, y: bottom - 300, toJSON: () => ({}) }) as DOMRect;
    fireEvent.scroll(window);
  }

  test('on a phone it appears once the summary has scrolled away, and leaves when it is back', async () => {
    const { container } = renderSpecial('applied', { sizeClass: 'mobile' });
    await summary();
    expect(screen.queryByTestId('special-sticky-banner')).toBeNull();
    scrollSummaryTo(container, STICKY_BANNER_HEIGHT_PX - 1);
    const banner = await screen.findByTestId('special-sticky-banner');
    expect(banner.style.height).toBe('76px');
    expect(banner.textContent).toContain('Applied to your bag');
    // The scroll's re-render has run once act() returns.
    await act(() => scrollSummaryTo(container, 400));
    expect(screen.queryByTestId('special-sticky-banner')).toBeNull();
  });

  test('inside a tall iframe it sits at the host page’s visible top (stickyTop)', async () => {
    const { container, instance } = renderSpecial('qualified', { sizeClass: 'verticalTablet' });
    await summary();
    instance.stickyTop.value = 900;
    scrollSummaryTo(container, 850);
    const banner = await screen.findByTestId('special-sticky-banner');
    expect(banner.style.position).toBe('absolute');
    expect(banner.style.top).toBe('900px');
  });

  test('never on a desktop', async () => {
    const { container, instance } = renderSpecial('applied', { sizeClass: 'desktop' });
    await summary();
    // The loaded page's effects have run once it has set its title (useTitle comes after the scroll watch).
    await waitFor(() => expect(instance.title.peek()).toBe('Buy 2 pre-rolls, get a vape 50% off'));
    await act(() => scrollSummaryTo(container, -500));
    expect(screen.queryByTestId('special-sticky-banner')).toBeNull();
  });
});

describe('SpecialPage: analytics (001 §7)', () => {
  test("the special's products are one view_item_list, discounted side first once qualified", async () => {
    const view = renderSpecial('qualified');
    const track = vi.spyOn(view.instance.analytics, 'track');
    await summary();
    await waitFor(() => expect(track).toHaveBeenCalledWith('view_item_list', expect.objectContaining({ item_list_id: 'special' })));
    const [, params] = track.mock.calls.find(([event]) => event === 'view_item_list')!;
    expect(params).toMatchObject({
      item_list_name: storeSpecial().title,
      items: [
        { item_id: '21', item_name: 'Blue Dream Cart', index: 0 },
        { item_id: '11', item_name: 'Mint Kush Pre-Roll', index: 1 },
      ],
    });
  });
});
