import { useCallback, useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { scrollEdges } from './scrollEdges';
import type { ScrollEdges } from './scrollEdges';

/** The scroll edges of a horizontal scroller, kept current on scroll, resize and when its content changes. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, contentKey: unknown): ScrollEdges & { update: () => void } {
  const [edges, setEdges] = useState<ScrollEdges>({ atStart: true, atEnd: true });
  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const next = scrollEdges(element);
    setEdges((previous) => (previous.atStart === next.atStart && previous.atEnd === next.atEnd ? previous : next));
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, update, contentKey]);

  return { ...edges, update };
}
