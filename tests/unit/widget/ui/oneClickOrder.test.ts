import { describe, expect, test } from 'vitest';
import type { ServerCart } from '../../../../shared/cart';
import type { AppMode, Customer } from '../../../../shared/types';
import type { Reservation } from '../../../../widget/api/checkout';
import { oneClickPlan, type SavedDetails } from '../../../../widget/ui/oneClickOrder';
import { checkoutStore, pendingServerCart } from '../features/checkout/fixtures';

// 000 §1 one-click-checkout: the saved details make an order only where the checkout form's own rules (shared/cart
// checkoutFormRules, the hand-over's, the store's slots and minimums) take them; nothing is filled in that the shopper
// did not give before.

const NOW = Date.parse('2026-11-26T20:00:00.000Z');
const user = { id: 7, email: 'ada@example.com', phone: '2135550100', first_name: 'Ada', last_name: 'Lovelace', birth_date: null } as Customer;
const last = (overrides: Partial<Reservation> = {}) =>
  ({ reservation_mode: 'pickup', payment_method: 'cash', delivery_address: null, curbside: null, ...overrides }) as Reservation;
const home = { street: '1 Sunset Blvd', city: 'Los Angeles', state_code: 'CA', zipcode: '90026' };
const everyMode = { delivery: true, curbside: true, curbside_pickup_setting: 'allowed', curbside_payment_options: ['cash'], delivery_payment_options: ['cash', 'debit'] };

function plan({
  store = {},
  remote = {},
  saved = {},
  appMode = 'default',
}: {
  store?: Record<string, unknown>;
  remote?: Partial<ServerCart>;
  saved?: Partial<SavedDetails>;
  appMode?: AppMode;
}) {
  return oneClickPlan({
    store: checkoutStore({ ...everyMode, ...store }),
    remote: { ...pendingServerCart, ...remote },
    now: NOW,
    appMode,
    saved: { user, last: last(), draft: {}, address: null, ...saved },
  });
}

describe('one-click checkout: an order from saved details, or none', () => {
  test.each([
    ['pickup, the last payment', {}, { mode: 'pickup', payment: 'cash', time: '' }],
    [
      'delivery to the last order’s address, paid as then',
      { remote: { reservationMode: 'delivery' as const }, saved: { last: last({ payment_method: 'debit', delivery_address: home }) } },
      { mode: 'delivery', payment: 'debit', ...home },
    ],
    [
      'delivery to the address the bag holds over the last order’s',
      {
        remote: { reservationMode: 'delivery' as const },
        saved: { address: { ...home, street: '9 Echo Park Ave' }, last: last({ payment_method: 'debit', delivery_address: home }) },
      },
      { street: '9 Echo Park Ave' },
    ],
    [
      'curbside with the car of the last curbside order',
      { remote: { reservationMode: 'curbside' as const }, saved: { last: last({ curbside: { vehicle: 'Blue Civic', spot_number: null } }) } },
      { mode: 'curbside', vehicle: 'Blue Civic' },
    ],
    ['a payment the mode alone offers, none saved', { saved: { last: null } }, { payment: 'cash' }],
    ['the draft’s payment over the last order’s', { store: { pickup_payment_options: ['cash', 'debit'] }, saved: { draft: { payment: 'debit' } } }, { payment: 'debit' }],
    [
      'the birth date a store asks, from the profile',
      { store: { birth_date_required: true }, saved: { user: { ...user, birth_date: '1990-02-03' } } },
      { birth_date: '1990-02-03' },
    ],
  ])('%s', (_name, setup, expected) => {
    expect(plan(setup)?.values).toMatchObject(expected);
  });

  test.each([
    ['two payment options, none chosen before', { store: { pickup_payment_options: ['cash', 'debit'] }, saved: { last: null } }],
    ['the last payment not offered for this mode', { store: { pickup_payment_options: ['cash', 'debit'] }, saved: { last: last({ payment_method: 'credit' }) } }],
    ['delivery without an address', { remote: { reservationMode: 'delivery' as const } }],
    ['curbside without a car', { remote: { reservationMode: 'curbside' as const } }],
    ['a store that asks the agreement, given for each order', { store: { require_checkout_agreement: true } }],
    ['a store that asks a birth date the profile lacks', { store: { birth_date_required: true } }],
    ['a store closed now that takes no order for later (000 §3)', { store: { pickup_hours: [] } }],
    ['a bag under the mode’s minimum (000 §3 pickup_minimum)', { store: { pickup_minimum: 100 } }],
    ['an address the store does not deliver to', { remote: { reservationMode: 'delivery' as const, deliveryStatus: 'outside_area' }, saved: { address: home } }],
    ['an item no longer available', { remote: { unavailable: [{ productId: 1, weight: 'eighth_ounce' as const }] } }],
    ['a mode the store does not offer', { remote: { reservationMode: 'curbside' as const }, store: { curbside: false, curbside_pickup_setting: 'not_allowed' } }],
    ['a kiosk, which serves one shopper after another', { appMode: 'kiosk' as const }],
  ])('none: %s', (_name, setup) => {
    expect(plan(setup as Parameters<typeof plan>[0])).toBeNull();
  });

  test('the body is the checkout form’s for the same values: no contact for an account, the app mode, the total shown', () => {
    expect(plan({})?.payload).toEqual({
      cart_uuid: 'cart-1',
      payment_method: 'cash',
      reservation_mode: 'pickup',
      expected_total: 30.97,
      agreement_accepted: false,
      app_mode: 'default',
    });
  });
});
