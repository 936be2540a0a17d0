import { DAY_NAMES } from '../types/catalog';
import type { DayName } from '../types/catalog';

// 000 §3: working_hours entries are a day plus a period ({ day, period: { from, to } }); per-mode
// hours (pickup_hours, …) put from/to on the entry itself. Both shapes are read.
export interface ScheduleEntry {
  readonly day: string;
  readonly period?: { readonly from?: string | null; readonly to?: string | null } | null;
  readonly from?: string | null;
  readonly to?: string | null;
}

/** An opening period in minutes after the day's local midnight; `to` passes 1440 when it ends after midnight. */
export interface OpenPeriod {
  readonly from: number;
  readonly to: number;
  readonly opening: string; // 'HH:MM'
  readonly closing: string; // 'HH:MM'
}

/** Each day's opening periods, earliest first; an empty list means closed all day. */
export type WeeklySchedule = Readonly<Record<DayName, readonly OpenPeriod[]>>;

const CLOCK = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

// 'HH:MM' → minutes after midnight; '24:00' is the end of the day. Anything else is null.
export function parseClock(text: string | null | undefined): number | null {
  const match = typeof text === 'string' ? CLOCK.exec(text.trim()) : null;
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

function clockText(minutes: number): string {
  const inDay = minutes % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

function isDayName(value: string): value is DayName {
  return (DAY_NAMES as readonly string[]).includes(value);
}

// A day with no entry, or an entry without both times, is closed all day. A closing time at or
// before the opening time ends the next day (10:00–02:00 is open overnight; 00:00–00:00 is open
// around the clock). Several entries for one day are several periods.
export function weeklySchedule(entries: readonly ScheduleEntry[] | null | undefined): WeeklySchedule {
  const days = Object.fromEntries(DAY_NAMES.map((day) => [day, [] as OpenPeriod[]])) as Record<DayName, OpenPeriod[]>;
  for (const entry of entries ?? []) {
    const day = typeof entry.day === 'string' ? entry.day.trim().toLowerCase() : '';
    if (!isDayName(day)) continue;
    const from = parseClock(entry.period?.from ?? entry.from);
    const close = parseClock(entry.period?.to ?? entry.to);
    if (from === null || close === null) continue;
    const to = close <= from ? close + 1440 : close;
    days[day].push({ from, to, opening: clockText(from), closing: clockText(to) });
  }
  for (const day of DAY_NAMES) days[day].sort((a, b) => a.from - b.from);
  return days;
}

export function isAlwaysClosed(schedule: WeeklySchedule): boolean {
  return DAY_NAMES.every((day) => schedule[day].length === 0);
}
