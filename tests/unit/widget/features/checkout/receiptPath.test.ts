import { describe, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../../../shared/types';
import { receiptPath } from '../../../../../widget/ui/submitCheckout';

const result = (overrides: Partial<CheckoutResult> = {}): CheckoutResult => ({
  message: 'Your reservation has been placed',
  reservation: { uuid: 'r-uuid', id: 12, amount: 30.97, delivery_started_at: null, delivery_finished_at: null, payment_method: 'cash', message: null },
  ...overrides,
});

describe('where a placed order goes (001 §2 navigation targets, 001 §5 guest receipt)', () => {
  test.each([
    { name: 'kiosk: its QR thank-you', r: result(), options: { kiosk: true, guest: true }, path: '/cart/12/thankyou' },
    {
      name: 'a guest: the guest receipt by uuid with is_registered',
      r: result({ contact: { is_registered: true } }),
      options: { kiosk: false, guest: true },
      path: '/reservation_receipt/r-uuid?is_registered=true',
    },
    {
      name: 'a guest without an account',
      r: result({ contact: { is_registered: false } }),
      options: { kiosk: false, guest: true },
      path: '/reservation_receipt/r-uuid?is_registered=false',
    },
    { name: 'a signed-in shopper: the reservation by id', r: result(), options: { kiosk: false, guest: false }, path: '/profile/reservations/12' },
    {
      name: 'a warning travels along (optional warning_message)',
      r: result({ warning_message: 'Ready after 9 am' }),
      options: { kiosk: false, guest: false },
      path: '/profile/reservations/12?warning_message=Ready%20after%209%20am',
    },
  ])('$name', ({ r, options, path }) => {
    expect(receiptPath(r, options)).toBe(path);
  });
});
