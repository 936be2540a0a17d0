import type { ViewportInfo } from '../../shared/protocol';

/**
 * In an iframe as tall as its content, the bottom of the iframe may be far below the screen: the top (px from
 * the widget's top) of a spot 16 px above the bottom of the part of the widget the shopper can see. Null when
 * the host reports no viewport (framelessEmbed, or before it does), where `position: fixed` does the job.
 */
export function visibleBottomTop(view: ViewportInfo | null, doc: Document): number | null {
  if (!view) return null;
  return Math.max(0, Math.min(view.scrollTop - view.offsetTop + view.viewportHeight, doc.documentElement.scrollHeight) - 16);
}
