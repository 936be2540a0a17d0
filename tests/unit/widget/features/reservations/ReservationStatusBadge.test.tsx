import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { ReservationStatusBadge } from '../../../../../widget/features/reservations/ReservationStatusBadge';
import { statusOf } from '../../../../../widget/features/reservations/reservationWords';

// DESIGN §1.7: the shopper's reservation pages show where the store has got to, in words (the colour only repeats them).

afterEach(cleanup);

describe('the status badge of a reservation', () => {
  test.each([
    ['placed', 'pickup', 'Placed', 'info'],
    ['accepted', 'delivery', 'Accepted', 'progress'],
    ['ready', 'pickup', 'Ready for pickup', 'ready'],
    ['ready', 'curbside', 'Ready for pickup', 'ready'],
    ['ready', 'delivery', 'Ready for delivery', 'ready'],
    ['completed', 'pickup', 'Completed', 'done'],
    ['cancelled', 'pickup', 'Cancelled', 'cancelled'],
    ['on_hold', 'pickup', 'On hold', 'info'],
  ] as const)('%s (%s) reads "%s"', (status, mode, label, tone) => {
    const { container } = render(<ReservationStatusBadge reservation={{ status, reservation_mode: mode, cancel_reason: null }} />);
    expect(screen.getByText(label).className).toContain(`cn-resv-badge--${tone}`);
    expect(container.textContent).toBe(label);
  });

  test('a cancelled reservation says why, in the store’s words, as text', () => {
    const reason = '<b>Out of stock</b> on Blue Dream';
    const { container } = render(<ReservationStatusBadge reservation={{ status: 'cancelled', reservation_mode: 'pickup', cancel_reason: reason }} />);
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText(`Reason: ${reason}`)).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
  });

  test('a reason is shown only while it is cancelled', () => {
    const { container } = render(<ReservationStatusBadge reservation={{ status: 'ready', reservation_mode: 'pickup', cancel_reason: 'stale' }} />);
    expect(container.textContent).toBe('Ready for pickup');
  });
});

describe('the headline of a reservation page', () => {
  test.each([
    ['placed', 'pickup', 'Your order is reserved'],
    ['accepted', 'pickup', 'The store accepted your order'],
    ['ready', 'pickup', 'Your order is ready for pickup'],
    ['ready', 'delivery', 'Your order is ready for delivery'],
    ['completed', 'pickup', 'Your order is complete'],
    ['cancelled', 'pickup', 'This order was cancelled'],
  ])('%s (%s): "%s"', (status, mode, headline) => {
    expect(statusOf(status, mode).headline).toBe(headline);
  });
});
