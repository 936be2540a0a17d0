import { screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { checkoutStore, pendingCart, pendingServerCart } from './fixtures';
import { fillContact, openCheckoutForm, submitButton } from './checkoutFormHarness';
import { json } from '../../support/testWidget';

// Place order waits while the store cannot take the order, and says why, by sight beside the button and to a screen
// reader through the button's aria-describedby: the store closed now without off-hours ordering (000 §3), the bag
// under the mode's minimum (000 §3 minimum order amounts), or details still to fill in.

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const nineToNine = DAYS.map((day) => ({ day, period: { from: '09:00', to: '21:00' } }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-18T15:00:00Z')); // 07:00 in Los Angeles: before a nine-to-nine store opens
});
afterEach(() => vi.useRealTimers());

/** What the button's aria-describedby points at, as the text a screen reader reads after "Place order". */
function describedAs(button: HTMLElement): string[] {
  const ids = (button.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => {
    const target = document.getElementById(id);
    expect(target, `#${id} is on the page`).toBeTruthy();
    return target!.textContent!.trim();
  });
}

describe('Place order says why it waits', () => {
  test('a store closed now that takes no off-hours orders: disabled, tied to the time section’s reason', async () => {
    openCheckoutForm(() => json({ cart: pendingCart }), { store: checkoutStore({ pickup_hours: nineToNine }), signedIn: true });
    const closed = 'The store is closed for pickup right now. It opens Wednesday, Nov 18, 9:00 AM PST.';
    expect(document.getElementById('cn-time-closed')?.textContent).toBe(closed);
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    expect(describedAs(submitButton())).toContain(closed);
    const hint = 'You can place your order once the store takes orders again.';
    expect(screen.getByText(hint)).toBeTruthy();
    expect(describedAs(submitButton())).toContain(hint);
  });

  test('a bag under the pickup minimum: disabled, tied to the minimum notice beside it', async () => {
    const subtotal = pendingServerCart.discountedSubtotalCents / 100;
    openCheckoutForm(() => json({ cart: pendingCart }), { store: checkoutStore({ pickup_minimum: subtotal + 10 }), signedIn: true });
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    const notice = screen.getByText(/^Add \$10\.00 more for pickup/);
    expect(describedAs(submitButton())).toEqual([notice.closest('[id]')!.textContent!.trim()]);
    expect(describedAs(submitButton())[0]).toMatch(/^Add \$10\.00 more for pickup \(minimum \$[\d.,]+\)$/);
  });

  test('an address the store does not deliver to: disabled, tied to the address section’s refusal', async () => {
    const remote = {
      ...pendingServerCart,
      reservationMode: 'delivery' as const,
      deliveryStatus: 'outside_area',
      deliveryReason: 'The store does not deliver to 90013.',
      deliveryAddress: { street: '500 W 5th St', city: 'Los Angeles', state_code: 'CA', zipcode: '90013' },
    };
    openCheckoutForm(() => json({ cart: { ...pendingCart, reservation_mode: 'delivery' } }), { store: checkoutStore({ delivery: true }), signedIn: true, remote });
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    expect(describedAs(submitButton())).toEqual([screen.getByRole('alert').textContent!.trim()]);
    expect(describedAs(submitButton())[0]).toContain('The store does not deliver to 90013.');
  });

  test('details still to fill in: disabled, tied to the hint beside it; once filled, enabled and described by nothing', async () => {
    openCheckoutForm(() => json({ cart: pendingCart }), { store: checkoutStore(), guestRoute: true });
    expect(submitButton().disabled).toBe(true);
    expect(describedAs(submitButton())).toEqual(['Fill in the required details to place your order.']);
    fillContact();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(submitButton().hasAttribute('aria-describedby')).toBe(false);
  });
});
