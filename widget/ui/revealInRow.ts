/** How far a scrolling row fades out at an edge with more content (catalogCss `.cn-weights[data-more]`). */
export const ROW_FADE_PX = 24;

/**
 * Scrolls a horizontal row just enough that `item` sits inside it, clear of the edge fade. The row is the item's
 * offset parent (positioned), so `offsetLeft` is measured from the row's content start.
 */
export function revealInRow(row: HTMLElement, item: HTMLElement): void {
  const first = item.offsetLeft - ROW_FADE_PX;
  const last = item.offsetLeft + item.offsetWidth + ROW_FADE_PX - row.clientWidth;
  if (row.scrollLeft > first) row.scrollLeft = Math.max(0, first);
  else if (row.scrollLeft < last) row.scrollLeft = last;
}
