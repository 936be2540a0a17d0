import { formatClock } from './formatClock';
import { zonedDateTime } from './zonedTime';

// How an instant reads in a store's own zone (000 §3 time_zone_identifier): the same words in the checkout's
// slots, the receipt, the reservation list and the e-mails, whatever zone the shopper's device is in.

const formats = new Map<string, Intl.DateTimeFormat>();

function cached(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', options);
    formats.set(key, format);
  }
  return format;
}

/** 'PST', 'PDT', 'EST', 'MST', 'AKDT': the zone's short name at that instant (it changes with daylight saving). */
export function zoneAbbreviation(instant: number, timeZone: string): string {
  const parts = cached(`zone:${timeZone}`, { timeZone, timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** '7:45 PM': the store's wall clock at an instant. */
export function storeClock(instant: number, timeZone: string): string {
  const local = zonedDateTime(instant, timeZone);
  return formatClock(local.hour * 60 + local.minute);
}

/** 'Wednesday, Nov 18': the store's calendar day at an instant. */
export function storeDay(instant: number, timeZone: string): string {
  return cached(`day:${timeZone}`, { timeZone, weekday: 'long', month: 'short', day: 'numeric' }).format(instant);
}

/** 'Nov 18, 2026': the store's date at an instant ('' for an unreadable one). */
export function storeDate(iso: string, timeZone: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : cached(`date:${timeZone}`, { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(at);
}

/**
 * 'Wednesday, Nov 18, 7:45 PM – 8:45 PM PST': a pickup or delivery window in the store's zone, with the zone's
 * short name (each end its own when clocks change in between); null when there is no readable start.
 */
export function storeWindowText(startIso: string | null | undefined, endIso: string | null | undefined, timeZone: string): string | null {
  const start = startIso ? Date.parse(startIso) : NaN;
  if (Number.isNaN(start)) return null;
  const end = endIso ? Date.parse(endIso) : NaN;
  const day = `${storeDay(start, timeZone)}, ${storeClock(start, timeZone)}`;
  const zone = zoneAbbreviation(start, timeZone);
  if (Number.isNaN(end) || end <= start) return `${day} ${zone}`;
  const endZone = zoneAbbreviation(end, timeZone);
  return endZone === zone ? `${day} – ${storeClock(end, timeZone)} ${zone}` : `${day} ${zone} – ${storeClock(end, timeZone)} ${endZone}`;
}
