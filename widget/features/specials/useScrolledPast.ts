import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import type { ReadonlySignal } from '../../state/signals';

/**
 * Whether an element has scrolled out of view above the visible area, give or take `overlapPx`: a banner of
 * that height at the top would hide what is left of it anyway. In an iframe sized to its content the
 * iframe never scrolls: the host page does, and `visibleTop` (the shell's stickyTop) says how far below the
 * widget's top the visible area starts. Where the widget's own window scrolls, visibleTop is 0 and the
 * element's viewport position says it all.
 */
export function useScrolledPast(ref: RefObject<HTMLElement | null>, visibleTop: ReadonlySignal<number>, enabled: boolean, overlapPx = 0): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setPast(false);
      return;
    }
    const element = ref.current;
    const win = element?.ownerDocument.defaultView;
    if (!element || !win) return;
    const check = () => setPast(element.getBoundingClientRect().bottom < visibleTop.peek() + overlapPx);
    check();
    win.addEventListener('scroll', check, { passive: true });
    win.addEventListener('resize', check);
    const stop = visibleTop.subscribe(check);
    return () => {
      win.removeEventListener('scroll', check);
      win.removeEventListener('resize', check);
      stop();
    };
  }, [ref, visibleTop, enabled, overlapPx]);
  return past;
}
