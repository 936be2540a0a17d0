import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { CAROUSEL_GAP_MOBILE_PX, CAROUSEL_GAP_PX, CAROUSEL_SKELETON_CARDS } from '../../../../../shared/constants';
import { ProductCarousel, scrollEdges } from '../../../../../widget/features/carousel';
import { carouselCss } from '../../../../../widget/features/carousel/carouselCss';
import { renderInWidget } from '../store/widgetHarness';

const ITEMS = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Product ${i + 1}` }));

function renderCarousel(items: typeof ITEMS | undefined, extra: { viewAllTo?: string | null; showViewAll?: boolean } = {}) {
  return renderInWidget(
    <ProductCarousel
      title="Staff picks"
      items={items}
      itemKey={(item) => item.id}
      renderItem={(item) => <a href={`/p/${item.id}`}>{item.name}</a>}
      viewAllTo={extra.viewAllTo === undefined ? '/products' : extra.viewAllTo}
      showViewAll={extra.showViewAll}
    />,
  );
}

/** happy-dom lays nothing out: give the track a 1,000 px viewport over 3,000 px of cards. */
function layOut(track: HTMLElement, scrollLeft: number) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 1000 });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 3000 });
  track.scrollLeft = scrollLeft;
  Object.defineProperty(track, 'scrollLeft', { configurable: true, value: scrollLeft, writable: true });
  fireEvent.scroll(track);
}

const back = () => screen.getByRole('button', { name: 'Scroll Staff picks back' });
const forward = () => screen.getByRole('button', { name: 'Scroll Staff picks forward' });

describe('scrollEdges (000 §2: back disabled at position 0, forward disabled at the end)', () => {
  test.each([
    { scrollLeft: 0, scrollWidth: 3000, clientWidth: 1000, atStart: true, atEnd: false },
    { scrollLeft: 1, scrollWidth: 3000, clientWidth: 1000, atStart: true, atEnd: false },
    { scrollLeft: 500, scrollWidth: 3000, clientWidth: 1000, atStart: false, atEnd: false },
    { scrollLeft: 2000, scrollWidth: 3000, clientWidth: 1000, atStart: false, atEnd: true },
    { scrollLeft: 1999.5, scrollWidth: 3000, clientWidth: 1000, atStart: false, atEnd: true },
    { scrollLeft: 1900, scrollWidth: 3000, clientWidth: 1000, atStart: false, atEnd: false },
    { scrollLeft: 0, scrollWidth: 800, clientWidth: 1000, atStart: true, atEnd: true },
  ])('scrollLeft $scrollLeft of $scrollWidth in $clientWidth → start $atStart, end $atEnd', ({ atStart, atEnd, ...box }) => {
    expect(scrollEdges(box)).toEqual({ atStart, atEnd });
  });
});

describe('ProductCarousel', () => {
  test(`shows ${CAROUSEL_SKELETON_CARDS} skeleton cards while loading (000 §4), with both arrows disabled`, () => {
    const { container } = renderCarousel(undefined);
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(20);
    expect(screen.getByRole('region', { name: 'Staff picks' }).getAttribute('aria-busy')).toBe('true');
    expect(back()).toHaveProperty('disabled', true);
    expect(forward()).toHaveProperty('disabled', true);
  });

  test('renders one list item per product once loaded, and no skeletons', () => {
    const { container } = renderCarousel(ITEMS);
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Product 7' })).toBeTruthy();
  });

  test('back is disabled at scroll position 0 and forward is enabled while there is more', () => {
    renderCarousel(ITEMS);
    layOut(screen.getByRole('list'), 0);
    expect(back()).toHaveProperty('disabled', true);
    expect(forward()).toHaveProperty('disabled', false);
  });

  test('in the middle both arrows work; at the end forward is disabled', () => {
    renderCarousel(ITEMS);
    const track = screen.getByRole('list');
    layOut(track, 900);
    expect(back()).toHaveProperty('disabled', false);
    expect(forward()).toHaveProperty('disabled', false);
    layOut(track, 2000);
    expect(back()).toHaveProperty('disabled', false);
    expect(forward()).toHaveProperty('disabled', true);
  });

  test('both arrows say which list they scroll (aria-controls)', () => {
    renderCarousel(ITEMS);
    const id = screen.getByRole('list').id;
    expect(id).not.toBe('');
    expect(back().getAttribute('aria-controls')).toBe(id);
    expect(forward().getAttribute('aria-controls')).toBe(id);
  });

  test('the arrows scroll the track by most of its width, back and forth', () => {
    renderCarousel(ITEMS);
    const track = screen.getByRole('list');
    layOut(track, 0);
    const moves: number[] = [];
    track.scrollBy = ((options: ScrollToOptions) => moves.push(options.left ?? 0)) as typeof track.scrollBy;
    fireEvent.click(forward());
    layOut(track, 900);
    fireEvent.click(back());
    expect(moves).toEqual([900, -900]);
  });

  test("shows 'View all' by default, linking to the full list", () => {
    renderCarousel(ITEMS, { viewAllTo: '/brands/3/kiva/products' });
    const link = screen.getByRole('link', { name: 'View all: Staff picks' });
    expect(link.textContent).toBe('View all');
    expect(link.getAttribute('href')).toBe('/brands/3/kiva/products');
  });

  test("hides 'View all' when asked, or when there is nowhere to go", () => {
    renderCarousel(ITEMS, { showViewAll: false });
    expect(screen.queryByRole('link', { name: /View all/ })).toBeNull();
  });

  test('an empty row without an empty text renders nothing', () => {
    const { container } = renderCarousel([]);
    expect(container.querySelector('section')).toBeNull();
  });

  test('the gap is 24 px, and 16 px on mobile (000 §9)', () => {
    expect(CAROUSEL_GAP_PX).toBe(24);
    expect(CAROUSEL_GAP_MOBILE_PX).toBe(16);
    expect(carouselCss).toContain('.cn-pcar{--cn-pcar-gap:16px');
    expect(carouselCss).toMatch(/min-width:481px\)\{\.cn-pcar\{--cn-pcar-gap:24px/);
  });
});
