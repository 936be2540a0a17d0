import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { ReservationsPage } from '../../../../../widget/features/reservations';
import { jsonError, pending, renderInWidget } from '../store/widgetHarness';
import { reservationFixture } from './reservationFixture';

const page = (ids: number[], n = 1) => ({ reservations: ids.map((id) => reservationFixture({ id })), page: n, per_page: 20 });
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from - i);

describe('the reservations list (001 §2 /profile/reservations)', () => {
  test('a guest is sent to log in and back here (001 §4), and nothing is asked for', async () => {
    const { instance, calls } = renderInWidget(<ReservationsPage />, { path: '/profile/reservations' });
    await waitFor(() => expect(instance.router.path.peek()).toBe('/login?return_to=%2Fprofile%2Freservations'));
    expect(calls).toEqual([]);
  });

  test('loading shows a busy placeholder inside the profile frame', async () => {
    const { container } = renderInWidget(<ReservationsPage />, { signedIn: true, routes: { '/reservations': pending } });
    expect(screen.getByRole('heading', { name: 'Reservations', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reservations' }).getAttribute('aria-current')).toBe('page');
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  test('each reservation, newest first as the host lists them: store, status badge, number, date, mode, items, total', async () => {
    const older = reservationFixture({ id: 12, status: 'completed', reservation_mode: 'delivery', created_at: '2026-10-02T18:00:00.000Z', amount: 20 });
    const newer = reservationFixture({ id: 41 });
    renderInWidget(<ReservationsPage />, { signedIn: true, routes: { '/reservations': { reservations: [newer, older], page: 1, per_page: 20 } } });
    await screen.findByRole('link', { name: /Reservation #41/ });
    const items = within(screen.getByRole('list', { name: 'Your reservations' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Reservation #41 at Canopy Silver Lake', 'Reservation #12 at Canopy Silver Lake']);
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('/profile/reservations/41');
    expect(items[0].textContent).toContain('Placed');
    expect(items[0].textContent).toContain('Nov 18, 2026');
    expect(items[0].textContent).toContain('Pickup');
    expect(items[0].textContent).toContain('3 items');
    expect(items[0].textContent).toContain('$51.94');
    expect(items[1].textContent).toContain('Completed');
    expect(items[1].textContent).toContain('Delivery');
    expect(items[1].textContent).toContain('$20.00');
  });

  test('no reservations: an empty state with a way to shop', async () => {
    renderInWidget(<ReservationsPage />, { signedIn: true, routes: { '/reservations': page([]) } });
    expect(await screen.findByRole('heading', { name: 'No reservations yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });

  test('a full page of 20 offers "Show more", which asks for page 2 and keeps page 1; a short page is the last', async () => {
    const { calls } = renderInWidget(<ReservationsPage />, {
      signedIn: true,
      routes: { '/reservations?page=1': page(range(60, 20)), '/reservations?page=2': page(range(40, 3), 2) },
    });
    await screen.findByRole('link', { name: /Reservation #60/ });
    const list = screen.getByRole('list', { name: 'Your reservations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23));
    // The button went with the last page: focus is on the first reservation that page added.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Reservation #40 at Canopy Silver Lake'));
    expect(calls).toEqual(['/reservations?page=1', '/reservations?page=2']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  test('a failed load says so, and Try again asks again', async () => {
    let fail = true;
    const { calls } = renderInWidget(<ReservationsPage />, {
      signedIn: true,
      routes: { '/reservations': () => (fail ? jsonError(500, 'Server error has occurred')() : new Response(JSON.stringify(page([41])))) },
    });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load your reservations");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Reservation #41 at Canopy Silver Lake' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
