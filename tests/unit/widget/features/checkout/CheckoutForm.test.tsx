import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { checkoutStore, pendingCart, pendingServerCart } from './fixtures';
import type { ServerCart } from '../../../../../shared/cart';
import { fillAddress, fillContact, openCheckoutForm, submitButton, type, type Answer } from './checkoutFormHarness';
import { json } from '../../support/testWidget';

const store = checkoutStore({
  delivery: true,
  delivery_timing: { ...checkoutStore().delivery_timing, min_lead_time: 60 },
  pickup_payment_options: ['cash', 'debit'],
  tip_settings: { variant: 'dollar', custom_amounts: [2, 5], enabled_for: ['delivery'] },
  require_checkout_agreement: true,
  checkout_agreement_copy: 'I am of legal age.',
  checkout_agreement_link: '/terms',
  delivery_id_required: true,
  delivery_minimum: 30,
});
const remote = pendingCart;

/** `guest: false` is a signed-in shopper on /cart/checkout. */
function setup(answer: Answer, options: { store?: typeof store; guest?: boolean; remote?: ServerCart } = {}) {
  const guest = options.guest ?? true;
  return openCheckoutForm(answer, { store: options.store ?? store, guestRoute: guest, signedIn: !guest, remote: options.remote });
}

// A browser fires blur and focusout on leaving a field; preact/compat listens to focusout for onBlur.
const leave = (element: HTMLElement) => {
  fireEvent.blur(element);
  fireEvent.focusOut(element);
};
const fillGuest = () => {
  fillContact();
  fireEvent.click(screen.getByRole('checkbox'));
};

describe('the checkout form (001 §4–5)', () => {
  test('a field shows its 001 §5 message once changed or left, and submit stays disabled while the form is invalid', async () => {
    setup(() => json({}));
    expect(screen.queryByText('Please fill out this field.')).toBeNull();
    expect(submitButton().disabled).toBe(true);
    await act(async () => {
      type(screen.getByLabelText('Email'), 'ada.example.com');
      type(screen.getByLabelText('Phone'), '12');
      leave(screen.getByLabelText('First name'));
    });
    expect(await screen.findByText('Please fill out this field.')).toBeTruthy();
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('Please enter an email address.')).toBeTruthy();
    expect(await screen.findByText('Please enter a valid US phone number.')).toBeTruthy();
    fillGuest();
    await waitFor(() => expect(screen.queryByText('Please enter an email address.')).toBeNull());
    expect(submitButton().disabled).toBe(false);
  });

  test('only the modes the store offers are choices; delivery asks for the address and shows the ID notice and tips', async () => {
    setup((url) => json({ cart: { ...remote, reservation_mode: url.pathname.endsWith('/carts') ? 'delivery' : 'pickup' } }));
    expect(screen.getAllByRole('radio', { name: /Pickup|Delivery|Curbside/ }).map((r) => (r as HTMLInputElement).value)).toEqual(['pickup', 'delivery']);
    expect(screen.queryByLabelText('Street address')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: /Delivery/ }));
    });
    expect(screen.getByLabelText('Street address')).toBeTruthy();
    expect(screen.getByText(/government-issued photo ID/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: '$5' })).toBeTruthy();
    leave(screen.getByLabelText('Street address'));
    expect((await screen.findAllByText('Please fill out this field.')).length).toBeGreaterThan(0);
  });

  test.each([
    ['a guest', true],
    ['a signed-in shopper', false],
  ])('000 §3: a 21+ store (checkout_age_minimum 21) asks %s for a birth date, though birth_date_required is off', async (_, guest) => {
    setup(() => json({}), { store: checkoutStore({ checkout_age_minimum: 21, birth_date_required: false }), guest });
    expect(screen.getByRole('heading', { name: /Your details/ })).toBeTruthy();
    leave(screen.getByLabelText(/Date of birth/));
    expect(await screen.findByText('Please fill out this field.')).toBeTruthy();
  });

  test('a store with no age gate asks a signed-in shopper nothing about them', () => {
    setup(() => json({}), { store: checkoutStore({ checkout_age_minimum: 0, birth_date_required: false }), guest: false });
    expect(screen.queryByLabelText(/Date of birth/)).toBeNull();
  });

  test('a double click places one order; success leaves for the guest receipt', async () => {
    let resolve: (r: Response) => void = () => undefined;
    const { calls, instance } = setup((url) => {
      if (url.pathname.endsWith('/carts/checkout')) return new Promise<Response>((r) => (resolve = r));
      return json({});
    });
    fillGuest();
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toContain('Placing your order'));
    expect(submitButton().disabled).toBe(true);
    resolve(json({ message: 'Your reservation has been placed', reservation: { uuid: 'r-uuid', id: 12, amount: 30.97 }, contact: { is_registered: false } }));
    await waitFor(() => expect(instance.router.path.peek()).toBe('/reservation_receipt/r-uuid?is_registered=false'));
    expect(calls.filter((c) => c.url.endsWith('/carts/checkout'))).toHaveLength(1);
    expect(JSON.parse(String(calls.find((c) => c.url.endsWith('/carts/checkout'))!.init.body))).toMatchObject({
      cart_uuid: 'cart-1',
      expected_total: 30.97,
      payment_method: 'cash',
      agreement_accepted: true,
      contact: { phone: '2135550100' },
    });
    expect(instance.cart.uuid.peek()).toBeNull();
  });

  test.each([
    { answer: { message: 'Your total has been updated', code: 'total_changed' }, shown: 'Your total has been updated', reloads: true },
    { answer: { message: 'This store does not offer delivery', code: 'unprocessable' }, shown: 'This store does not offer delivery', reloads: false },
    {
      answer: { message: 'One or more products in your cart are no longer available', code: 'products_unavailable' },
      shown: 'One or more products in your cart are no longer available',
      reloads: true,
    },
    { answer: { errors: ['not a string'] }, shown: 'Something went wrong, please try again. If the problem persists, please contact us at support@canopy.example', reloads: false },
  ])('a refusal shows "$shown" (001 §8)', async ({ answer, shown, reloads }) => {
    const { calls, instance } = setup((url) => {
      if (url.pathname.endsWith('/carts/checkout')) return json(answer, 422);
      return json({ cart: remote });
    });
    fillGuest();
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(shown));
    expect(calls.some((c) => new URL(c.url).pathname.endsWith('/carts') && (c.init.method ?? 'GET') === 'GET')).toBe(reloads);
    // 001 §8: unavailable products start the fix-unavailable flow.
    expect(instance.cart.fixUnavailable.peek()).toBe(shown.startsWith('One or more products'));
  });

  test('a delivery address the store reaches shows its fee and the sales tax rate as the store states it (a percent)', async () => {
    setup(
      (url) => {
        if (url.pathname.endsWith('/lookup_sales_tax_rate')) return json({ sales_tax_rate: 9.5, sales_tax_amount: 2.38, store_tax_amount: 0 });
        return json({ cart: { ...remote, reservation_mode: 'delivery', delivery_status: 'ok' } });
      },
      { remote: { ...pendingServerCart, reservationMode: 'delivery', deliveryStatus: 'ok' } },
    );
    fillAddress();
    leave(screen.getByLabelText('ZIP code'));
    expect(await screen.findByText((_, element) => element?.tagName === 'P' && /sales tax 9\.5%\.$/.test(element.textContent ?? ''))).toBeTruthy();
  });
});
