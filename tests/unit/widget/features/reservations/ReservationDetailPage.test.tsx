import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { ReservationDetailPage, ReservationReceiptPage } from '../../../../../widget/features/reservations';
import { jsonError, pending, renderInWidget } from '../store/widgetHarness';
import { reservationFixture } from './reservationFixture';

const detail = (overrides = {}) => ({ '/reservations/41': { reservation: reservationFixture(overrides) } });

describe('a reservation (001 §2 /profile/reservations/{id})', () => {
  test('a guest is sent to log in and back to this reservation, and nothing is asked for', async () => {
    const { instance, calls } = renderInWidget(<ReservationDetailPage id={41} warning={null} />, { path: '/profile/reservations/41' });
    await waitFor(() => expect(instance.router.path.peek()).toBe('/login?return_to=%2Fprofile%2Freservations%2F41'));
    expect(calls).toEqual([]);
  });

  test('loading keeps the profile frame and a busy placeholder', () => {
    const { container } = renderInWidget(<ReservationDetailPage id={41} warning={null} />, { signedIn: true, routes: { '/reservations/41': pending } });
    expect(screen.getByRole('heading', { name: 'Reservation', level: 1 })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  test('a placed order: its state as the headline and a badge, window, items, totals and the ways on', async () => {
    renderInWidget(<ReservationDetailPage id={41} warning={null} />, { signedIn: true, routes: detail() });
    expect(await screen.findByRole('heading', { name: 'Your order is reserved', level: 1 })).toBeTruthy();
    expect(screen.getByText('Placed')).toBeTruthy();
    expect(screen.getByText(/Reservation #41 at/).textContent).toContain('placed Nov 18, 2026');
    expect(screen.getByText('1 × Blue Dream')).toBeTruthy();
    expect(screen.getByText('2 × Citrus Mints')).toBeTruthy();
    const totals = screen.getByText('Total').closest('dl')!;
    expect(within(totals).getByText('$51.94')).toBeTruthy();
    expect(within(totals).getByText('$9.94')).toBeTruthy(); // sales tax and the store's taxes, in one line
    const links = within(screen.getByRole('navigation', { name: 'This reservation' }));
    expect(links.getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe('/profile/reservations/41/receipt');
    expect(links.getByRole('link', { name: 'Invoice' }).getAttribute('href')).toBe('/invoice/41');
    expect(links.getByRole('link', { name: 'Store details' }).getAttribute('href')).toBe('/profile/reservations/41/store');
    expect(links.getByRole('link', { name: 'Rate this reservation' }).getAttribute('href')).toBe('/reservationReview?reservation_id=41');
  });

  test.each([
    ['accepted', 'The store accepted your order', 'Accepted'],
    ['ready', 'Your order is ready for pickup', 'Ready for pickup'],
    ['completed', 'Your order is complete', 'Completed'],
    ['cancelled', 'This order was cancelled', 'Cancelled'],
    ['on_hold', 'Reservation on hold', 'On hold'],
  ])('status %s reads "%s" with the badge "%s"', async (status, headline, badge) => {
    renderInWidget(<ReservationDetailPage id={41} warning={null} />, { signedIn: true, routes: detail({ status }) });
    expect(await screen.findByRole('heading', { name: headline, level: 1 })).toBeTruthy();
    expect(screen.getByText(badge)).toBeTruthy();
  });

  test('a cancelled order shows the store’s reason beside its badge', async () => {
    renderInWidget(<ReservationDetailPage id={41} warning={null} />, { signedIn: true, routes: detail({ status: 'cancelled', cancel_reason: 'Out of stock' }) });
    expect(await screen.findByRole('heading', { name: 'This order was cancelled', level: 1 })).toBeTruthy();
    expect(screen.getByText('Reason: Out of stock')).toBeTruthy();
  });

  test("checkout's warning_message (001 §2) is a notice on the page", async () => {
    renderInWidget(<ReservationDetailPage id={41} warning="The store is closed now; your order is booked for its next opening" />, { signedIn: true, routes: detail() });
    const notice = await screen.findByText('The store is closed now; your order is booked for its next opening');
    expect(notice.closest('[role="status"]')).toBeTruthy();
  });

  test('a rated reservation shows its rating and offers to change it instead of "Rate this reservation"', async () => {
    renderInWidget(<ReservationDetailPage id={41} warning={null} />, {
      signedIn: true,
      routes: detail({ review: { rating: 4, comment: 'Quick pickup', created_at: '2026-11-19T10:00:00.000Z' } }),
    });
    expect(await screen.findByRole('heading', { name: 'Your rating' })).toBeTruthy();
    expect(screen.getByText('Rated 4.0 out of 5')).toBeTruthy();
    expect(screen.getByText('Quick pickup')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Rate this reservation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Change your rating' }).getAttribute('href')).toBe('/reservationReview?reservation_id=41');
  });

  test("someone else's or a missing reservation (404) says so and leads back to the list", async () => {
    renderInWidget(<ReservationDetailPage id={41} warning={null} />, { signedIn: true, routes: { '/reservations/41': jsonError(404, 'Reservation not found') } });
    expect(await screen.findByRole('heading', { name: "We couldn't find this reservation" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your reservations' }).getAttribute('href')).toBe('/profile/reservations');
  });

  test('a failed load says so, and Try again asks again', async () => {
    let fail = true;
    const { calls } = renderInWidget(<ReservationDetailPage id={41} warning={null} />, {
      signedIn: true,
      routes: { '/reservations/41': () => (fail ? jsonError(500, 'Server error has occurred')() : new Response(JSON.stringify({ reservation: reservationFixture() }))) },
    });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this reservation");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your order is reserved' })).toBeTruthy();
    expect(calls).toEqual(['/reservations/41', '/reservations/41']);
  });
});

describe('its receipt (001 §2 /profile/reservations/{id}/receipt)', () => {
  test('the receipt in the profile frame: delivery address, payment, items and totals, and back to the reservation', async () => {
    const address = { street: '1200 Echo Park Ave', city: 'Los Angeles', state_code: 'CA', zipcode: '90026' };
    renderInWidget(<ReservationReceiptPage id={41} />, {
      signedIn: true,
      routes: detail({
        reservation_mode: 'delivery',
        delivery_address: address,
        totals: { item_total: 41, delivery_fee_amount: 5, all_discounts_total: 4, sales_tax_amount: 8.94 },
      }),
    });
    expect(screen.getByRole('heading', { name: 'Receipt', level: 1 })).toBeTruthy();
    expect(await screen.findByText('1200 Echo Park Ave, Los Angeles CA 90026')).toBeTruthy();
    expect(screen.getByText('Delivery fee').nextElementSibling!.textContent).toBe('$5.00');
    expect(screen.getByText('Discounts').nextElementSibling!.textContent).toBe('−$4.00');
    expect(screen.getByRole('link', { name: 'Back to the reservation' }).getAttribute('href')).toBe('/profile/reservations/41');
    expect(screen.getByRole('link', { name: 'Printable invoice' }).getAttribute('href')).toBe('/invoice/41');
  });
});
