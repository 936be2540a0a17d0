import { DEFAULT_TIME_ZONE_NAME } from '../constants';
import type { TimeZoneName } from '../types/catalog';

// 000 §3: the API names time zones the Rails way; these are the standard zones Rails maps them to.
export const IANA_TIME_ZONES: Readonly<Record<TimeZoneName, string>> = {
  Alaska: 'America/Juneau',
  Arizona: 'America/Phoenix',
  'Central Time (US & Canada)': 'America/Chicago',
  'Eastern Time (US & Canada)': 'America/New_York',
  Hawaii: 'Pacific/Honolulu',
  'Indiana (East)': 'America/Indiana/Indianapolis',
  'Mountain Time (US & Canada)': 'America/Denver',
  'Pacific Time (US & Canada)': 'America/Los_Angeles',
  'Puerto Rico': 'America/Puerto_Rico',
};

export const DEFAULT_IANA_TIME_ZONE = IANA_TIME_ZONES[DEFAULT_TIME_ZONE_NAME as TimeZoneName];

const byLooseName = new Map(Object.entries(IANA_TIME_ZONES).map(([name, zone]) => [looseName(name), zone]));

// "Pacific Time (US and Canada)" (as 000 §3 spells it) and "pacific time (us & canada)" both match.
function looseName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+and\s+/g, ' & ')
    .replace(/\s+/g, ' ');
}

function isIanaZone(name: string): boolean {
  if (!name.includes('/') && name !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// 000 §3: an API time-zone name → an IANA zone; a name that already is an IANA zone passes through;
// anything else gets the default, Pacific Time (US & Canada).
export function ianaTimeZone(name: string | null | undefined): string {
  if (typeof name !== 'string' || name.trim() === '') return DEFAULT_IANA_TIME_ZONE;
  const known = byLooseName.get(looseName(name));
  if (known) return known;
  return isIanaZone(name.trim()) ? name.trim() : DEFAULT_IANA_TIME_ZONE;
}
