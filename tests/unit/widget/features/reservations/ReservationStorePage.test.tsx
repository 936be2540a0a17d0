import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { ReservationStorePage } from '../../../../../widget/features/reservations';
import { jsonError, renderInWidget } from '../store/widgetHarness';
import { storeFixture } from '../store/storeFixture';
import { reservationFixture } from './reservationFixture';

describe("a reservation's store (001 §2 /profile/reservations/{id}/store)", () => {
  test('a guest is sent to log in and back here', async () => {
    const { instance, calls } = renderInWidget(<ReservationStorePage id={41} />, { path: '/profile/reservations/41/store' });
    await waitFor(() => expect(instance.router.path.peek()).toBe('/login?return_to=%2Fprofile%2Freservations%2F41%2Fstore'));
    expect(calls).toEqual([]);
  });

  test("the reservation's store: name, open status, address, phone, a map link, the mode's hours and its menu", async () => {
    const { calls } = renderInWidget(<ReservationStorePage id={41} />, {
      signedIn: true,
      routes: { '/reservations/41': { reservation: reservationFixture() }, '/stores/1': { store: storeFixture() } },
    });
    expect(await screen.findByRole('heading', { name: 'Canopy Silver Lake', level: 2 })).toBeTruthy();
    expect(calls).toEqual(['/reservations/41', '/stores/1']);
    expect(screen.getByText('3921 Sunset Blvd')).toBeTruthy();
    expect(screen.getByText('Los Angeles, CA 90029')).toBeTruthy();
    expect(screen.getByRole('link', { name: '(323) 555-0134' }).getAttribute('href')).toBe('tel:3235550134');
    const map = screen.getByRole('link', { name: 'Get directions (opens in a new tab)' });
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=3921%20Sunset%20Blvd%2C%20Los%20Angeles%2C%20CA%2090029');
    expect(map.getAttribute('target')).toBe('_blank');
    // A pickup reservation: the pickup hours (000 §4: 7 days from today in the store's zone).
    const hours = screen.getByRole('heading', { name: 'Pickup hours' }).closest('section')!;
    expect([...hours.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(Array(7).fill('9:00 AM – 8:30 PM'));
    expect(within(hours).getAllByText(/\(today\)/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Shop this store' }).getAttribute('href')).toBe('/stores/1/canopy-silver-lake/menu');
    expect(screen.getByRole('link', { name: /Back to reservation #41/ }).getAttribute('href')).toBe('/profile/reservations/41');
  });

  test("a delivery reservation lists the delivery hours, closed days as 'Closed'", async () => {
    renderInWidget(<ReservationStorePage id={41} />, {
      signedIn: true,
      routes: { '/reservations/41': { reservation: reservationFixture({ reservation_mode: 'delivery' }) }, '/stores/1': { store: storeFixture() } },
    });
    const hours = (await screen.findByRole('heading', { name: 'Delivery hours' })).closest('section')!;
    expect(within(hours).getAllByText('Closed')).toHaveLength(1);
  });

  test('a store that failed to load says so, and Try again asks for it again', async () => {
    let fail = true;
    const { calls } = renderInWidget(<ReservationStorePage id={41} />, {
      signedIn: true,
      routes: {
        '/reservations/41': { reservation: reservationFixture() },
        '/stores/1': () => (fail ? jsonError(500, 'Server error has occurred')() : new Response(JSON.stringify({ store: storeFixture() }))),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the store");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Canopy Silver Lake' })).toBeTruthy();
    expect(calls.filter((call) => call === '/stores/1')).toHaveLength(2);
  });
});
