import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { ReceiptPage } from '../../../../../widget/features/reservations/ReceiptPage';
import { jsonError, renderInWidget } from '../store/widgetHarness';

const UUID = '2f1c8a53-6d1e-4b8e-9a57-3c2e1f0d9b21';
const reservation = {
  id: 41,
  uuid: UUID,
  status: 'pending',
  store: { id: 1, name: 'Green Leaf' },
  reservation_mode: 'pickup',
  amount: 42.5,
  payment_method: 'cash',
  created_at: '2026-11-18T20:00:00.000Z',
  delivery_started_at: null,
  delivery_finished_at: null,
  products: [{ id: 7, price_id: 'gram', count: 1, name: 'Blue Dream', brand: 'Acme', unit_price: 40, total: 40 }],
  totals: { item_total: 40 },
  delivery_address: null,
  contact: { email: 'ada@example.com' },
  is_guest: true,
  message: null,
  warning_message: null,
};

describe('the guest receipt (001 §2)', () => {
  test("asks with this device's id and shows the details the host returns to it", async () => {
    const { calls } = renderInWidget(<ReceiptPage reservationUuid={UUID} warning={null} />, { routes: { [`/reservation_receipt/${UUID}`]: { reservation } } });
    expect(await screen.findByRole('heading', { name: 'Your order is reserved' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(calls).toContain(`/reservation_receipt/${UUID}?j_device_id=device-test`);
  });

  test('a redacted receipt (another device) says where the details are and shows none', async () => {
    const redacted = { ...reservation, products: [], totals: null, contact: null, redacted: true };
    renderInWidget(<ReceiptPage reservationUuid={UUID} warning={null} />, { routes: { [`/reservation_receipt/${UUID}`]: { reservation: redacted } } });
    expect(await screen.findByRole('heading', { name: 'Reservation #41 at Green Leaf' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/show only on the device it was placed from/)).toBeTruthy());
    expect(screen.queryByText('Blue Dream')).toBeNull();
  });

  test.each([
    ['ready for delivery', { status: 'ready', reservation_mode: 'delivery' }, 'Your order is ready for delivery', null],
    ['cancelled, with the store’s reason', { status: 'cancelled', cancel_reason: 'Out of stock' }, 'This order was cancelled', 'Reason: Out of stock'],
  ])('a guest’s receipt says where the store has got to: %s', async (_name, changes, headline, reason) => {
    renderInWidget(<ReceiptPage reservationUuid={UUID} warning={null} />, { routes: { [`/reservation_receipt/${UUID}`]: { reservation: { ...reservation, ...changes } } } });
    expect(await screen.findByRole('heading', { name: headline })).toBeTruthy();
    if (reason) expect(screen.getByText(reason)).toBeTruthy();
  });

  test('a redacted receipt of a cancelled order still says why', async () => {
    const redacted = { ...reservation, status: 'cancelled', cancel_reason: 'Store closed', products: [], totals: null, contact: null, redacted: true };
    renderInWidget(<ReceiptPage reservationUuid={UUID} warning={null} />, { routes: { [`/reservation_receipt/${UUID}`]: { reservation: redacted } } });
    expect(await screen.findByText('Status: Cancelled')).toBeTruthy();
    expect(screen.getByText('Reason: Store closed')).toBeTruthy();
  });

  test("'Create account' carries the reservation's uuid, so registering links this order to the account (001 §2)", async () => {
    renderInWidget(<ReceiptPage reservationUuid={UUID} warning={null} />, { routes: { [`/reservation_receipt/${UUID}`]: { reservation } } });
    const link = await screen.findByRole('link', { name: 'Create account' });
    expect(link.getAttribute('href')).toBe(`/register?reservation_uuid=${UUID}`);
  });

  test("a guest whose e-mail has an account (is_registered) is offered 'Log in', which comes back to this receipt (001 §4)", async () => {
    const path = `/reservation_receipt/${UUID}?is_registered=true`;
    renderInWidget(<ReceiptPage reservationUuid={UUID} isRegistered warning={null} />, { path, routes: { [`/reservation_receipt/${UUID}`]: { reservation } } });
    const link = await screen.findByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe(`/login?return_to=${encodeURIComponent(path)}`);
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
  });

  test('a failed load says so, and Try again asks again', async () => {
    let fail = true;
    const { calls } = renderInWidget(<ReceiptPage reservationUuid={UUID} warning={null} />, {
      routes: { [`/reservation_receipt/${UUID}`]: () => (fail ? jsonError(500, 'Server error has occurred')() : new Response(JSON.stringify({ reservation }))) },
    });
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this reservation");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your order is reserved' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
