import { useEffect, useRef } from 'react';
import type { AnalyticsEvent, AnalyticsParams } from '../../platform/analytics';
import { useWidget } from './WidgetContext';

/**
 * Sends an analytics event once for each `key` a component shows (a list, a product, a screen): with a null key
 * (the data is still loading) it waits, and the same key again (a re-render) sends nothing more.
 */
export function useTrack(event: AnalyticsEvent, key: string | null, params: () => AnalyticsParams): void {
  const { analytics } = useWidget();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (key === null || sent.current === key) return;
    sent.current = key;
    analytics.track(event, params());
  });
}
