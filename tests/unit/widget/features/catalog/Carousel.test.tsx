import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { CAROUSEL_SKELETON_CARDS } from '../../../../../shared/constants';
import { Carousel, CarouselItem } from '../../../../../widget/features/catalog/Carousel';
import { catalogCss } from '../../../../../widget/features/catalog/catalogCss';
import { renderInWidget } from '../../support/testWidget';

function setScroll(track: HTMLElement, { left, width, scrollWidth }: { left: number; width: number; scrollWidth: number }) {
  Object.defineProperty(track, 'scrollLeft', { configurable: true, value: left });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
  fireEvent.scroll(track);
}

const slides = Array.from({ length: 8 }, (_, i) => (
  <CarouselItem key={i}>
    <p>Slide {i}</p>
  </CarouselItem>
));

describe('Carousel (000 §2, 001 §4)', () => {
  test('back is disabled at scroll position 0 and forward at the end', () => {
    renderInWidget(
      <Carousel id="c1" title="Staff picks" viewAllHref="/products">
        {slides}
      </Carousel>,
    );
    const track = screen.getByRole('list');
    const back = screen.getByRole('button', { name: 'Scroll Staff picks back' }) as HTMLButtonElement;
    const forward = screen.getByRole('button', { name: 'Scroll Staff picks forward' }) as HTMLButtonElement;
    setScroll(track, { left: 0, width: 400, scrollWidth: 1600 });
    expect([back.disabled, forward.disabled]).toEqual([true, false]);
    setScroll(track, { left: 600, width: 400, scrollWidth: 1600 });
    expect([back.disabled, forward.disabled]).toEqual([false, false]);
    setScroll(track, { left: 1200, width: 400, scrollWidth: 1600 });
    expect([back.disabled, forward.disabled]).toEqual([false, true]);
  });

  test("000 §2: 'View all' is shown by default when a target is given", () => {
    renderInWidget(
      <Carousel id="c2" title="Deals" viewAllHref="/specials">
        {slides}
      </Carousel>,
    );
    expect(screen.getByRole('link', { name: 'View all: Deals' }).textContent).toBe('View all');
  });

  test('000 §4: 20 skeleton cards while loading', () => {
    renderInWidget(<Carousel id="c3" title="Loading row" loading />);
    expect(screen.getAllByTestId('carousel-skeleton')).toHaveLength(CAROUSEL_SKELETON_CARDS);
    expect(CAROUSEL_SKELETON_CARDS).toBe(20);
  });

  test('000 §9: the gap is 24 px, 16 px on mobile', () => {
    expect(catalogCss).toMatch(/\.cn-carousel__track\{display:flex;gap:16px/);
    expect(catalogCss).toMatch(/min-width:481px\)\{\.cn-carousel__track\{gap:24px\}/);
  });
});
