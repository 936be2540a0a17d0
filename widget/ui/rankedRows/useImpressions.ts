import { useEffect, useMemo } from 'react';
import type { DmClient } from '../../api/dmClient';
import { useWidget } from '../../app';
import { queueImpression, type RankedItem } from './rowEvents';

/** 001 §7: a card counts as seen once at least half of it has been on screen. */
export const IMPRESSION_VISIBLE_SHARE = 0.5;

/**
 * Watches a row's cards and queues one impression per product while the row (one placement) stays drawn, that is per
 * page view: a card scrolled out and back is not counted again. Returns the ref each card's element registers with.
 * Without IntersectionObserver nothing is counted (no guess at what the shopper saw).
 */
export function useImpressions(client: DmClient): (element: Element | null, product: RankedItem) => void {
  const widget = useWidget();
  const watcher = useMemo(() => {
    const seen = new Set<string>();
    const products = new Map<Element, RankedItem>();
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                const product = products.get(entry.target);
                if (!product || !entry.isIntersecting || entry.intersectionRatio < IMPRESSION_VISIBLE_SHARE) continue;
                if (seen.has(product.object_id)) continue;
                seen.add(product.object_id);
                queueImpression(widget, client, product);
              }
            },
            { threshold: IMPRESSION_VISIBLE_SHARE },
          )
        : null;
    return { seen, products, observer };
  }, [widget, client]);
  useEffect(() => () => watcher.observer?.disconnect(), [watcher]);
  return useMemo(
    () => (element: Element | null, product: RankedItem) => {
      if (!element || !watcher.observer || watcher.products.get(element) === product) return;
      watcher.products.set(element, product);
      watcher.observer.observe(element);
    },
    [watcher],
  );
}
