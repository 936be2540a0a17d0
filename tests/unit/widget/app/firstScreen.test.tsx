import { act, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FIRST_SCREEN_ITEMS } from '../../../../shared/constants';
import { mountWidget } from '../../../../widget/app/mountWidget';
import { afterNextPaint, useFirstScreen } from '../../../../widget/app/kit/useFirstScreen';
import { WidgetContext } from '../../../../widget/app/kit/WidgetContext';
import { ProductCarousel } from '../../../../widget/ui/ProductCarousel';
import { createBridge, createMemoryTransport } from '../../../../widget/platform/bridge';
import { createTestWidget, renderInWidget } from '../support/testWidget';
import { framelessConfig } from '../support/framelessConfig';

const items = Array.from({ length: 24 }, (_, i) => ({ id: i + 1, name: `Product ${i + 1}` }));

function Grid({ items: list = items, onDraw }: { items?: typeof items; onDraw?: (length: number) => void }) {
  const drawn = useFirstScreen(list, 'grid');
  onDraw?.(drawn.length);
  return (
    <ul aria-label="grid">
      {drawn.map((item) => (
        <li key={item.id}>{item.name}</li>
      ))}
    </ul>
  );
}

describe('the first screen (DESIGN §3 first product card)', () => {
  afterEach(() => vi.useRealTimers());

  test('the numbers per size class: one card more than a carousel row shows, two rows of the grid', () => {
    expect(FIRST_SCREEN_ITEMS).toEqual({
      mobile: { carousel: 3, grid: 4 }, // up to 480 px: 2.5 cards a row, 2 columns
      verticalTablet: { carousel: 4, grid: 6 }, // up to 767 px: 3.4 cards, up to 3 columns
      tablet: { carousel: 5, grid: 6 }, // up to 1023 px: 4 cards, 3 columns
      desktop: { carousel: 6, grid: 8 }, // 5 whole cards, 4 columns
    });
  });

  test.each([
    { size: 'desktop', grid: 8, row: 6 },
    { size: 'mobile', grid: 4, row: 3 }, // a phone: 2 rows of 2 grid cards
  ] as const)('while the first frame is drawn at $size, the grid draws $grid and the carousel $row; then as many again per painted frame', async ({ size, grid, row }) => {
    const widget = createTestWidget();
    widget.instance.sizeClass.value = size;
    widget.instance.firstScreen.value = true;
    const lengths: number[] = [];
    renderInWidget(
      <>
        <Grid onDraw={(length) => lengths.push(length)} />
        <ProductCarousel title="Best sellers" items={items} itemKey={(item) => item.id} renderItem={(item) => <span>{item.name}</span>} />
      </>,
      widget,
    );
    const gridList = () => screen.getByRole('list', { name: 'grid' }).children;
    const rowList = () => screen.getByRole('list', { name: 'Best sellers' }).children;
    expect(gridList()).toHaveLength(grid);
    expect(rowList()).toHaveLength(row);

    act(() => {
      widget.instance.firstScreen.value = false;
    });
    // The frame that ends the first screen draws nothing more; the lists grow from the next painted frame on.
    expect(gridList()).toHaveLength(grid);
    await waitFor(() => expect(gridList()).toHaveLength(24));
    await waitFor(() => expect(rowList()).toHaveLength(24));
    const steps = [...new Set(lengths)];
    expect(steps).toEqual(Array.from({ length: Math.ceil(24 / grid) }, (_, i) => Math.min(24, grid * (i + 1))));
  });

  test('a whole list draws every item of its next answer at once (a filter, more results)', async () => {
    const widget = createTestWidget();
    widget.instance.sizeClass.value = 'mobile';
    widget.instance.firstScreen.value = true;
    const { rerender } = renderInWidget(<Grid />, widget);
    act(() => {
      widget.instance.firstScreen.value = false;
    });
    await waitFor(() => expect(screen.getByRole('list', { name: 'grid' }).children).toHaveLength(24));
    const more = [...items, ...items.map((item) => ({ id: item.id + 100, name: `More ${item.id}` }))];
    rerender(
      <WidgetContext.Provider value={widget.instance}>
        <Grid items={more} />
      </WidgetContext.Provider>,
    );
    expect(screen.getByRole('list', { name: 'grid' }).children).toHaveLength(48);
  });

  test('an instance nobody mounts (tests, later pages) draws every item at once', () => {
    renderInWidget(<Grid />);
    expect(screen.getByRole('list', { name: 'grid' }).children).toHaveLength(24);
  });

  test('mountWidget draws the first frame short and the rest once it is painted', async () => {
    globalThis.fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'nope' }), { status: 404 })) as typeof fetch;
    const root = document.createElement('div');
    document.body.appendChild(root);
    const bridge = createBridge(framelessConfig(), createMemoryTransport());
    const mounted = mountWidget(root, bridge);
    expect(mounted.instance.firstScreen.peek()).toBe(true);
    await waitFor(() => expect(mounted.instance.firstScreen.peek()).toBe(false));
    act(() => mounted.unmount());
    root.remove();
  });
});

describe('afterNextPaint', () => {
  afterEach(() => vi.useRealTimers());

  /** A window whose animation frames run only when the test says so. */
  function fakeWindow(frames: boolean) {
    const callbacks: FrameRequestCallback[] = [];
    const win = {
      setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
      clearTimeout: (id: number) => clearTimeout(id),
      requestAnimationFrame: frames ? (fn: FrameRequestCallback) => callbacks.push(fn) : undefined,
    } as unknown as Window;
    return { win, frame: () => callbacks.splice(0).forEach((fn) => fn(0)) };
  }

  test('runs in the task after the next animation frame, once', () => {
    vi.useFakeTimers();
    const { win, frame } = fakeWindow(true);
    const fn = vi.fn();
    afterNextPaint(win, fn);
    vi.advanceTimersByTime(10);
    expect(fn).not.toHaveBeenCalled();
    frame();
    expect(fn).not.toHaveBeenCalled(); // the frame is painted first
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('a frame the browser does not render (offscreen cross-origin iframe, background tab) still gets its lists after 250 ms', () => {
    vi.useFakeTimers();
    const { win } = fakeWindow(true);
    const fn = vi.fn();
    afterNextPaint(win, fn);
    vi.advanceTimersByTime(249);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('without requestAnimationFrame at all, after 250 ms', () => {
    vi.useFakeTimers();
    const { win } = fakeWindow(false);
    const fn = vi.fn();
    afterNextPaint(win, fn);
    vi.advanceTimersByTime(250);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
