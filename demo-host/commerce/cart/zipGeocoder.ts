import { createRequire } from 'node:module';
import { postalKey, type GeoPoint } from '../../../shared/delivery';

/** Where a US ZIP code or a Canadian postal code is: its centroid and its state or province code. */
export interface PlacedZip {
  point: GeoPoint;
  region: string | null;
}

interface ZipRecord {
  latitude: number;
  longitude: number;
  state: string;
  country: string;
}

// The `zipcodes` data names Canadian provinces in full.
const PROVINCES: Readonly<Record<string, string>> = {
  Alberta: 'AB',
  'British Columbia': 'BC',
  Manitoba: 'MB',
  'New Brunswick': 'NB',
  'Newfoundland and Labrador': 'NL',
  'Nova Scotia': 'NS',
  'Northwest Territories': 'NT',
  Nunavut: 'NU',
  Ontario: 'ON',
  'Prince Edward Island': 'PE',
  Quebec: 'QC',
  Saskatchewan: 'SK',
  Yukon: 'YT',
};

let lookup: ((code: string) => ZipRecord | undefined) | null = null;

// Loaded on first use, not while the host starts: the data is 5 MB of JavaScript (about 0.3 s to load and 12 MB of
// heap). The host (main.ts) asks for it in the background once its menus are warm, so the first delivery quote does
// not wait. It stays a host dependency: the widget asks the server.
function zipLookup(): (code: string) => ZipRecord | undefined {
  lookup ??= (createRequire(import.meta.url)('zipcodes') as { lookup: (code: string) => ZipRecord | undefined }).lookup;
  return lookup;
}

/** A ZIP code's (ZIP+4 by its first five digits) or a Canadian FSA's centroid, offline; null when unknown. */
export function placeZip(code: string): PlacedZip | null {
  const key = postalKey(code);
  if (!/^(\d{5}|[A-Z]\d[A-Z])$/.test(key)) return null;
  const record = zipLookup()(key);
  if (!record || !Number.isFinite(record.latitude) || !Number.isFinite(record.longitude)) return null;
  const region = record.country === 'US' ? record.state : (PROVINCES[record.state] ?? null);
  return { point: { lat: record.latitude, long: record.longitude }, region };
}
