import { haversineMiles, type DeliveryLocation } from '../../../shared/delivery';
import type { DeliveryAddress } from '../../../shared/types';
import { placeZip } from './zipGeocoder';

/** 001 §3 Delivery address, plus coordinates when the client's address search gave them. */
export type AddressWithPoint = DeliveryAddress & { lat?: number | null; long?: number | null };

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

// How far the client's point may lie from its ZIP's centre and still be believed. Further, or with a ZIP we cannot
// place, the centre decides: a point is the client's claim, and a far one could pick a cheaper zone than the address.
const MAX_MILES_FROM_ZIP_CENTRE = 3;

/**
 * Where an address is, as the delivery rule needs it: its zip, its point on the map (the client's coordinates when
 * it sent them and they lie near its ZIP's centre, else the centroid of its ZIP code or Canadian FSA) and its state or province. Null without a street
 * (001 §4: a delivery address needs one).
 */
export function deliveryLocation(address: AddressWithPoint | null): DeliveryLocation | null {
  if (!address?.street?.trim()) return null;
  const placed = address.zipcode ? placeZip(address.zipcode) : null;
  const own = finite(address.lat) && finite(address.long) ? { lat: address.lat, long: address.long } : null;
  const believed = own && placed?.point && haversineMiles(own, placed.point) <= MAX_MILES_FROM_ZIP_CENTRE ? own : null;
  return { zipcode: address.zipcode || null, point: believed ?? placed?.point ?? null, region: placed?.region ?? null };
}
