// What the delivery-area rule reads (000 §3 store delivery settings) and where the shopper is, as the host placed
// the address. Money is integer cents.
import type { Cents } from '../money';
import type { GeoPoint, PolygonRings } from './geometry';

export type DeliveryRule = 'zipcode' | 'geofence' | 'radius';

/** 000 §3 delivery_zipcodes: a zip (or postal code) with its own fee, minimum and timing. */
export interface DeliveryZipcode {
  zipcode: string;
  fee: Cents;
  min_amount?: Cents | null;
  lead_time_minutes?: number | null;
  last_call_minutes?: number | null;
}

/** 000 §3 delivery_geofences: a GeoJSON polygon with its own fee and cart minimum. */
export interface DeliveryGeofence {
  id: number | string;
  /** What the store calls the zone ('Downtown LA'); without one it is named by its place in the list. */
  name?: string | null;
  polygon?: PolygonRings | null;
  fee: Cents;
  cart_minimum?: Cents | null;
}

/** Store delivery settings (000 §3). */
export interface DeliverySettings {
  delivery_config_strategy?: DeliveryRule | null;
  delivery_fee_amount?: Cents | null;
  delivery_radius?: number | null;
  delivery_min_amount?: Cents | null;
  delivery_zipcodes?: DeliveryZipcode[] | null;
  delivery_geofences?: DeliveryGeofence[] | null;
  free_delivery_configs?: { cart_minimum: Cents }[] | null;
  /** Where the store is: the radius is measured from here. */
  store_point?: GeoPoint | null;
}

/** Where the delivery goes, as the host placed the address (the rule does no geocoding). */
export interface DeliveryLocation {
  zipcode?: string | null;
  /** The address on the map (a zip or postal-code centroid, or the client's own coordinates); null when unknown. */
  point?: GeoPoint | null;
  /** The state or province the address is in ('CA', 'ON'), when known: its sales tax applies to a delivery. */
  region?: string | null;
}
