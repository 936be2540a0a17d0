import { useEffect, useState } from 'react';
import { FIRST_SCREEN_ITEMS } from '../../../shared/constants';
import { useSignalValue } from '../../state/useSignalValue';
import { useWidget } from './WidgetContext';

/**
 * The items of a list to draw now. While the widget draws its very first frame, only those that can be on the first
 * screen at the widget's size class (FIRST_SCREEN_ITEMS; DESIGN §3 first product card: the menu's 36 cards are about
 * 830 of its 1,030 elements). A list drawn in that frame then grows by as many again per painted frame, each step in a
 * task of its own, until it draws every item (DESIGN §3 framelessEmbed TBT: the rest of the grid and the carousels in
 * one render was a 200 ms task at 4× CPU, and a tap in it waited for all of it). Lists mounted later, and every
 * render once a list is whole (a filter's new answer), draw every item at once.
 */
export function useFirstScreen<T>(items: readonly T[], list: 'carousel' | 'grid'): readonly T[] {
  const widget = useWidget();
  const firstScreen = useSignalValue(widget.firstScreen);
  // How many screens of items the list draws: null once it draws them all.
  const [screens, setScreens] = useState<number | null>(() => (firstScreen ? 1 : null));
  // Measured before the first render (mountWidget); the widest class draws the most if it were not.
  const limit = screens === null ? Infinity : screens * FIRST_SCREEN_ITEMS[widget.sizeClass.peek() ?? 'desktop'][list];
  const whole = items.length <= limit;
  useEffect(() => {
    if (firstScreen || screens === null) return;
    if (whole) return setScreens(null);
    let live = true;
    afterNextPaint(window, () => {
      if (live) setScreens(screens + 1);
    });
    return () => {
      live = false;
    };
  }, [firstScreen, screens, whole]);
  return whole ? items : items.slice(0, limit);
}

/**
 * Runs `fn` once the frame being drawn now has been painted: after the next animation frame's task. An iframe the
 * browser does not render (offscreen cross-origin frames are throttled, background tabs too) gets no animation
 * frame, so `fn` runs after `latestMs` anyway: the lists must not stay short on a page the shopper scrolls to, nor a
 * choice wait for a frame that does not come.
 */
export function afterNextPaint(win: Window, fn: () => void, latestMs = 250): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    fn();
  };
  const timer = win.setTimeout(once, latestMs);
  if (typeof win.requestAnimationFrame === 'function') {
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(timer);
        once();
      }, 0),
    );
  }
}
