import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { FORM_MESSAGES } from '../../../../../shared/forms';
import { json } from '../../support/testWidget';
import { checkoutPosts, fillContact, openCheckoutForm, submitButton, type } from './checkoutFormHarness';
import { checkoutStore, pendingCart } from './fixtures';

// How the order is handed over, on the checkout form (000 §3): curbside with its spot and vehicle, the curbside
// setting, and a kiosk's anonymous checkout, checked with the same shared/fulfilment rules as the server.
vi.setConfig({ testTimeout: 20_000 });

const placed = () =>
  json({
    message: 'Your reservation has been placed',
    reservation: { uuid: 'r-uuid', id: 12, amount: 30.97, delivery_started_at: null, delivery_finished_at: null, payment_method: 'cash', message: null },
    contact: { is_registered: false },
  });
const answer = (url: URL) => (url.pathname.endsWith('/carts/checkout') ? placed() : json({ cart: pendingCart }));
const curbsideStore = (overrides: Record<string, unknown> = {}) =>
  checkoutStore({
    curbside: true,
    curbside_pickup_setting: 'allowed',
    curbside_payment_options: ['cash'],
    qr_curbside_settings: { max_spot_number: 8, hide_spot_number: false },
    ...overrides,
  });
const modes = () => screen.getAllByRole('radio', { name: /Pickup|Delivery|Curbside/ }).map((r) => (r as HTMLInputElement).value);
const sentBody = (calls: { url: string; init: RequestInit }[]) => JSON.parse(String(checkoutPosts(calls)[0].init.body)) as Record<string, unknown>;

describe('curbside on the checkout form', () => {
  test('curbside asks for the car and its spot (1 to max_spot_number), labels the time as curbside and sends both', async () => {
    const { calls } = openCheckoutForm(answer, { store: curbsideStore() });
    expect(screen.queryByLabelText(/Vehicle/)).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: /Curbside/ })));
    expect(screen.getByLabelText('Curbside pickup time')).toBeTruthy();
    const spot = screen.getByLabelText(/Parking spot/) as HTMLSelectElement;
    expect([...spot.options].map((o) => o.value)).toEqual(['', '1', '2', '3', '4', '5', '6', '7', '8']);
    fillContact();
    fireEvent.blur(screen.getByLabelText(/Vehicle/));
    fireEvent.focusOut(screen.getByLabelText(/Vehicle/));
    expect(await screen.findByText(FORM_MESSAGES.required)).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    type(screen.getByLabelText(/Vehicle/), 'Blue Honda Civic');
    // As a browser does it (fireEvent.change does not reach a <select> here).
    spot.value = '4';
    spot.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(checkoutPosts(calls)).toHaveLength(1));
    expect(sentBody(calls), JSON.stringify(sentBody(calls))).toMatchObject({ reservation_mode: 'curbside', curbside: { spot_number: 4, vehicle: 'Blue Honda Civic' } });
  });

  test('hide_spot_number asks only for the car', async () => {
    openCheckoutForm(answer, { store: curbsideStore({ qr_curbside_settings: { max_spot_number: 8, hide_spot_number: true } }) });
    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: /Curbside/ })));
    expect(screen.getByLabelText(/Vehicle/)).toBeTruthy();
    expect(screen.queryByLabelText(/Parking spot/)).toBeNull();
  });

  test.each([
    ['allowed', ['pickup', 'curbside'], 'pickup'],
    ['mandatory', ['curbside'], 'curbside'],
    ['not_allowed', ['pickup'], 'pickup'],
  ] as const)('curbside_pickup_setting %s offers %o and starts on %s', (setting, offered, checked) => {
    openCheckoutForm(answer, { store: curbsideStore({ curbside_pickup_setting: setting }) });
    expect(modes()).toEqual(offered);
    expect((screen.getByRole('radio', { name: new RegExp(checked, 'i') }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('a kiosk checkout (kiosk_anonymous_checkout)', () => {
  const kiosk = (setting: string, overrides: Record<string, unknown> = {}) =>
    openCheckoutForm(answer, { store: checkoutStore({ kiosk_anonymous_checkout: setting, delivery: true, ...overrides }), config: { mode: 'kiosk' }, guestRoute: true });

  test('required: no contact fields, and the order is sent as the kiosk without one', async () => {
    const { calls } = kiosk('required');
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
    fireEvent.click(submitButton());
    await waitFor(() => expect(checkoutPosts(calls)).toHaveLength(1));
    const body = sentBody(calls);
    expect(body.app_mode).toBe('kiosk');
    expect(body).not.toHaveProperty('contact');
  });

  test('allowed: the contact fields are optional, but whole once one is typed', async () => {
    const { calls } = kiosk('allowed');
    expect(screen.getByText(/optional/i)).toBeTruthy();
    type(screen.getByLabelText(/Email/), 'ada@example.com');
    fireEvent.focusOut(screen.getByLabelText('First name'));
    expect(await screen.findByText(FORM_MESSAGES.required)).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    type(screen.getByLabelText(/Email/), '');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(checkoutPosts(calls)).toHaveLength(1));
    expect(sentBody(calls)).not.toHaveProperty('contact');
  });

  test('none: contact details are asked as at any guest checkout', () => {
    kiosk('none');
    expect(screen.getByLabelText('First name')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });

  test('required at a store that takes no guests elsewhere: the kiosk still takes the order', () => {
    kiosk('required', { guest_checkout_setting: 'disabled' });
    expect(submitButton().disabled).toBe(false);
  });

  test('a kiosk offers no delivery', () => {
    kiosk('allowed');
    expect(modes()).toEqual(['pickup']);
  });
});
