import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import type { ServerCart } from '../../../../../shared/cart';
import { checkoutStore, pendingCart, pendingServerCart } from './fixtures';
import { openCheckoutForm, type } from './checkoutFormHarness';
import { json } from '../../support/testWidget';

// The delivery address's postal code follows the store's country (000 §3 country_code; shared/forms postalCode):
// a Canadian store asks for a postal code ('M5V 3L9', however typed), the others for a US ZIP code.

const delivering: ServerCart = { ...pendingServerCart, reservationMode: 'delivery', deliveryStatus: 'no_address', deliveryAddress: null };
const open = (country: string) =>
  openCheckoutForm(
    (url) =>
      url.pathname.endsWith('/lookup_sales_tax_rate')
        ? json({ sales_tax_rate: 13, sales_tax_amount: 3.25, store_tax_amount: 0 })
        : json({ cart: { ...pendingCart, reservation_mode: 'delivery' } }),
    { store: checkoutStore({ delivery: true, country_code: country }), remote: delivering },
  );
const leave = (label: string) => {
  fireEvent.blur(screen.getByLabelText(label));
  fireEvent.focusOut(screen.getByLabelText(label));
};
const savedAddresses = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((c) => c.init.method === 'PATCH' && String(c.init.body).includes('delivery_address')).map((c) => JSON.parse(String(c.init.body)).delivery_address);

describe('the postal code field', () => {
  test.each([
    ['CA', 'Postal code', 'Province'],
    ['US', 'ZIP code', 'State'],
  ])('a store in %s names it “%s” and the region “%s”', (country, label, region) => {
    open(country);
    expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText(region)).toBeTruthy();
  });

  test.each([
    ['CA', 'Postal code', 'm5v3l9', 'M5V 3L9'],
    ['CA', 'Postal code', 'M5V 3L9', 'M5V 3L9'],
    ['US', 'ZIP code', '90026-1234', '90026-1234'],
  ])('a store in %s saves %s %j as %j', async (country, label, typed, saved) => {
    const { calls } = open(country);
    type(screen.getByLabelText('Street address'), '290 Bremner Blvd');
    type(screen.getByLabelText('City'), 'Toronto');
    type(screen.getByLabelText(label), typed);
    leave(label);
    await waitFor(() => expect(savedAddresses(calls)).toEqual([expect.objectContaining({ street: '290 Bremner Blvd', zipcode: saved })]));
    expect(screen.queryByText(/Please enter a valid/)).toBeNull();
  });

  test.each([
    ['CA', 'Postal code', '90026', 'Please enter a valid Canadian postal code.'],
    ['US', 'ZIP code', 'M5V 3L9', 'Please enter a valid US ZIP code.'],
  ])('a store in %s refuses %s %j, says why and saves nothing', async (country, label, typed, message) => {
    const { calls } = open(country);
    type(screen.getByLabelText('Street address'), '290 Bremner Blvd');
    type(screen.getByLabelText(label), typed);
    leave(label);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(savedAddresses(calls)).toEqual([]);
  });
});
