import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import '../support/testWidget';
import { WEIGHT_BUTTON_HEIGHT_PX, WEIGHT_BUTTON_WIDTH_PX } from '../../../../shared/constants';
import type { WeightId } from '../../../../shared/types';
import { catalogCss } from '../../../../widget/ui/catalogCss';
import { WeightButtons } from '../../../../widget/ui/WeightButtons';

const weights: WeightId[] = ['gram', 'eighth_ounce', 'quarter_ounce'];
const prices: Partial<Record<WeightId, number>> = { gram: 1200, eighth_ounce: 3500, quarter_ounce: 6500 };

describe('WeightButtons', () => {
  test('000 §3: one radio per weight, labelled 1g / 3.5g / 7g with its price, the chosen one checked', () => {
    render(<WeightButtons weights={weights} selected="eighth_ounce" onSelect={() => undefined} currency="USD" label="Weight" priceOf={(w) => prices[w] ?? null} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(['1g$12.00', '3.5g$35.00', '7g$65.00']);
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    // One tab stop: the checked radio.
    expect(radios.map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
  });

  test('a click and the arrow keys choose a weight (wrapping at the ends)', () => {
    const onSelect = vi.fn();
    render(<WeightButtons weights={weights} selected="quarter_ounce" onSelect={onSelect} currency="USD" label="Weight" />);
    fireEvent.click(screen.getByRole('radio', { name: /1g/ }));
    expect(onSelect).toHaveBeenLastCalledWith('gram');
    fireEvent.keyDown(screen.getByRole('radiogroup'), { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenLastCalledWith('gram');
    fireEvent.keyDown(screen.getByRole('radiogroup'), { key: 'ArrowLeft' });
    expect(onSelect).toHaveBeenLastCalledWith('eighth_ounce');
    fireEvent.keyDown(screen.getByRole('radiogroup'), { key: 'Home' });
    expect(onSelect).toHaveBeenLastCalledWith('gram');
  });

  test('without priceOf (hide_prices) the buttons show the weight only', () => {
    render(<WeightButtons weights={weights} selected="gram" onSelect={() => undefined} currency="USD" label="Weight" />);
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['1g', '3.5g', '7g']);
  });

  test('000 §9: a weight button is 54 high and 88 wide', () => {
    expect([WEIGHT_BUTTON_HEIGHT_PX, WEIGHT_BUTTON_WIDTH_PX]).toEqual([54, 88]);
    expect(catalogCss).toContain('width:88px;height:54px');
  });

  // A row of 88-wide buttons is wider than a narrow card: it scrolls, and says so with a fade at the edge that has more.
  const box = (element: HTMLElement, sizes: { scrollLeft?: number; scrollWidth?: number; clientWidth?: number; offsetLeft?: number; offsetWidth?: number }) => {
    for (const [name, value] of Object.entries(sizes)) Object.defineProperty(element, name, { value, configurable: true, writable: true });
  };
  const flowerWeights: WeightId[] = ['gram', 'two_gram', 'eighth_ounce', 'quarter_ounce', 'half_ounce', 'ounce'];

  test('000 §3: a row wider than its card marks the edges that have more weights (the edge fade)', async () => {
    render(<WeightButtons weights={flowerWeights} selected="gram" onSelect={() => undefined} currency="USD" label="Weight" />);
    const group = screen.getByRole('radiogroup');
    box(group, { scrollLeft: 0, scrollWidth: 6 * 94, clientWidth: 180 });
    fireEvent.scroll(group);
    expect(group.dataset.more).toBe('end');
    box(group, { scrollLeft: 100 });
    fireEvent.scroll(group);
    expect(group.dataset.more).toBe('start end');
    box(group, { scrollLeft: 6 * 94 - 180 });
    fireEvent.scroll(group);
    expect(group.dataset.more).toBe('start');
  });

  test('000 §3: the arrow keys scroll the weight they reach into the row, clear of the fade', () => {
    let selected: WeightId = 'gram';
    const { rerender } = render(<WeightButtons weights={flowerWeights} selected={selected} onSelect={(w) => (selected = w)} currency="USD" label="Weight" />);
    const group = screen.getByRole('radiogroup');
    box(group, { scrollLeft: 0, scrollWidth: 6 * 94, clientWidth: 180 });
    screen.getAllByRole('radio').forEach((radio, index) => box(radio, { offsetLeft: index * 94, offsetWidth: 88 }));
    fireEvent.keyDown(group, { key: 'End' });
    rerender(<WeightButtons weights={flowerWeights} selected={selected} onSelect={(w) => (selected = w)} currency="USD" label="Weight" />);
    expect(selected).toBe('ounce');
    const last = screen.getAllByRole('radio')[5];
    expect(document.activeElement).toBe(last);
    expect(group.scrollLeft).toBeGreaterThanOrEqual(5 * 94 + 88 - 180);
    fireEvent.keyDown(group, { key: 'Home' });
    expect(group.scrollLeft).toBe(0);
  });

  test('000 §3: the row does not cut a label or a price (no ellipsis, no fixed-width clipping of the text)', () => {
    expect(catalogCss).toMatch(/\.cn-weight__price\{[^}]*white-space:nowrap/);
    expect(catalogCss).toMatch(/\.cn-weights\[data-more[^{]*\{[^}]*mask-image/);
  });
});
