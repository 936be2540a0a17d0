import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { CountStepper } from '../../../../../widget/features/cart/CountStepper';
import '../../support/testWidget';

describe('CountStepper', () => {
  test('+ and − ask for the next count and the buttons are named after the product', () => {
    const onChange = vi.fn();
    render(<CountStepper count={2} label="Blue Dream 3.5g" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Blue Dream 3.5g' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Blue Dream 3.5g' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
    expect(screen.getByRole('group', { name: 'Quantity of Blue Dream 3.5g' }).textContent).toContain('2');
  });

  test.each([
    { count: 1, max: 99, busy: false, minus: true, plus: false },
    { count: 5, max: 5, busy: false, minus: false, plus: true },
    { count: 3, max: 99, busy: true, minus: true, plus: true },
  ])('count $count of max $max, busy $busy: − disabled $minus, + disabled $plus', ({ count, max, busy, minus, plus }) => {
    render(<CountStepper count={count} max={max} busy={busy} label="X" onChange={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Decrease quantity of X' }) as HTMLButtonElement).disabled).toBe(minus);
    expect((screen.getByRole('button', { name: 'Increase quantity of X' }) as HTMLButtonElement).disabled).toBe(plus);
  });
});
