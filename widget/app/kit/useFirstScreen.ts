import { FIRST_SCREEN_ITEMS } from '../../../shared/constants';
import { useSignalValue } from '../../state/useSignalValue';
import { useWidget } from './WidgetContext';

/**
 * The items of a list to draw now: while the widget draws its very first frame, only those that can be on the
 * first screen at the widget's size class (FIRST_SCREEN_ITEMS), and all of them from the next frame on (DESIGN §3
 * first product card: the menu's 36 cards are about 830 of its 1,030 elements). Later renders draw every item.
 */
export function useFirstScreen<T>(items: readonly T[], list: 'carousel' | 'grid'): readonly T[] {
  const widget = useWidget();
  const firstScreen = useSignalValue(widget.firstScreen);
  if (!firstScreen) return items;
  // Measured before the first render (mountWidget); the widest class draws the most if it were not.
  const limit = FIRST_SCREEN_ITEMS[widget.sizeClass.peek() ?? 'desktop'][list];
  return items.length > limit ? items.slice(0, limit) : items;
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
