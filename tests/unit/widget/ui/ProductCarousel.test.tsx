import { act, fireEvent, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CAROUSEL_GAP_MOBILE_PX, CAROUSEL_GAP_PX, CAROUSEL_SKELETON_CARDS } from '../../../../shared/constants';
import { ProductCarousel } from '../../../../widget/ui/ProductCarousel';
import { carouselCss } from '../../../../widget/ui/carouselCss';
import { renderInWidget } from '../support/testWidget';

const ITEMS = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Product ${i + 1}` }));

function renderCarousel(items: typeof ITEMS | undefined, extra: { viewAllTo?: string | null; emptyText?: string } = {}) {
  return renderInWidget(
    <ProductCarousel
      title="Staff picks"
      items={items}
      itemKey={(item) => item.id}
      renderItem={(item) => <a href={`/p/${item.id}`}>{item.name}</a>}
      viewAllTo={extra.viewAllTo === undefined ? '/products' : extra.viewAllTo}
      emptyText={extra.emptyText}
    />,
  );
}

/** happy-dom lays nothing out: give the track a 1,000 px viewport over 3,000 px of cards, scrolled to `scrollLeft`. */
function layOut(track: HTMLElement, scrollLeft: number) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 1000 });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 3000 });
  Object.defineProperty(track, 'scrollLeft', { configurable: true, value: scrollLeft, writable: true });
  fireEvent.scroll(track);
}

const back = () => screen.getByRole('button', { name: 'Scroll Staff picks back' }) as HTMLButtonElement;
const forward = () => screen.getByRole('button', { name: 'Scroll Staff picks forward' }) as HTMLButtonElement;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ProductCarousel: the arrows (000 §2: back disabled at scroll position 0, forward disabled at the end)', () => {
  test.each([
    { scrollLeft: 0, back: true, forward: false },
    { scrollLeft: 900, back: false, forward: false },
    { scrollLeft: 2000, back: false, forward: true },
  ])('at scroll position $scrollLeft of 3,000 px in 1,000: back disabled $back, forward disabled $forward', ({ scrollLeft, ...disabled }) => {
    renderCarousel(ITEMS);
    layOut(screen.getByRole('list'), scrollLeft);
    expect({ back: back().disabled, forward: forward().disabled }).toEqual(disabled);
  });

  test('both are disabled until the row is measured, so a row that fits offers no dead buttons', () => {
    renderCarousel(ITEMS);
    expect([back().disabled, forward().disabled]).toEqual([true, true]);
  });

  test('they scroll the track by most of its width, back and forth', () => {
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

  test('each says which list it scrolls (aria-controls) and the list is named by the heading', () => {
    renderCarousel(ITEMS);
    const list = screen.getByRole('list', { name: 'Staff picks' });
    expect(list.id).not.toBe('');
    expect(back().getAttribute('aria-controls')).toBe(list.id);
    expect(forward().getAttribute('aria-controls')).toBe(list.id);
  });
});

// Chromium re-snaps a mandatory-snap track to the card it was snapped to when that card moves (CSS Scroll Snap 1): a new
// first card (Best sellers' ranking in place of its inlined cards, a product sold since put first) carried the track a
// card in, back enabled at the row's start. happy-dom snaps nothing: what is asked of the track is what is tested.
describe('ProductCarousel: a new first card while at the start (000 §2: back disabled at scroll position 0)', () => {
  const RANKED = [ITEMS[3]!, ...ITEMS.filter((_, index) => index !== 3)];

  function renderReplaceable() {
    let replace: (items: typeof ITEMS) => void = () => undefined;
    function Replaceable() {
      const [items, setItems] = useState(ITEMS);
      replace = setItems;
      return <ProductCarousel title="Staff picks" items={items} itemKey={(item) => item.id} renderItem={(item) => <a href={`/p/${item.id}`}>{item.name}</a>} />;
    }
    renderInWidget(<Replaceable />);
    const track = screen.getByRole('list');
    const asked: ScrollToOptions[] = [];
    track.scrollTo = ((options: ScrollToOptions) => asked.push(options)) as typeof track.scrollTo;
    return { track, asked, replaceItems: (items: typeof ITEMS) => act(() => replace(items)) };
  }

  test('the track is put back at its start at once (not smoothly), before the frame is painted', () => {
    const { track, asked, replaceItems } = renderReplaceable();
    layOut(track, 0);
    replaceItems(RANKED);
    expect(asked).toEqual([{ left: 0, behavior: 'instant' }]);
  });

  test('a track the shopper scrolled stays where it is', () => {
    const { track, asked, replaceItems } = renderReplaceable();
    layOut(track, 900);
    replaceItems(RANKED);
    expect(asked).toEqual([]);
  });

  test('cards added after the same first card ask nothing (the snapped first card stays where it is)', () => {
    const { track, asked, replaceItems } = renderReplaceable();
    layOut(track, 0);
    replaceItems([...ITEMS, { id: 13, name: 'Product 13' }]);
    expect(asked).toEqual([]);
  });
});

describe('ProductCarousel: keyboard (000 §2 back and forward buttons)', () => {
  test('the arrows are plain buttons in the tab order, so Tab reaches them and Enter or Space presses them', () => {
    renderCarousel(ITEMS);
    for (const button of [back(), forward()]) {
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('type')).toBe('button');
      expect(button.tabIndex).toBe(0);
    }
    // Every card's own links stay in the tab order: the browser scrolls a focused card into view.
    expect(screen.getByRole('link', { name: 'Product 12' }).tabIndex).toBe(0);
  });

  test('pressing forward until the end hands focus to back instead of dropping it on the page', () => {
    renderCarousel(ITEMS);
    const track = screen.getByRole('list');
    layOut(track, 900);
    forward().focus();
    layOut(track, 2000);
    expect(forward().disabled).toBe(true);
    expect(document.activeElement).toBe(back());
  });

  test('and back to the start hands it to forward', () => {
    renderCarousel(ITEMS);
    const track = screen.getByRole('list');
    layOut(track, 900);
    back().focus();
    layOut(track, 0);
    expect(back().disabled).toBe(true);
    expect(document.activeElement).toBe(forward());
  });

  test('focus elsewhere stays where it is', () => {
    renderCarousel(ITEMS);
    const track = screen.getByRole('list');
    layOut(track, 900);
    const card = screen.getByRole('link', { name: 'Product 3' });
    card.focus();
    layOut(track, 2000);
    expect(document.activeElement).toBe(card);
  });
});

describe("ProductCarousel: 'View all' (000 §2: shown by default)", () => {
  test('shows whenever there is somewhere to go, named after its row', () => {
    renderCarousel(ITEMS, { viewAllTo: '/brands/3/kiva/products' });
    const link = screen.getByRole('link', { name: 'View all: Staff picks' });
    expect(link.textContent).toBe('View all');
    // framelessEmbed keeps the widget route in the partner page's ?canopy= (DESIGN §1.5).
    expect(decodeURIComponent(link.getAttribute('href')!)).toBe('/?canopy=/brands/3/kiva/products');
  });

  test('is left out when there is nowhere to go', () => {
    renderCarousel(ITEMS, { viewAllTo: null });
    expect(screen.queryByRole('link', { name: /View all/ })).toBeNull();
  });
});

describe('ProductCarousel: loading, loaded, empty', () => {
  test(`shows ${CAROUSEL_SKELETON_CARDS} skeleton cards while loading (000 §4), busy, with both arrows disabled`, () => {
    const { container } = renderCarousel(undefined);
    expect(CAROUSEL_SKELETON_CARDS).toBe(20);
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(20);
    expect(screen.getByRole('region', { name: 'Staff picks' }).getAttribute('aria-busy')).toBe('true');
    layOut(container.querySelector('ul')!, 0);
    expect([back().disabled, forward().disabled]).toEqual([true, true]);
  });

  test('renders one list item per product once loaded, and no skeletons', () => {
    const { container } = renderCarousel(ITEMS);
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('region', { name: 'Staff picks' }).hasAttribute('aria-busy')).toBe(false);
  });

  test('an empty row renders nothing, or its empty text when it has one', () => {
    const { container, unmount } = renderCarousel([]);
    expect(container.querySelector('section')).toBeNull();
    unmount();
    renderCarousel([], { emptyText: 'None on the menu right now.' });
    expect(screen.getByText('None on the menu right now.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('ProductCarousel: measuring without forcing a layout', () => {
  test('the first render reads no layout; the edges come from the ResizeObserver, after the browser laid out', () => {
    const observers: { callback: () => void; targets: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        readonly targets: Element[] = [];
        constructor(readonly callback: () => void) {
          observers.push(this);
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
      },
    );
    const reads = [
      vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockReturnValue(0),
      vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(3000),
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000),
    ];
    renderCarousel(ITEMS);
    expect(reads.map((read) => read.mock.calls.length)).toEqual([0, 0, 0]);
    const track = screen.getByRole('list');
    const observer = observers.at(-1)!;
    // The track and its last card: a change of cards that keeps the track's size is measured too.
    expect(observer.targets).toEqual([track, track.lastElementChild]);
    act(() => observer.callback());
    expect([back().disabled, forward().disabled]).toEqual([true, false]);
  });
});

describe('ProductCarousel: the gap (000 §9: 24 px, 16 px on mobile, which 000 §2 puts at up to 480 px)', () => {
  test.each([
    { screen: 'mobile (up to 480 px)', gap: 16, rule: /^\.cn-pcar\{--cn-pcar-gap:16px;/m },
    { screen: 'from 481 px', gap: 24, rule: /@container cn \(min-width:481px\)\{\.cn-pcar\{--cn-pcar-gap:24px\}\}/ },
  ])('$screen: $gap px', ({ rule }) => {
    expect(carouselCss).toMatch(rule);
    expect(carouselCss).toContain('.cn-pcar__track{width:100%;display:grid;grid-auto-flow:column;gap:var(--cn-pcar-gap);');
  });

  test('the constants are the spec numbers', () => {
    expect([CAROUSEL_GAP_PX, CAROUSEL_GAP_MOBILE_PX]).toEqual([24, 16]);
  });
});
