import { useEffect, useState } from 'react';

/** How far below (or above) the screen an element counts as near: a screen's height, about a flick of the thumb. */
export const NEAR_SCREEN_MARGIN = '100% 0px';

/**
 * Whether an element is on or near the shopper's screen, from the first time it comes within a screen's height of it
 * (then true for good): a list far down the page can wait to draw its cards until the shopper scrolls towards it.
 * `watch` false answers true at once: where the widget's viewport is not the screen (an iframe the loader sizes to its
 * content has everything in its viewport, and its rootMargin would not apply across origins), or in a render nothing
 * scrolls. Without IntersectionObserver, true too: nothing is left undrawn for want of a way to see it. `element` is
 * watched from the render it is first given in (a callback ref's state: the element may be drawn later).
 */
export function useNearScreen(element: Element | null, watch: boolean): boolean {
  const [near, setNear] = useState(!watch || typeof IntersectionObserver !== 'function');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
