import type { DeliveryLocation } from '../../../shared/delivery';
import type { DeliveryAddress } from '../../../shared/types';
import { placeZip } from './zipGeocoder';

/** 001 §3 Delivery address, plus coordinates when the client's address search gave them. */
export type AddressWithPoint = DeliveryAddress & { lat?: number | null; long?: number | null };

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * Where an address is, as the delivery rule needs it: its zip, its point on the map (the client's coordinates when
 * it sent them, else the centroid of its ZIP code or Canadian FSA) and its state or province. Null without a street
 * (001 §4: a delivery address needs one).
 */
export function deliveryLocation(address: AddressWithPoint | null): DeliveryLocation | null {
  if (!address?.street?.trim()) return null;
  const placed = address.zipcode ? placeZip(address.zipcode) : null;
  const own = finite(address.lat) && finite(address.long) ? { lat: address.lat, long: address.long } : null;
  return { zipcode: address.zipcode || null, point: own ?? placed?.point ?? null, region: placed?.region ?? null };
}
