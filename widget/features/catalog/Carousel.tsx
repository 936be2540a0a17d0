import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { CAROUSEL_SKELETON_CARDS, CAROUSEL_VIEW_ALL_LABEL } from '../../../shared/constants';
import { Link } from '../../app/router/Link';

export interface CarouselProps {
  readonly title: string;
  readonly children?: ReactNode;
  /** While loading, 20 skeleton cards show (000 §4). */
  readonly loading?: boolean;
  /** The 'View all' target (000 §2: shown by default). */
  readonly viewAllHref?: string | null;
  readonly id: string;
}

/**
 * A product carousel (000 §2, 001 §4): back is disabled at scroll position 0, forward at the end; the gap is
 * 24 px (16 px on mobile, 000 §9) and the track scrolls by touch, by the buttons and by keyboard.
 */
export function Carousel({ title, children, loading = false, viewAllHref, id }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const atStart = el.scrollLeft <= 1;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
  }, []);

  // Measured in a ResizeObserver callback, which runs after the browser's own layout: reading the scroll extent
  // straight from the effect forced a second layout of the whole page while the menu was first rendering. The
  // last slide is observed too, so a change of slides (not only of the track's size) is measured.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    if (typeof ResizeObserver !== 'function') return update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.lastElementChild) observer.observe(el.lastElementChild);
    return () => observer.disconnect();
  }, [update, loading, children]);

  const scrollBy = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    el.scrollBy({ left: direction * Math.max(el.clientWidth * 0.9, 160), behavior: 'smooth' });
  };

  const headingId = `${id}-title`;
  return (
    <section className="cn-carousel" aria-labelledby={headingId}>
      <div className="cn-carousel__head">
        <h2 className="cn-h2" id={headingId}>
          {title}
        </h2>
        <div className="cn-carousel__controls">
          {viewAllHref !== null && viewAllHref !== undefined && (
            <Link className="cn-btn cn-btn--ghost cn-btn--small" to={viewAllHref} aria-label={`${CAROUSEL_VIEW_ALL_LABEL}: ${title}`}>
              {CAROUSEL_VIEW_ALL_LABEL}
            </Link>
          )}
          <button type="button" className="cn-iconbtn" aria-label={`Scroll ${title} back`} aria-controls={`${id}-track`} disabled={edges.atStart} onClick={() => scrollBy(-1)}>
            ‹
          </button>
          <button type="button" className="cn-iconbtn" aria-label={`Scroll ${title} forward`} aria-controls={`${id}-track`} disabled={edges.atEnd} onClick={() => scrollBy(1)}>
            ›
          </button>
        </div>
      </div>
      <ul className="cn-carousel__track" id={`${id}-track`} ref={track} onScroll={update} aria-busy={loading || undefined}>
        {loading
          ? Array.from({ length: CAROUSEL_SKELETON_CARDS }, (_, i) => (
              <li key={i} className="cn-carousel__item" data-testid="carousel-skeleton">
                <div className="cn-skel" style={{ height: 320 }} />
              </li>
            ))
          : children}
      </ul>
    </section>
  );
}

/** One slide of a Carousel. */
export function CarouselItem({ children }: { children?: ReactNode }) {
  return <li className="cn-carousel__item">{children}</li>;
}
