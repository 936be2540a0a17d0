import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { scrollEdges } from './scrollEdges';
import type { ScrollEdges } from './scrollEdges';

const NOT_MEASURED: ScrollEdges = { atStart: true, atEnd: true };

/**
 * The scroll edges of a horizontal scroller, kept current on scroll, on resize and when its content changes.
 * `beforeChange` runs before the new edges render, while the buttons they disable are still enabled.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, contentKey: unknown, beforeChange?: (next: ScrollEdges, previous: ScrollEdges) => void): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NOT_MEASURED);
  const current = useRef(edges);
  const listener = useRef(beforeChange);
  listener.current = beforeChange;

  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const next = scrollEdges(element);
    const previous = current.current;
    if (previous.atStart === next.atStart && previous.atEnd === next.atEnd) return;
    current.current = next;
    listener.current?.(next, previous);
    setEdges(next);
  }, [ref]);

  // Measured in a ResizeObserver callback, which runs after the browser's own layout: reading the scroll extent
  // straight from the effect forced a second layout of the whole page while the menu was first rendering. The
  // last slide is observed too, so a change of slides (not only of the track's size) is measured. A scroll
  // event comes after the scroll's own layout, so reading there costs nothing either.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.addEventListener('scroll', update, { passive: true });
    let observer: ResizeObserver | null = null;
    if (typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(update);
      observer.observe(element);
      if (element.lastElementChild) observer.observe(element.lastElementChild);
    } else {
      update();
    }
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, update, contentKey]);

  return edges;
}
