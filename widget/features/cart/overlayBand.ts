import { visibleTopOf, type ViewportInfo } from '../../../shared/protocol';

/** A sheet never gets shorter than this, even when little of the widget is on screen. */
export const MIN_SHEET_HEIGHT_PX = 320;

/**
 * Where a modal or the drawer goes in an iframe as tall as its content (the host page scrolls, not the iframe):
 * the part of the widget the shopper can see, from below the host's fixed header (ViewportInfo topInset) to the
 * viewport's bottom or the widget's end, in widget px. `contentHeight` is the widget document's height.
 */
export function overlayBand(view: ViewportInfo, contentHeight: number): { top: number; height: number } {
  const top = visibleTopOf(view);
  const viewportBottom = view.scrollTop + view.viewportHeight - view.offsetTop;
  return { top, height: Math.max(MIN_SHEET_HEIGHT_PX, Math.round(Math.min(viewportBottom, contentHeight) - top)) };
}
