import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { CAROUSEL_SKELETON_CARDS, CAROUSEL_VIEW_ALL_LABEL } from '../../shared/constants';
import { Link, useFirstScreen, useStyles } from '../app';
import { carouselCss } from './carouselCss';
import type { ScrollEdges } from './scrollEdges';
import { useScrollEdges } from './useScrollEdges';
import { useStartKept } from './useStartKept';

export interface ProductCarouselProps<T> {
  readonly title: string;
  readonly subtitle?: string | null;
  /** undefined while loading: 20 skeleton cards show (000 §4). */
  readonly items: readonly T[] | undefined;
  readonly renderItem: (item: T, index: number) => ReactNode;
  readonly itemKey: (item: T) => string | number;
  /** Where 'View all' goes: the button shows by default (000 §2) whenever there is somewhere to go. */
  readonly viewAllTo?: string | null;
  /** Shown instead of the row when it has no items; without it an empty row renders nothing. */
  readonly emptyText?: string;
  readonly headingLevel?: 2 | 3;
  /**
   * Whether skeleton cards stand for an answer on its way (aria-busy, the default). False where the items are here and
   * only wait to be drawn (a row far below the screen): nothing is loading, so nothing tells assistive tech to wait.
   */
  readonly busy?: boolean;
}

/**
 * A horizontal row of cards (000 §2): back disabled at scroll position 0, forward disabled at the end,
 * 'View all'; 24 px gap, 16 px on mobile (000 §9). The row is a real list, so screen readers announce how
 * many products it holds, and every card stays reachable with Tab even when scrolled out of view (the
 * browser scrolls a focused card into view). The arrows are buttons; when the one holding focus becomes
 * disabled at an edge, focus moves to the other one instead of falling back to the page.
 */
export function ProductCarousel<T>(props: ProductCarouselProps<T>) {
  const { title, subtitle, items, renderItem, itemKey, viewAllTo, emptyText, headingLevel = 2, busy = true } = props;
  useStyles('carousel', carouselCss);
  const track = useRef<HTMLUListElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const forward = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const trackId = `${headingId}-track`;
  const loading = items === undefined;
  const drawn = useFirstScreen(items ?? [], 'carousel');
  const keepFocus = (next: ScrollEdges) => {
    const active = (track.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
    if (next.atEnd && !next.atStart && active === forward.current) back.current?.focus({ preventScroll: true });
    if (next.atStart && !next.atEnd && active === back.current) forward.current?.focus({ preventScroll: true });
  };
  const edges = useScrollEdges(track, loading ? -1 : drawn.length, keepFocus);
  useStartKept(track, drawn.length > 0 ? itemKey(drawn[0]) : undefined, edges.atStart);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (!loading && items.length === 0 && !emptyText) return null;

  // Most of a width per press; the track's scroll-behavior makes it smooth unless the shopper reduces motion.
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * Math.max(element.clientWidth * 0.9, 1) });
  };

  return (
    <section className="cn-pcar" aria-labelledby={headingId} aria-busy={(loading && busy) || undefined}>
      <div className="cn-pcar__head">
        <Heading id={headingId} className="cn-h2 cn-pcar__title">
          {title}
          {subtitle && <span className="cn-pcar__sub">{subtitle}</span>}
        </Heading>
        <div className="cn-pcar__nav">
          {viewAllTo && (
            <Link className="cn-btn cn-btn--ghost cn-btn--small cn-pcar__viewall" to={viewAllTo} aria-label={`${CAROUSEL_VIEW_ALL_LABEL}: ${title}`}>
              {CAROUSEL_VIEW_ALL_LABEL}
            </Link>
          )}
          <button
            ref={back}
            type="button"
            className="cn-pcar__arrow"
            aria-label={`Scroll ${title} back`}
            aria-controls={trackId}
            disabled={loading || edges.atStart}
            onClick={() => scroll(-1)}
          >
            <Chevron direction="left" />
          </button>
          <button
            ref={forward}
            type="button"
            className="cn-pcar__arrow"
            aria-label={`Scroll ${title} forward`}
            aria-controls={trackId}
            disabled={loading || edges.atEnd}
            onClick={() => scroll(1)}
          >
            <Chevron direction="right" />
          </button>
        </div>
      </div>
      {!loading && items.length === 0 ? (
        <p className="cn-pcar__empty">{emptyText}</p>
      ) : (
        <ul ref={track} id={trackId} className={`cn-pcar__track${loading ? ' cn-pcar__track--loading' : ''}`} aria-labelledby={headingId}>
          {loading
            ? Array.from({ length: CAROUSEL_SKELETON_CARDS }, (_, index) => (
                <li key={index} aria-hidden="true" data-skeleton="">
                  <div className="cn-skel cn-pcar__skeleton" />
                </li>
              ))
            : drawn.map((item, index) => <li key={itemKey(item)}>{renderItem(item, index)}</li>)}
        </ul>
      )}
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}
