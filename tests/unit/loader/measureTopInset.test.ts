import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { measureTopInset } from '../../../loader/measureTopInset';

// happy-dom has no layout: each element gets a box (viewport coordinates) and elementsFromPoint answers from
// those boxes in a given paint order (top-most first), the way a browser's hit testing would.
type Box = { top: number; bottom: number; left: number; right: number };

describe('measureTopInset', () => {
  const boxes = new Map<Element, Box>();
  let paintOrder: Element[];
  let widget: HTMLElement; // the iframe, or the frameless shadow host
  let main: HTMLElement;

  const place = (element: Element, box: Box) => {
    boxes.set(element, box);
    vi.spyOn(element, 'getBoundingClientRect').mockImplementation(
      () => ({ ...box, x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top, toJSON: () => box }) as DOMRect,
    );
  };
  const bar = (position: string, top: number, bottom: number, left = 0, right = 1280) => {
    const element = document.createElement('header');
    element.style.position = position;
    document.body.append(element);
    place(element, { top, bottom, left, right });
    return element;
  };

  beforeEach(() => {
    vi.stubGlobal('innerHeight', 800);
    main = document.createElement('main');
    widget = document.createElement('div');
    main.append(widget);
    document.body.append(main);
    // The widget fills the viewport's width below y 0 (the page is scrolled into it); its parent too.
    place(main, { top: -500, bottom: 3000, left: 0, right: 1280 });
    place(widget, { top: -400, bottom: 2900, left: 20, right: 1260 });
    paintOrder = [];
    document.elementsFromPoint = (x: number, y: number) =>
      [...paintOrder, widget, main, document.body, document.documentElement].filter((element) => {
        const box = element === document.body || element === document.documentElement ? { top: -1e6, bottom: 1e6, left: -1e6, right: 1e6 } : boxes.get(element);
        return !!box && x >= box.left && x < box.right && y >= box.top && y < box.bottom;
      });
  });
  afterEach(() => {
    document.body.replaceChildren();
    boxes.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  test('is 0 when nothing fixed or sticky covers the viewport top', () => {
    const notice = bar('static', -30, 0);
    paintOrder = [notice];
    expect(measureTopInset(widget)).toBe(0);
  });

  test('is the bottom edge of a fixed header over the widget', () => {
    paintOrder = [bar('fixed', 0, 64)];
    expect(measureTopInset(widget)).toBe(64);
  });

  test('rounds a fractional edge up, so the widget content starts below the header, never a pixel under it', () => {
    paintOrder = [bar('sticky', 0, 61.4)];
    expect(measureTopInset(widget)).toBe(62);
  });

  test('follows stacked bars down: a fixed notice strip over a sticky header', () => {
    paintOrder = [bar('fixed', 0, 28), bar('sticky', 28, 90)];
    expect(measureTopInset(widget)).toBe(90);
  });

  test('takes the lowest edge across the widget: a bar over its right part only still counts', () => {
    paintOrder = [bar('fixed', 0, 40), bar('fixed', 0, 120, 900, 1280)];
    expect(measureTopInset(widget)).toBe(120);
  });

  test('ignores a bar painted under the widget: it hides nothing', () => {
    const header = bar('fixed', 0, 64);
    document.elementsFromPoint = () => [widget, header, main, document.body, document.documentElement];
    expect(measureTopInset(widget)).toBe(0);
  });

  test('ignores a fixed ancestor of the widget (a partner mounting the menu in a fixed panel)', () => {
    main.style.position = 'fixed';
    place(main, { top: 0, bottom: 800, left: 0, right: 1280 });
    place(widget, { top: 100, bottom: 800, left: 0, right: 1280 });
    // At y 0 the panel itself is hit, above the widget's top edge.
    expect(measureTopInset(widget)).toBe(0);
  });

  test.each([
    ['a fixed backdrop reaching below half the viewport', 0, 401, 0],
    ['a bar half the viewport tall', 0, 400, 400],
    ['a header slid out of view above the viewport', -64, 0, 0],
  ])('%s', (_, top, bottom, expected) => {
    paintOrder = [bar('fixed', top, bottom)];
    expect(measureTopInset(widget)).toBe(expected);
  });
});
