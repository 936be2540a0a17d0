import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Keeps a carousel's track at its start when its first card changes while it is there (000 §2: back is disabled at
 * scroll position 0). Chromium re-snaps a mandatory-snap scroller to the element it was snapped to when layout moves
 * that element (CSS Scroll Snap 1, re-snapping after layout changes): Best sellers' ranking, which replaces the
 * inlined cards in the same carousel, puts the products sold since first, the first card moves along, and the track
 * followed it a card in, its back arrow enabled on what the shopper sees as the row's start. Only a new first card can
 * carry the track (cards appended or replaced after it leave the snapped first card where it is), so only then is the
 * track put back, before the frame is painted and without the smooth scroll of its CSS.
 */
export function useStartKept(track: RefObject<HTMLElement | null>, firstKey: unknown, atStart: boolean): void {
  const drawnFirst = useRef(firstKey);
  useLayoutEffect(() => {
    if (drawnFirst.current === firstKey) return;
    drawnFirst.current = firstKey;
    if (atStart) track.current?.scrollTo({ left: 0, behavior: 'instant' });
  }, [track, firstKey, atStart]);
}
