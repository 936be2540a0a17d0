import { describe, expect, test } from 'vitest';
import { decideDeliveryArea, deliveryRuleOf, postalKey } from '../../../../shared/delivery';
import type { DeliveryLocation, DeliverySettings } from '../../../../shared/delivery';

// 000 §3 delivery settings: delivery_zipcodes (fee, min_amount, lead_time_minutes, last_call_minutes),
// delivery_geofences (geojson, fee, cart_minimum), delivery_radius, delivery_config_strategy.
const SILVER_LAKE = { lat: 34.0912, long: -118.2795 };
const FIFTH_ST = { lat: 34.0448, long: -118.2434 }; // ZIP 90013's centroid: 500 W 5th St
const PASADENA = { lat: 34.1478, long: -118.1445 };
const box = (south: number, west: number, north: number, east: number) => [
  [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ],
];

const zipStore: DeliverySettings = {
  delivery_config_strategy: 'zipcode',
  delivery_min_amount: 3000,
  delivery_zipcodes: [
    { zipcode: '90026', fee: 500, min_amount: 4000, lead_time_minutes: 60, last_call_minutes: 30 },
    { zipcode: 'M5V', fee: 0 },
  ],
};
const fenceStore: DeliverySettings = {
  delivery_config_strategy: 'geofence',
  delivery_min_amount: 3000,
  delivery_geofences: [
    { id: 0, name: 'Silver Lake', polygon: box(34.07, -118.31, 34.13, -118.245), fee: 500, cart_minimum: 4000 },
    { id: 1, name: 'Downtown LA', polygon: box(34.03, -118.282, 34.066, -118.228), fee: 800, cart_minimum: 5000 },
    { id: 2, polygon: box(34.13, -118.2, 34.2, -118.1), fee: 1200, cart_minimum: null },
  ],
};
const radiusStore: DeliverySettings = { delivery_config_strategy: 'radius', delivery_radius: 8, delivery_fee_amount: 700, delivery_min_amount: 2000, store_point: SILVER_LAKE };

describe('delivery area rule (000 §3): the store’s strategy decides, in plain words', () => {
  test.each<[string, DeliverySettings, DeliveryLocation, { rule: string; inside: boolean; fee?: number; minimum?: number; reason: string | RegExp }]>([
    [
      'listed zip: its fee and minimum',
      zipStore,
      { zipcode: '90026' },
      { rule: 'zipcode', inside: true, fee: 500, minimum: 4000, reason: '90026 is one of the ZIP codes the store delivers to.' },
    ],
    ['ZIP+4 matches its ZIP', zipStore, { zipcode: '90026-1234' }, { rule: 'zipcode', inside: true, fee: 500, minimum: 4000, reason: /90026-1234/ }],
    [
      'a Canadian postal code matches its FSA, the store minimum fills in',
      zipStore,
      { zipcode: 'm5v 3l9' },
      { rule: 'zipcode', inside: true, fee: 0, minimum: 3000, reason: /m5v 3l9/ },
    ],
    ['unlisted zip, even next door', zipStore, { zipcode: '90013', point: FIFTH_ST }, { rule: 'zipcode', inside: false, reason: 'The store does not deliver to 90013.' }],
    ['no zip under the zip rule', zipStore, {}, { rule: 'zipcode', inside: false, reason: 'Enter a ZIP code: the store delivers by ZIP code.' }],
    [
      'point in the first zone',
      fenceStore,
      { point: SILVER_LAKE },
      { rule: 'geofence', inside: true, fee: 500, minimum: 4000, reason: 'The address is inside the Silver Lake delivery zone.' },
    ],
    [
      '500 W 5th St in the downtown zone',
      fenceStore,
      { zipcode: '90013', point: FIFTH_ST },
      { rule: 'geofence', inside: true, fee: 800, minimum: 5000, reason: 'The address is inside the Downtown LA delivery zone.' },
    ],
    [
      'an unnamed zone by its place, the store minimum',
      fenceStore,
      { point: PASADENA },
      { rule: 'geofence', inside: true, fee: 1200, minimum: 3000, reason: 'The address is inside delivery zone 3.' },
    ],
    ['outside every zone', fenceStore, { point: { lat: 33.9, long: -118.4 } }, { rule: 'geofence', inside: false, reason: 'The address is outside the store’s delivery zones.' }],
    [
      'a zip the host could not place',
      fenceStore,
      { zipcode: '00000', point: null },
      { rule: 'geofence', inside: false, reason: 'We could not find 00000 on the map; please check the ZIP code.' },
    ],
    // 500 W 5th St is ≈ 3.8 miles from the store: inside 8 miles, at the flat $7.00.
    [
      'within the 8-mile radius',
      radiusStore,
      { point: FIFTH_ST },
      { rule: 'radius', inside: true, fee: 700, minimum: 2000, reason: 'The address is 3.8 miles from the store, within its 8-mile delivery radius.' },
    ],
    [
      'beyond the radius',
      radiusStore,
      { point: { lat: 34.37, long: -118.27 } },
      { rule: 'radius', inside: false, reason: /^The address is 19\.\d miles from the store, beyond its 8-mile delivery radius\.$/ },
    ],
    ['radius with no point', radiusStore, { zipcode: '90026' }, { rule: 'radius', inside: false, reason: /could not find 90026/ }],
    [
      'no radius set: no distance limit',
      { ...radiusStore, delivery_radius: null },
      {},
      { rule: 'radius', inside: true, fee: 700, minimum: 2000, reason: 'The store delivers without a distance limit.' },
    ],
  ])('%s', (_label, settings, where, expected) => {
    const decision = decideDeliveryArea(settings, where);
    expect(decision).toMatchObject({ rule: expected.rule, inside: expected.inside });
    if (typeof expected.reason === 'string') expect(decision.reason).toBe(expected.reason);
    else expect(decision.reason).toMatch(expected.reason);
    if (decision.inside) expect(decision.terms).toMatchObject({ fee: expected.fee, minimum: expected.minimum });
  });

  test('a listed zip carries its own lead time and last call', () => {
    const decision = decideDeliveryArea(zipStore, { zipcode: '90026' });
    expect(decision.inside && decision.terms).toEqual({ fee: 500, minimum: 4000, lead_time_minutes: 60, last_call_minutes: 30 });
  });

  test.each<[string, DeliverySettings, string]>([
    ['named', { delivery_config_strategy: 'radius', delivery_zipcodes: zipStore.delivery_zipcodes }, 'radius'],
    ['zip codes listed', { delivery_zipcodes: zipStore.delivery_zipcodes, delivery_geofences: fenceStore.delivery_geofences }, 'zipcode'],
    ['only geofences listed', { delivery_geofences: fenceStore.delivery_geofences }, 'geofence'],
    ['nothing listed', {}, 'radius'],
  ])('strategy when %s', (_label, settings, rule) => expect(deliveryRuleOf(settings)).toBe(rule));

  test.each([
    ['90026', '90026'],
    ['90026-1234', '90026'],
    [' m5v 3l9 ', 'M5V'],
    ['V6B3K9', 'V6B'],
  ])('postal key of %j is %j', (code, key) => expect(postalKey(code)).toBe(key));
});
