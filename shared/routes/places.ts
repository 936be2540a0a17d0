import type { CountryCode } from '../types/catalog';
import { slugify } from './slugify';

// 000 §5: "Country and state URL parameters are valid only when they match known names (hyphens
// turned into spaces). Countries: canada CA, puerto rico PR, united states US; the state list covers
// US states and Canadian provinces with postal codes."

export const COUNTRIES = [
  { name: 'canada', code: 'CA' },
  { name: 'puerto rico', code: 'PR' },
  { name: 'united states', code: 'US' },
] as const satisfies readonly { name: string; code: CountryCode }[];
export type Country = (typeof COUNTRIES)[number];

export interface State {
  readonly name: string;
  readonly code: string;
  readonly country: CountryCode;
}

const US_STATES: readonly (readonly [string, string])[] = [
  ['alabama', 'AL'],
  ['alaska', 'AK'],
  ['arizona', 'AZ'],
  ['arkansas', 'AR'],
  ['california', 'CA'],
  ['colorado', 'CO'],
  ['connecticut', 'CT'],
  ['delaware', 'DE'],
  ['district of columbia', 'DC'],
  ['florida', 'FL'],
  ['georgia', 'GA'],
  ['hawaii', 'HI'],
  ['idaho', 'ID'],
  ['illinois', 'IL'],
  ['indiana', 'IN'],
  ['iowa', 'IA'],
  ['kansas', 'KS'],
  ['kentucky', 'KY'],
  ['louisiana', 'LA'],
  ['maine', 'ME'],
  ['maryland', 'MD'],
  ['massachusetts', 'MA'],
  ['michigan', 'MI'],
  ['minnesota', 'MN'],
  ['mississippi', 'MS'],
  ['missouri', 'MO'],
  ['montana', 'MT'],
  ['nebraska', 'NE'],
  ['nevada', 'NV'],
  ['new hampshire', 'NH'],
  ['new jersey', 'NJ'],
  ['new mexico', 'NM'],
  ['new york', 'NY'],
  ['north carolina', 'NC'],
  ['north dakota', 'ND'],
  ['ohio', 'OH'],
  ['oklahoma', 'OK'],
  ['oregon', 'OR'],
  ['pennsylvania', 'PA'],
  ['rhode island', 'RI'],
  ['south carolina', 'SC'],
  ['south dakota', 'SD'],
  ['tennessee', 'TN'],
  ['texas', 'TX'],
  ['utah', 'UT'],
  ['vermont', 'VT'],
  ['virginia', 'VA'],
  ['washington', 'WA'],
  ['west virginia', 'WV'],
  ['wisconsin', 'WI'],
  ['wyoming', 'WY'],
];

const CANADIAN_PROVINCES: readonly (readonly [string, string])[] = [
  ['alberta', 'AB'],
  ['british columbia', 'BC'],
  ['manitoba', 'MB'],
  ['new brunswick', 'NB'],
  ['newfoundland and labrador', 'NL'],
  ['northwest territories', 'NT'],
  ['nova scotia', 'NS'],
  ['nunavut', 'NU'],
  ['ontario', 'ON'],
  ['prince edward island', 'PE'],
  ['quebec', 'QC'],
  ['saskatchewan', 'SK'],
  ['yukon', 'YT'],
];

// Puerto Rico is a country of the directory (000 §5) with no states of its own; it is its own single
// state so /dispensaries/puerto-rico/puerto-rico/san-juan has the same shape as every other city.
export const STATES: readonly State[] = [
  ...US_STATES.map(([name, code]) => ({ name, code, country: 'US' as const })),
  { name: 'puerto rico', code: 'PR', country: 'PR' },
  ...CANADIAN_PROVINCES.map(([name, code]) => ({ name, code, country: 'CA' as const })),
];

/** A place name as a route parameter: lower-case and hyphenated (000 §2). */
export function placeParam(name: string): string {
  return slugify(name);
}

function placeName(param: string): string {
  return param.replace(/-/g, ' ').trim().toLowerCase();
}

/** The country a route parameter names (hyphens → spaces, any case), or null. */
export function parseCountry(param: string): Country | null {
  const name = placeName(param);
  return COUNTRIES.find((country) => country.name === name) ?? null;
}

/** The state of that country a route parameter names (hyphens → spaces, any case), or null. */
export function parseState(country: Country, param: string): State | null {
  const name = placeName(param);
  return STATES.find((state) => state.country === country.code && state.name === name) ?? null;
}

export interface DispensaryPlace {
  readonly country: Country;
  readonly state?: State;
  /** The city as words (hyphens → spaces, lower-case); any non-empty name is accepted. */
  readonly city?: string;
}

/** The place of /dispensaries/{country}[/{state}[/{city}]], or null when a part is not known. */
export function parseDispensaryPlace(params: { readonly country?: string; readonly state?: string; readonly city?: string }): DispensaryPlace | null {
  if (params.country === undefined) return null;
  const country = parseCountry(params.country);
  if (!country) return null;
  if (params.state === undefined) return params.city === undefined ? { country } : null;
  const state = parseState(country, params.state);
  if (!state) return null;
  if (params.city === undefined) return { country, state };
  const city = placeName(params.city).replace(/\s+/g, ' ');
  return city ? { country, state, city } : null;
}
