export interface ScrollBox {
  readonly scrollLeft: number;
  readonly scrollWidth: number;
  readonly clientWidth: number;
}

export interface ScrollEdges {
  readonly atStart: boolean;
  readonly atEnd: boolean;
}

// Sub-pixel scroll positions (zoomed pages, fractional widths) never quite reach the edge.
const TOLERANCE_PX = 2;

// 000 §2: the back button is disabled at scroll position 0, the forward button at the end.
export function scrollEdges(box: ScrollBox): ScrollEdges {
  const left = Math.max(0, box.scrollLeft);
  return {
    atStart: left <= TOLERANCE_PX,
    atEnd: left + box.clientWidth >= box.scrollWidth - TOLERANCE_PX,
  };
}
