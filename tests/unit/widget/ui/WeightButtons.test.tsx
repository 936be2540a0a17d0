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
});
