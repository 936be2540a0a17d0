import { describe, expect, test } from 'vitest';
import { EMPTY_CHECKOUT_VALUES, checkoutFormRules, checkoutPayload, tipCents } from '../../../../shared/cart';
import type { CheckoutFormContext, CheckoutValues } from '../../../../shared/cart';
import { validateForm } from '../../../../shared/forms';
import { maxCustomTip } from '../../../../shared/pricing';

const guest = { guest: true, birthDateRequired: false, agreementRequired: true };
const filled: CheckoutValues = {
  ...EMPTY_CHECKOUT_VALUES,
  payment: 'cash',
  first_name: 'Ada',
  last_name: 'Guest',
  phone: '213-555-0100',
  email: 'ada@example.com',
  agreement: true,
};
const errorsOf = (values: CheckoutValues, context: CheckoutFormContext = guest) => validateForm(values, checkoutFormRules(context, values));

describe('checkout form rules (001 §4 form, 001 §5 messages)', () => {
  test('a complete guest pickup form is valid', () => expect(errorsOf(filled)).toEqual({}));

  test.each([
    ['first_name', '', 'Please fill out this field.'],
    ['last_name', '   ', 'Please fill out this field.'],
    ['phone', '12', 'Please enter a valid US phone number.'],
    ['email', 'ada@', 'Please enter an email address.'],
    ['payment', '', 'Please fill out this field.'],
    ['agreement', false, 'Please fill out this field.'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf({ ...filled, [field]: value })[field as keyof CheckoutValues]).toBe(message);
  });

  test('delivery needs the street, city and a 5-digit zip; pickup does not', () => {
    expect(errorsOf({ ...filled, mode: 'pickup' })).toEqual({});
    expect(errorsOf({ ...filled, mode: 'delivery' })).toEqual({
      street: 'Please fill out this field.',
      city: 'Please fill out this field.',
      zipcode: 'Please fill out this field.',
    });
  });

  test.each([
    // The postal code follows the store's country (shared/forms postalCode): US ZIP or ZIP+4, Canadian A1A 1A1.
    [undefined, '90026', undefined],
    [undefined, '90026-1234', undefined],
    [undefined, '9002', 'Please enter a valid US ZIP code.'],
    ['US', 'M5V 3L9', 'Please enter a valid US ZIP code.'],
    ['CA', 'M5V 3L9', undefined],
    ['CA', 'm5v3l9', undefined],
    ['CA', '90026', 'Please enter a valid Canadian postal code.'],
  ])('a store in %s: the delivery postal code %j → %s', (postalCountry, zipcode, message) => {
    const values = { ...filled, mode: 'delivery' as const, street: '1 Main St', city: 'LA', zipcode };
    expect(errorsOf(values, { ...guest, postalCountry }).zipcode).toBe(message);
  });

  test('a signed-in shopper gives no contact details; a required birth date is asked for', () => {
    const signedIn = { guest: false, birthDateRequired: true, agreementRequired: false };
    expect(errorsOf({ ...EMPTY_CHECKOUT_VALUES, payment: 'cash' }, signedIn)).toEqual({ birth_date: 'Please fill out this field.' });
  });

  test.each([
    ['custom', '', 'Please fill out this field.'],
    ['custom', 'abc', 'Please enter a numeric value.'],
    ['custom', '-1', 'Please enter a numeric value greater than or equal to 0.'],
    ['custom', '3.5', undefined],
    ['5', '', undefined],
  ])('tip %s with custom %j → %s', (tip, tipCustom, message) => {
    expect(errorsOf({ ...filled, tip, tipCustom }).tipCustom).toBe(message);
  });
  test.each([
    ['$120.00 on a $120 order (dollar input)', 'dollar', 12_000, '120', undefined],
    ['$120.01 on a $120 order', 'dollar', 12_000, '120.01', 'Please enter a numeric value less than or equal to 120.'],
    ['$1,000,000 on a $30 order (the cap is never below $50)', 'dollar', 3_000, '1000000', 'Please enter a numeric value less than or equal to 50.'],
    ['100 % of a $120 order (percent input)', 'percentage', 12_000, '100', undefined],
    ['101 % of a $120 order', 'percentage', 12_000, '101', 'Please enter a numeric value less than or equal to 100.'],
    ['166 % of a $30 order (up to $50)', 'percentage', 3_000, '166', undefined],
  ] as const)('a custom tip is bounded by maxTip: %s', (_, variant, subtotal, tipCustom, message) => {
    const context = { ...guest, tipMax: maxCustomTip(variant, subtotal) };
    expect(errorsOf({ ...filled, tip: 'custom', tipCustom }, context).tipCustom).toBe(message);
  });
});

describe('checkoutPayload (docs/api-commerce.md POST /carts/checkout)', () => {
  test('a guest pickup sends the contact with the phone dashes stripped (001 §5) and the total it saw', () => {
    expect(checkoutPayload(filled, { cartUuid: 'u-1', expectedTotal: 38.58, guest: true })).toEqual({
      cart_uuid: 'u-1',
      payment_method: 'cash',
      reservation_mode: 'pickup',
      expected_total: 38.58,
      agreement_accepted: true,
      contact: { first_name: 'Ada', last_name: 'Guest', email: 'ada@example.com', phone: '2135550100' },
    });
  });
  test('delivery sends its address and a chosen time its window', () => {
    const payload = checkoutPayload(
      { ...filled, mode: 'delivery', street: ' 1 Main St ', city: 'LA', state_code: 'ca', zipcode: '90026', time: '2026-11-22T18:00:00.000Z' },
      { cartUuid: 'u', expectedTotal: 1, guest: false },
    );
    expect(payload.delivery_address).toEqual({ street: '1 Main St', city: 'LA', state_code: 'CA', zipcode: '90026' });
    expect(payload.reservation_start_window).toBe('2026-11-22T18:00:00.000Z');
    expect(payload.contact).toBeUndefined();
  });
});

describe('tipCents (000 §3 tip_settings)', () => {
  test.each([
    [{ tip: '0', tipCustom: '' }, 'dollar', 0],
    [{ tip: '5', tipCustom: '' }, 'dollar', 500],
    [{ tip: 'custom', tipCustom: '3.25' }, 'dollar', 325],
    [{ tip: '15', tipCustom: '' }, 'percentage', 600],
    [{ tip: 'custom', tipCustom: '-2' }, 'dollar', 0],
  ] as const)('%j %s on 4000 cents → %i cents', (values, variant, cents) => {
    expect(tipCents(values, variant, 4000)).toBe(cents);
  });
});
