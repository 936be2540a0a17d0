import { describe, expect, test } from 'vitest';
import { quoteDelivery, serviceFee } from '../../../../shared/pricing';
import type { DeliveryLocation, DeliverySettings } from '../../../../shared/pricing';

const zipStore: DeliverySettings = {
  delivery_config_strategy: 'zipcode',
  delivery_fee_amount: 999,
  delivery_min_amount: 3000,
  delivery_zipcodes: [
    { zipcode: '94110', fee: 500, min_amount: 5000, lead_time_minutes: 90, last_call_minutes: 45 },
    { zipcode: '94103', fee: 0 },
  ],
  free_delivery_configs: [{ cart_minimum: 15000 }, { cart_minimum: 10000 }],
};
const MISSION = { lat: 37.7599, long: -122.4148 };
const square = [
  [
    [-122.43, 37.75],
    [-122.4, 37.75],
    [-122.4, 37.77],
    [-122.43, 37.77],
    [-122.43, 37.75],
  ],
];
const fenceStore: DeliverySettings = {
  delivery_config_strategy: 'geofence',
  delivery_geofences: [{ id: 0, name: 'Mission', polygon: square, fee: 300, cart_minimum: 2500 }],
  free_delivery_configs: [{ cart_minimum: 8000 }],
};
const radiusStore: DeliverySettings = { delivery_radius: 10, delivery_fee_amount: 700, delivery_min_amount: 2000, store_point: { lat: 37.7749, long: -122.4194 } };

describe('delivery fee (000 §3 delivery settings)', () => {
  test.each<[string, DeliverySettings, DeliveryLocation | null, number, string, number, number]>([
    // Zip 94110: its own fee 500 and minimum 5000 replace the flat 999 and 3000.
    ['zip with its own fee and minimum', zipStore, { zipcode: '94110' }, 6000, 'ok', 500, 5000],
    // Zip 94103 has no minimum of its own: the store's 3000 applies; 2999 is below it. Fee 0.
    ['zip falls back to the store minimum', zipStore, { zipcode: '94103' }, 2999, 'below_minimum', 0, 3000],
    ['zip not served', zipStore, { zipcode: '10001' }, 6000, 'outside_area', 0, 0],
    // 10000 reaches the lowest free-delivery threshold (min of 15000 and 10000): fee waived.
    ['free delivery at the lowest threshold', zipStore, { zipcode: '94110' }, 10000, 'ok', 0, 5000],
    ['one cent below the free threshold pays', zipStore, { zipcode: '94110' }, 9999, 'ok', 500, 5000],
    ['inside the geofence: its fee', fenceStore, { point: MISSION }, 6000, 'ok', 300, 2500],
    ['inside the geofence, below its 2500 minimum', fenceStore, { point: MISSION }, 2400, 'below_minimum', 300, 2500],
    ['inside the geofence at its free-delivery minimum of 8000', fenceStore, { point: MISSION }, 8000, 'ok', 0, 2500],
    ['outside the geofence', fenceStore, { point: { lat: 37.8, long: -122.27 } }, 6000, 'outside_area', 0, 0],
    ['inside the 10-mile radius: the flat fee', radiusStore, { point: MISSION }, 2500, 'ok', 700, 2000],
    ['outside the radius (Walnut Creek, ~21 mi)', radiusStore, { point: { lat: 37.9101, long: -122.0652 } }, 2500, 'outside_area', 0, 0],
    // No address yet: nothing is decided, so no fee and no "outside the area".
    ['no address yet', zipStore, null, 6000, 'no_address', 0, 0],
  ])('%s', (_label, settings, where, subtotal, status, fee, minimum) => {
    const q = quoteDelivery('delivery', settings, where, subtotal);
    expect(q).toMatchObject({ status, delivery_fee_amount: fee, minimum });
  });

  test.each(['pickup', 'curbside'] as const)('%s carts pay no delivery fee', (mode) => {
    expect(quoteDelivery(mode, radiusStore, {}, 5000)).toMatchObject({ status: 'not_delivery', delivery_fee_amount: 0, rule: null });
  });

  test('the quote says which rule decided, why, the zip’s timing and the free-delivery minimum', () => {
    expect(quoteDelivery('delivery', zipStore, { zipcode: '94110' }, 6000)).toMatchObject({
      rule: 'zipcode',
      reason: '94110 is one of the ZIP codes the store delivers to.',
      lead_time_minutes: 90,
      last_call_minutes: 45,
      free_delivery_minimum: 10000,
    });
    expect(quoteDelivery('delivery', fenceStore, { point: { lat: 37.8, long: -122.27 } }, 6000)).toMatchObject({
      rule: 'geofence',
      reason: 'The address is outside the store’s delivery zones.',
    });
    expect(quoteDelivery('delivery', zipStore, null, 6000)).toMatchObject({ rule: null, reason: null, free_delivery: false, free_delivery_minimum: 10000 });
  });

  test('without a strategy the zip list decides', () => {
    const { delivery_config_strategy: _unused, ...implicit } = zipStore;
    expect(quoteDelivery('delivery', implicit, { zipcode: '94110' }, 6000).delivery_fee_amount).toBe(500);
  });
});

describe('service fee', () => {
  test.each([
    [250, true, 250],
    [250, false, 0], // an empty cart pays nothing
    [null, true, 0],
    [-100, true, 0],
  ])('serviceFee(%j, has items %s) = %i', (amount, has, expected) => {
    expect(serviceFee(amount, has)).toBe(expected);
  });
});

test('an empty delivery cart pays no delivery fee', () => {
  expect(quoteDelivery('delivery', radiusStore, { point: MISSION }, 0, false).delivery_fee_amount).toBe(0);
});
