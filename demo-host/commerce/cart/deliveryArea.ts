import type { DeliveryLocation } from '../../../shared/pricing';
import type { DeliveryAddress } from '../../../shared/types';
import type { CommerceDeps } from '../deps';
import type { StoreRecord } from './loadCart';

export type Point = { lat: number; long: number };
/** 001 §3 Delivery address, plus coordinates when the client's address search gave them. */
export type AddressWithPoint = DeliveryAddress & { lat?: number | null; long?: number | null };

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function haversineMiles(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Even-odd ray casting over a GeoJSON polygon ([long, lat] rings; holes after the outer ring). */
export function pointInPolygon(point: Point, rings: readonly (readonly (readonly number[])[])[]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > point.lat !== yj > point.lat && point.long < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/**
 * Where an address is, as the pricing engine needs it (zip, geofence, distance). The demo has no
 * geocoder: coordinates come from the client, else the centroid of a known zip code (a store's).
 */
export async function deliveryLocation(deps: CommerceDeps, store: StoreRecord, address: AddressWithPoint | null): Promise<DeliveryLocation | null> {
  if (!address) return null;
  let point: Point | null = typeof address.lat === 'number' && typeof address.long === 'number' ? { lat: address.lat, long: address.long } : null;
  if (!point && address.zipcode) {
    const known = await deps.db.selectFrom('stores').select(['lat', 'long']).where('zip', '=', address.zipcode.trim().slice(0, 5)).executeTakeFirst();
    if (known) point = { lat: known.lat, long: known.long };
  }
  const fences = store.data.delivery_geofences ?? [];
  const fence = point ? fences.findIndex((g) => pointInPolygon(point!, g.geojson.coordinates)) : -1;
  return {
    zipcode: address.zipcode || null,
    geofence_id: fence >= 0 ? fence : null,
    distance_miles: point ? haversineMiles({ lat: store.row.lat, long: store.row.long }, point) : null,
  };
}
