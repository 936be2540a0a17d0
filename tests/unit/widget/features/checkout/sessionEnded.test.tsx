import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { checkoutStore, pendingCart } from './fixtures';
import { checkoutPosts, fillContact, openCheckoutForm, submitButton, type Answer } from './checkoutFormHarness';
import { json } from '../../support/testWidget';

// The whole form renders on every keystroke; on a machine busy with other work that takes seconds.
vi.setConfig({ testTimeout: 20_000 });

// A checkout whose session ended mid-way (docs/api-commerce.md: 401, never the guest path) must not dead-end:
// the shopper can log in again and come back, or, where the store takes guests and the bag is not the account's,
// go on as a guest, with nothing typed lost.
const ENDED = 'Your session has ended; please log in again';
const LOGIN_BACK = '/login?return_to=%2Fcart%2Fcheckout';
const placed = {
  message: 'Your reservation has been placed',
  reservation: { uuid: 'r-uuid', id: 12, amount: 30.97, delivery_started_at: null, delivery_finished_at: null, payment_method: 'cash', message: null },
  contact: { is_registered: false },
};

/** Checkout answers 401 while a session is sent, then succeeds; GET /carts answers `cartWithoutSession`. */
function api(cartWithoutSession: () => Response): Answer {
  return (url, init) => {
    const headers = new Headers(init.headers);
    if (url.pathname.endsWith('/carts/checkout'))
      return headers.get('x-canopy-session') && !JSON.parse(String(init.body)).contact ? json({ message: ENDED, code: 'unauthorized' }, 401) : json(placed);
    if (url.pathname.endsWith('/carts') && (init.method ?? 'GET') === 'GET') return cartWithoutSession();
    return json({ cart: pendingCart });
  };
}

describe('a session that ends during checkout', () => {
  test('where the store takes guests and the bag is reachable: the contact fields appear, and Log in brings the shopper back', async () => {
    const { calls, instance } = openCheckoutForm(
      api(() => json({ cart: pendingCart })),
      { signedIn: true },
    );
    expect(screen.queryByLabelText('First name')).toBeNull();
    fireEvent.click(submitButton());
    expect(await screen.findByText(ENDED, { exact: false })).toBeTruthy();
    expect(instance.session.signedIn.peek()).toBe(false);
    expect(await screen.findByLabelText('First name')).toBeTruthy();
    expect(screen.queryByText('Please enter your contact details')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(instance.router.path.peek()).toBe(LOGIN_BACK);
    fillContact();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await act(async () => {
      fireEvent.click(submitButton());
    });
    await waitFor(() => expect(checkoutPosts(calls)).toHaveLength(2));
    expect(JSON.parse(String(checkoutPosts(calls)[1].init.body)).contact).toMatchObject({ first_name: 'Ada', email: 'ada@example.com' });
  });

  test("where the bag is the account's (the cart answers 404 without the session): only Log in, and Place order waits for it", async () => {
    const { instance } = openCheckoutForm(
      api(() => json({ message: 'Cart not found', code: 'not_found' }, 404)),
      { signedIn: true },
    );
    fireEvent.click(submitButton());
    expect(await screen.findByText(ENDED, { exact: false })).toBeTruthy();
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    expect(screen.queryByLabelText('First name')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(instance.router.path.peek()).toBe(LOGIN_BACK);
    // The bag stays: a 404 of this check is not a reason to drop the cart.
    expect(instance.cart.uuid.peek()).toBe('cart-1');
  });

  test('a store that takes no guests says so before submitting: Log in or Create account, then back to checkout', async () => {
    const { calls, instance } = openCheckoutForm(
      api(() => json({ cart: pendingCart })),
      { store: checkoutStore({ guest_checkout_setting: 'disabled' }), guestRoute: false },
    );
    expect(screen.getByText('Log in to place your order at this store.')).toBeTruthy();
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Create account' }));
    expect(instance.router.path.peek()).toBe('/register?return_to=%2Fcart%2Fcheckout');
    expect(checkoutPosts(calls)).toHaveLength(0);
  });
});
