import { DAY_NAMES } from '../types/catalog';
import type { DayName } from '../types/catalog';

// Wall-clock arithmetic in a store's zone with Intl.DateTimeFormat only (no date library).

export interface LocalDate {
  readonly year: number;
  readonly month: number; // 1–12
  readonly day: number;
}

export interface ZonedDateTime extends LocalDate {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly weekday: DayName;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'long',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export function zonedDateTime(instant: number, timeZone: string): ZonedDateTime {
  const fields: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) fields[part.type] = part.value;
  return {
    year: Number(fields.year),
    month: Number(fields.month),
    day: Number(fields.day),
    hour: Number(fields.hour),
    minute: Number(fields.minute),
    second: Number(fields.second),
    weekday: fields.weekday.toLowerCase() as DayName,
  };
}

// How far the zone's wall clock is ahead of UTC at an instant, in ms.
function offsetAt(instant: number, timeZone: string): number {
  const wall = zonedDateTime(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

// The instant a wall-clock time happens in a zone. `minutes` may run past midnight (26:00 is 02:00
// the next day). A time repeated when clocks fall back is its first occurrence. A time skipped when
// clocks spring forward (02:30 on a US spring-forward night) happens at the jump, the first instant
// the wall clock reads later than it: a store opening at 02:30 is open from 03:00 new time.
export function wallTimeToInstant(date: LocalDate, minutes: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE_MS;
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const candidates = [wall - before, wall - after].filter((instant) => offsetAt(instant, timeZone) === wall - instant);
  if (candidates.length > 0) return Math.min(...candidates);
  // In the gap: wall - after still reads the old offset, wall - before already the new one.
  let early = wall - after;
  let late = wall - before;
  while (late - early > 1000) {
    const middle = early + Math.floor((late - early) / 2000) * 1000;
    if (offsetAt(middle, timeZone) === before) early = middle;
    else late = middle;
  }
  return late;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export function weekdayOf(date: LocalDate): DayName {
  // getUTCDay: 0 is Sunday; DAY_NAMES starts on Monday.
  return DAY_NAMES[(new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7];
}

export function isoDate(date: LocalDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
