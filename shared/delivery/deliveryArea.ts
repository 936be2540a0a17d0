import type { Cents } from '../money';
import { haversineMiles, insidePolygon } from './geometry';
import type { DeliveryGeofence, DeliveryLocation, DeliveryRule, DeliverySettings } from './types';

/** The terms of the rule that took the address: its fee, minimum and timing. */
export interface AreaTerms {
  fee: Cents;
  minimum: Cents;
  lead_time_minutes: number | null;
  last_call_minutes: number | null;
}

/** Which rule decided (000 §3 delivery_config_strategy), whether it takes the address, and why in plain words. */
export type AreaDecision = { rule: DeliveryRule; reason: string } & ({ inside: true; terms: AreaTerms } | { inside: false });

/** The store's strategy; a store that names none is read by what it lists (zip codes, then geofences, else its radius). */
export function deliveryRuleOf(settings: DeliverySettings): DeliveryRule {
  if (settings.delivery_config_strategy) return settings.delivery_config_strategy;
  if (settings.delivery_zipcodes?.length) return 'zipcode';
  if (settings.delivery_geofences?.length) return 'geofence';
  return 'radius';
}

/** A zip's first five digits (ZIP+4 matches its ZIP); a Canadian postal code's first three (the FSA), upper case. */
export function postalKey(code: string): string {
  const compact = code.trim().toUpperCase().replace(/\s+/g, '');
  return /^[A-Z]\d[A-Z]/.test(compact) ? compact.slice(0, 3) : compact.slice(0, 5);
}

const zoneName = (fence: DeliveryGeofence, index: number) => (fence.name?.trim() ? `the ${fence.name.trim()} delivery zone` : `delivery zone ${index + 1}`);
const tenths = (n: number) => Math.round(n * 10) / 10;
const miles = (n: number) => `${tenths(n)} ${tenths(n) === 1 ? 'mile' : 'miles'}`;
/** What the code is called: a Canadian postal code by its shape (A1A), else a ZIP code. */
const codeName = (code: string) => (/^[A-Z]\d[A-Z]/i.test(code.trim()) ? 'postal code' : 'ZIP code');
const unplaced = (where: DeliveryLocation) =>
  where.zipcode?.trim() ? `We could not find ${where.zipcode.trim()} on the map; please check the ${codeName(where.zipcode)}.` : 'Enter a ZIP code so we can find the address.';

function byZipcode(settings: DeliverySettings, where: DeliveryLocation, flatMinimum: Cents): AreaDecision {
  const zip = where.zipcode?.trim() ?? '';
  const entry = zip ? settings.delivery_zipcodes?.find((z) => postalKey(z.zipcode) === postalKey(zip)) : undefined;
  if (!entry) return { rule: 'zipcode', inside: false, reason: zip ? `The store does not deliver to ${zip}.` : 'Enter a ZIP code: the store delivers by ZIP code.' };
  const terms = {
    fee: entry.fee,
    minimum: entry.min_amount ?? flatMinimum,
    lead_time_minutes: entry.lead_time_minutes ?? null,
    last_call_minutes: entry.last_call_minutes ?? null,
  };
  return { rule: 'zipcode', inside: true, terms, reason: `${zip} is one of the ${codeName(zip)}s the store delivers to.` };
}

function byGeofence(settings: DeliverySettings, where: DeliveryLocation, flatMinimum: Cents): AreaDecision {
  if (!where.point) return { rule: 'geofence', inside: false, reason: unplaced(where) };
  const fences = settings.delivery_geofences ?? [];
  const index = fences.findIndex((fence) => fence.polygon != null && insidePolygon(where.point!, fence.polygon));
  if (index < 0) return { rule: 'geofence', inside: false, reason: 'The address is outside the store’s delivery zones.' };
  const fence = fences[index];
  const terms = { fee: fence.fee, minimum: fence.cart_minimum ?? flatMinimum, lead_time_minutes: null, last_call_minutes: null };
  return { rule: 'geofence', inside: true, terms, reason: `The address is inside ${zoneName(fence, index)}.` };
}

function byRadius(settings: DeliverySettings, where: DeliveryLocation, flatMinimum: Cents): AreaDecision {
  const terms = { fee: settings.delivery_fee_amount ?? 0, minimum: flatMinimum, lead_time_minutes: null, last_call_minutes: null };
  const radius = settings.delivery_radius;
  if (radius == null || radius <= 0) return { rule: 'radius', inside: true, terms, reason: 'The store delivers without a distance limit.' };
  if (!where.point || !settings.store_point) return { rule: 'radius', inside: false, reason: unplaced(where) };
  const distance = haversineMiles(settings.store_point, where.point);
  if (distance > radius) return { rule: 'radius', inside: false, reason: `The address is ${miles(distance)} from the store, beyond its ${tenths(radius)}-mile delivery radius.` };
  return { rule: 'radius', inside: true, terms, reason: `The address is ${miles(distance)} from the store, within its ${tenths(radius)}-mile delivery radius.` };
}

/**
 * 000 §3 delivery settings: the store's one strategy decides. `zipcode`: the address's zip is listed, with its fee,
 * min_amount, lead_time_minutes and last_call_minutes. `geofence`: the point lies in a polygon (the first that holds
 * it), with its fee and cart_minimum. `radius`: the point is within delivery_radius miles of the store (great
 * circle), at the flat fee. A minimum the entry leaves out is the store's delivery minimum. A strategy that needs
 * the point refuses an address the host could not place.
 */
export function decideDeliveryArea(settings: DeliverySettings, where: DeliveryLocation): AreaDecision {
  const flatMinimum = settings.delivery_min_amount ?? 0;
  switch (deliveryRuleOf(settings)) {
    case 'zipcode':
      return byZipcode(settings, where, flatMinimum);
    case 'geofence':
      return byGeofence(settings, where, flatMinimum);
    case 'radius':
      return byRadius(settings, where, flatMinimum);
  }
}
