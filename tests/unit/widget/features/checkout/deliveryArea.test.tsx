import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import type { ServerCart } from '../../../../../shared/cart';
import { checkoutStore, pendingCart, pendingServerCart } from './fixtures';
import { fillAddress, openCheckoutForm } from './checkoutFormHarness';
import { json } from '../../support/testWidget';

const store = checkoutStore({ delivery: true, delivery_minimum: 30 });
const delivering = (over: Partial<ServerCart>): ServerCart => ({ ...pendingServerCart, reservationMode: 'delivery', ...over });
const open = (remote: ServerCart, taxRate = 9.5) =>
  openCheckoutForm(
    (url) => {
      if (url.pathname.endsWith('/lookup_sales_tax_rate')) return json({ sales_tax_rate: taxRate, sales_tax_amount: 2.38, store_tax_amount: 0 });
      return json({ cart: { ...pendingCart, reservation_mode: 'delivery' } });
    },
    { store, remote },
  );
const totalsRow = (term: string) => screen.getAllByRole('term').find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
const leaveZip = () => {
  fireEvent.blur(screen.getByLabelText('ZIP code'));
  fireEvent.focusOut(screen.getByLabelText('ZIP code'));
};

describe('the delivery section and the order summary', () => {
  test('before any address: no “Free” delivery and no “outside the delivery area”, but what to do', () => {
    open(delivering({ deliveryStatus: 'no_address', deliveryFeeCents: 0, deliveryAddress: null }));
    expect(totalsRow('Delivery fee')).toBe('Add an address');
    expect(screen.queryByText(/outside/)).toBeNull();
    expect(screen.getByText('Enter your address to see the delivery fee.')).toBeTruthy();
  });

  test('an address the store takes says which rule decided and the fee', () => {
    const reason = 'The address is inside the Downtown LA delivery zone.';
    open(
      delivering({
        deliveryStatus: 'ok',
        deliveryRule: 'geofence',
        deliveryReason: reason,
        deliveryFeeCents: 800,
        pos: null,
        deliveryAddress: { street: '500 W 5th St', city: 'Los Angeles', state_code: 'CA', zipcode: '90013' },
      }),
    );
    expect(screen.getByText(reason, { exact: false }).textContent).toBe(`We deliver here. ${reason} Delivery fee: $8.00.`);
    expect(totalsRow('Delivery fee')).toBe('$8.00');
  });

  test('an address the store refuses says why, and the summary shows no fee for it', () => {
    const reason = 'The store does not deliver to 90013.';
    open(
      delivering({
        deliveryStatus: 'outside_area',
        deliveryRule: 'zipcode',
        deliveryReason: reason,
        deliveryAddress: { street: '500 W 5th St', city: 'Los Angeles', state_code: 'CA', zipcode: '90013' },
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain(reason);
    expect(totalsRow('Delivery fee')).toBe('Not available here');
  });

  test.each([
    [9.5, 'sales tax 9.5%'],
    [8.875, 'sales tax 8.875%'],
    [13, 'sales tax 13%'],
  ])('the looked-up sales tax rate %d reads “%s” (a percent as the server gives it)', async (rate, words) => {
    open(delivering({ deliveryStatus: 'ok', deliveryRule: 'geofence', deliveryReason: 'The address is inside delivery zone 1.', deliveryFeeCents: 500 }), rate);
    fillAddress();
    leaveZip();
    expect(await screen.findByText((_, element) => element?.tagName === 'P' && (element.textContent ?? '').includes(words))).toBeTruthy();
  });
});
