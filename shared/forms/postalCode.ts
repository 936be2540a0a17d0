// The postal code of a delivery address follows the store's country (000 §3 country_code; 000 §4 countries: canada
// CA, puerto rico PR, united states US). Canada: 'A1A 1A1' (Canada Post never uses D, F, I, O, Q or U, nor W or Z
// first). The US and Puerto Rico: a 5-digit ZIP code or ZIP+4.
const CANADIAN = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(\d[ABCEGHJ-NPRSTV-Z]\d)$/;
const US_ZIP = /^(\d{5})(?:[\s-]?(\d{4}))?$/;

/** What the form shows for the store's country: the field's name, the region's, and the message (001 §5 type-message style). */
export interface PostalCodeField {
  label: 'ZIP code' | 'Postal code';
  regionLabel: 'State' | 'Province';
  inputMode: 'numeric' | 'text';
  maxLength: number;
  message: string;
}

const FIELDS = {
  CA: { label: 'Postal code', regionLabel: 'Province', inputMode: 'text', maxLength: 7, message: 'Please enter a valid Canadian postal code.' },
  US: { label: 'ZIP code', regionLabel: 'State', inputMode: 'numeric', maxLength: 10, message: 'Please enter a valid US ZIP code.' },
} as const satisfies Record<string, PostalCodeField>;

const isCanadian = (country: string | null | undefined) => country?.toUpperCase() === 'CA';

export function postalCodeField(country: string | null | undefined): PostalCodeField {
  return isCanadian(country) ? FIELDS.CA : FIELDS.US;
}

/** The code as the store's country writes it ('m5v3l9' → 'M5V 3L9', '900041234' → '90004-1234'), or null when it is not one. */
export function normalisePostalCode(input: string, country: string | null | undefined): string | null {
  if (isCanadian(country)) {
    const parts = CANADIAN.exec(input.toUpperCase().replace(/\s+/g, ''));
    return parts ? `${parts[1]} ${parts[2]}` : null;
  }
  const parts = US_ZIP.exec(input.trim());
  return parts ? (parts[2] ? `${parts[1]}-${parts[2]}` : parts[1]) : null;
}

/** The message for a code the store's country does not use; null for a good one, or an empty one (required decides). */
export function postalCodeRefusal(input: string, country: string | null | undefined): string | null {
  if (!input.trim()) return null;
  return normalisePostalCode(input, country) === null ? postalCodeField(country).message : null;
}
