import { describe, expect, test } from 'vitest';
import { fallbackReservationMode, modeRefusal, offeredReservationModes, reservationTimeLabel } from '../../../../shared/fulfilment';

// 000 §3 per-mode toggles and curbside_pickup_setting (allowed, not_allowed, mandatory); a kiosk takes no delivery.
const all = { pickup: true, delivery: true, curbside: true };

describe('the reservation modes a checkout offers (000 §3, 001 §9)', () => {
  test.each([
    ['every mode, curbside allowed', { ...all, curbside_pickup_setting: 'allowed' }, 'default', ['pickup', 'delivery', 'curbside']],
    ['curbside not_allowed hides curbside', { ...all, curbside_pickup_setting: 'not_allowed' }, 'default', ['pickup', 'delivery']],
    ['curbside mandatory replaces pickup', { ...all, curbside_pickup_setting: 'mandatory' }, 'default', ['delivery', 'curbside']],
    ['mandatory without the curbside toggle keeps pickup', { ...all, curbside: false, curbside_pickup_setting: 'mandatory' }, 'default', ['pickup', 'delivery']],
    ['the curbside toggle off hides it even when allowed', { ...all, curbside: false, curbside_pickup_setting: 'allowed' }, 'default', ['pickup', 'delivery']],
    ['no setting: curbside as its toggle says', { ...all }, 'embedded', ['pickup', 'delivery', 'curbside']],
    ['a kiosk takes no delivery', { ...all, curbside_pickup_setting: 'allowed' }, 'kiosk', ['pickup', 'curbside']],
    ['a kiosk with curbside mandatory', { ...all, curbside_pickup_setting: 'mandatory' }, 'kiosk', ['curbside']],
    ['delivery only, at a kiosk: nothing', { pickup: false, delivery: true, curbside: false }, 'kiosk', []],
  ] as const)('%s', (_, store, appMode, modes) => {
    expect(offeredReservationModes(store, appMode)).toEqual(modes);
  });

  test.each([
    [['pickup', 'delivery', 'curbside'], 'pickup'],
    [['delivery', 'curbside'], 'curbside'],
    [['delivery'], 'delivery'],
    [[], 'pickup'],
  ] as const)('with %o offered a checkout starts in %s', (offered, mode) => {
    expect(fallbackReservationMode(offered)).toBe(mode);
  });

  test.each([
    ['pickup', { ...all, curbside_pickup_setting: 'allowed' }, 'default', null],
    ['delivery', { ...all, curbside_pickup_setting: 'allowed' }, 'kiosk', 'Delivery is not offered at a kiosk'],
    ['pickup', { ...all, curbside_pickup_setting: 'mandatory' }, 'default', 'This store hands pickup orders over at the curb: choose curbside'],
    ['curbside', { ...all, curbside_pickup_setting: 'not_allowed' }, 'default', 'This store does not offer curbside'],
    ['delivery', { ...all, delivery: false }, 'default', 'This store does not offer delivery'],
  ] as const)('%s at %o in %s mode → %s', (mode, store, appMode, message) => {
    expect(modeRefusal(store, mode, appMode)).toBe(message);
  });

  test.each([
    ['pickup', 'Pickup time'],
    ['curbside', 'Curbside pickup time'],
    ['delivery', 'Delivery time'],
  ] as const)('the time of a %s order is labelled %s', (mode, label) => {
    expect(reservationTimeLabel(mode)).toBe(label);
  });
});
