import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { checkoutStore, pendingCart } from './fixtures';
import { checkoutPosts, fillAddress, fillContact, openCheckoutForm, submitButton, type Answer } from './checkoutFormHarness';
import { json } from '../../support/testWidget';

// The whole form renders on every keystroke; on a machine busy with other work that takes seconds.
vi.setConfig({ testTimeout: 20_000 });

// 000 §3 delivery_id_required: a shopper without the ID a mode needs learns exactly what is missing on the form,
// and where to add it, before pressing Place order (docs/api-commerce.md checkout: 422 id_required).
const store = checkoutStore({ delivery: true, delivery_id_required: true, pickup_id_required: false });
const NEEDS_ID = 'This store needs a photo of your government ID on file for delivery.';
const ID_PAGE = '/profile/identification?return_to=%2Fcart%2Fcheckout';
const completion = (government_photo: boolean) => ({ government_photo, mmj_card: false, student_photo: false, veteran_photo: false });
const placed = {
  message: 'Your reservation has been placed',
  reservation: { uuid: 'r-uuid', id: 12, amount: 30.97, delivery_started_at: null, delivery_finished_at: null, payment_method: 'cash', message: null },
};

/** The fake API: the cart follows the mode the shopper picks; GET /documents and checkout answer as given. */
function api(documents: () => Response, checkout: () => Response = () => json(placed)): Answer {
  return (url, init) => {
    if (url.pathname.endsWith('/documents')) return documents();
    if (url.pathname.endsWith('/carts/checkout')) return checkout();
    const body = init.body ? (JSON.parse(String(init.body)) as { reservation_mode?: string }) : {};
    return json({ cart: { ...pendingCart, reservation_mode: body.reservation_mode ?? 'delivery' } });
  };
}

async function chooseDelivery() {
  await act(async () => {
    fireEvent.click(screen.getByRole('radio', { name: /Delivery/ }));
  });
  fillAddress();
}

describe('a store that needs an ID for delivery', () => {
  test('a guest sees what is missing before submitting, with Log in and Create account leading to the ID page and back', async () => {
    const { calls, instance } = openCheckoutForm(
      api(() => json({ message: 'Please sign in' }, 401)),
      { store, guestRoute: true },
    );
    fillContact();
    expect(screen.queryByText(NEEDS_ID)).toBeNull();
    await chooseDelivery();
    expect(await screen.findByText(NEEDS_ID)).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    for (const [name, page] of [
      ['Log in', '/login'],
      ['Create account', '/register'],
    ]) {
      fireEvent.click(screen.getByRole('link', { name }));
      expect(instance.router.path.peek()).toBe(`${page}?return_to=${encodeURIComponent(ID_PAGE)}`);
    }
    // A guest has no documents to ask about.
    expect(calls.some((c) => c.url.endsWith('/documents'))).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: /Pickup/ }));
    });
    await waitFor(() => expect(screen.queryByText(NEEDS_ID)).toBeNull());
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(checkoutPosts(calls)).toHaveLength(0);
  });

  test('a signed-in shopper without the photo ID on file is sent to add it, and back to checkout', async () => {
    const { calls, instance } = openCheckoutForm(
      api(() => json({ document: {}, completion: completion(false) })),
      { store, signedIn: true },
    );
    await chooseDelivery();
    expect(await screen.findByText(NEEDS_ID)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Add your ID' }));
    expect(instance.router.path.peek()).toBe(ID_PAGE);
    expect(checkoutPosts(calls)).toHaveLength(0);
  });

  test('a signed-in shopper with the photo ID on file places the order', async () => {
    const { calls } = openCheckoutForm(
      api(() => json({ document: {}, completion: completion(true) })),
      { store, signedIn: true },
    );
    await chooseDelivery();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/documents'))).toBe(true));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByText(NEEDS_ID)).toBeNull();
    fireEvent.click(submitButton());
    await waitFor(() => expect(checkoutPosts(calls)).toHaveLength(1));
  });

  test('when only the server knows (the documents could not be read), its refusal shows the same notice', async () => {
    const refusal = {
      message: 'A photo ID is required for delivery: add your ID to your profile',
      code: 'id_required',
      missing: ['government_photo'],
      mode: 'delivery',
      validations: { government_photo: ['Please fill out this field.'] },
    };
    openCheckoutForm(
      api(
        () => json({ message: 'Server error has occurred' }, 500),
        () => json(refusal, 422),
      ),
      { store, signedIn: true },
    );
    await chooseDelivery();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    expect(await screen.findByText(NEEDS_ID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your ID' })).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });
});
