import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { checkoutStore, pendingCart, pendingServerCart } from './fixtures';
import { fillAddress, fillContact, openCheckoutForm, submitButton, type Answer } from './checkoutFormHarness';
import { json } from '../../support/testWidget';

// The whole form renders on every keystroke; on a machine busy with other work that takes seconds.
vi.setConfig({ testTimeout: 20_000 });

// Leaving checkout to sign in, register or add an ID loses nothing: the form's values are kept per cart in the
// widget's session storage and come back on /cart/checkout; a placed order forgets them.

// Future days too, so the time list has slots whatever the hour the test runs at; a slot every 4 hours keeps it short.
const store = checkoutStore({
  delivery: true,
  allow_future_day_ordering: true,
  delivery_timing: { ...checkoutStore().delivery_timing, interval: 240 },
  pickup_payment_options: ['cash', 'debit'],
  delivery_payment_options: ['cash', 'debit'],
  tip_settings: { variant: 'dollar', custom_amounts: [2, 5], enabled_for: ['delivery'] },
});
const placed = {
  message: 'Your reservation has been placed',
  reservation: { uuid: 'r-uuid', id: 12, amount: 30.97, delivery_started_at: null, delivery_finished_at: null, payment_method: 'cash', message: null },
  contact: { is_registered: false },
};

const api: Answer = (url, init) => {
  if (url.pathname.endsWith('/carts/checkout')) return json(placed);
  const body = init.body ? (JSON.parse(String(init.body)) as { reservation_mode?: string }) : {};
  return json({ cart: { ...pendingCart, reservation_mode: body.reservation_mode ?? 'delivery' } });
};

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const checked = (name: string | RegExp) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

async function fillEverything() {
  fillContact();
  await act(async () => {
    fireEvent.click(screen.getByRole('radio', { name: /Delivery/ }));
  });
  fillAddress();
  const time = screen.getByLabelText('Delivery time') as HTMLSelectElement;
  const slot = time.options[2].value;
  // As a browser does it (fireEvent.change does not reach a <select> here).
  time.value = slot;
  time.dispatchEvent(new Event('change', { bubbles: true }));
  fireEvent.click(screen.getByRole('radio', { name: '$5' }));
  fireEvent.click(screen.getByRole('radio', { name: /^Debit card/ }));
  return slot;
}

describe('the checkout form is kept per cart', () => {
  test('contact, address, mode, time, tip and payment come back when the shopper returns to the same cart', async () => {
    openCheckoutForm(api, { store, guestRoute: true });
    const slot = await fillEverything();
    cleanup();
    openCheckoutForm(api, { store, guestRoute: true });
    expect(valueOf('First name')).toBe('Ada');
    expect(valueOf('Email')).toBe('ada@example.com');
    expect(valueOf('Phone')).toBe('213-555-0100');
    expect(checked(/Delivery/)).toBe(true);
    expect(valueOf('Street address')).toBe('1 Sunset Blvd');
    expect(valueOf('ZIP code')).toBe('90026');
    expect((screen.getByLabelText('Delivery time') as HTMLSelectElement).value).toBe(slot);
    expect(checked('$5')).toBe(true);
    expect(checked(/^Debit card/)).toBe(true);
  });

  test('another cart starts empty', async () => {
    openCheckoutForm(api, { store, guestRoute: true });
    await fillEverything();
    cleanup();
    openCheckoutForm(api, { store, guestRoute: true, remote: { ...pendingServerCart, uuid: 'cart-2' } });
    expect(valueOf('First name')).toBe('');
    expect(checked(/Pickup/)).toBe(true);
  });

  test('a placed order forgets them', async () => {
    const { instance } = openCheckoutForm(api, { store, guestRoute: true });
    await fillEverything();
    expect(sessionStorage.length).toBeGreaterThan(0);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await act(async () => {
      fireEvent.click(submitButton());
    });
    await waitFor(() => expect(instance.router.path.peek()).toMatch(/^\/reservation_receipt\//));
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('canopy-checkout'))).toEqual([]);
  });
});
