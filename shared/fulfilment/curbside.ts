import { isFilled, validateField, type FieldRules } from '../forms';

/** 000 §3 QR curbside settings, as a store holds them (null or absent: the store does not number its spots). */
export interface CurbsideSettings {
  readonly qr_curbside_settings?: { readonly max_spot_number: number; readonly hide_spot_number: boolean } | null;
}

/** What a curbside order tells the store: the spot the car is in (when known) and the car. */
export interface CurbsideDetails {
  readonly spot_number?: number | string | null;
  readonly vehicle?: string | null;
}

export const VEHICLE_MAX_LENGTH = 120;

/** The highest spot number a shopper can name, or null when the store asks for none (hide_spot_number, no settings). */
export function curbsideSpotMax(settings: CurbsideSettings): number | null {
  const qr = settings.qr_curbside_settings;
  return qr && !qr.hide_spot_number && qr.max_spot_number >= 1 ? qr.max_spot_number : null;
}

/**
 * The curbside fields' rules, for the checkout form and the server alike: the vehicle is required (staff find the
 * car by it); the spot is optional (a shopper may not be parked yet) and, when given, a whole number from 1 to
 * max_spot_number; where the store numbers no spots, a spot is refused.
 */
export function curbsideFormRules(spotMax: number | null): { spot_number: FieldRules; vehicle: FieldRules } {
  const spot: FieldRules =
    spotMax === null
      ? { validate: (value) => (isFilled(value) ? 'This store does not use spot numbers.' : null) }
      : { type: 'number', min: 1, max: spotMax, validate: (value) => (Number.isInteger(Number(value)) ? null : `Please choose a spot from 1 to ${spotMax}.`) };
  return { spot_number: spot, vehicle: { required: true, maxLength: VEHICLE_MAX_LENGTH } };
}

/** The refusals of a curbside order's details as API validations (`{ field: [message] }`), or null when they pass. */
export function curbsideRefusals(settings: CurbsideSettings, details: CurbsideDetails | undefined): Record<string, string[]> | null {
  const rules = curbsideFormRules(curbsideSpotMax(settings));
  const values = { spot_number: details?.spot_number ?? '', vehicle: (details?.vehicle ?? '').trim() };
  const refusals: Record<string, string[]> = {};
  for (const field of ['spot_number', 'vehicle'] as const) {
    const message = validateField(values[field], rules[field], values);
    if (message) refusals[field] = [message];
  }
  return Object.keys(refusals).length > 0 ? refusals : null;
}
