import { NEARLY_OPEN_MINUTES, SCHEDULE_WINDOW_DAYS } from '../constants';
import { DAY_NAMES } from '../types/catalog';
import type { DayName } from '../types/catalog';
import { formatClock } from './formatClock';
import type { OpenPeriod, WeeklySchedule } from './weeklySchedule';
import { isAlwaysClosed } from './weeklySchedule';
import { addDays, wallTimeToInstant, weekdayOf, zonedDateTime } from './zonedTime';
import type { LocalDate } from './zonedTime';

/** A moment in the store's week: the instant, its local day and its local time of day ('9:00 AM'). */
export interface ScheduleMoment {
  readonly at: Date;
  readonly day: DayName;
  readonly time: string;
}

// 000 §4, 001 §4: open, closed, or nearly open (closed now, opening within 30 minutes); it may open
// later today, or be always closed if every day is closed.
export type StoreStatus =
  | { readonly status: 'open'; readonly closes: ScheduleMoment }
  | { readonly status: 'nearlyOpen'; readonly opens: ScheduleMoment }
  | { readonly status: 'opensLaterToday'; readonly opens: ScheduleMoment }
  | { readonly status: 'closed'; readonly opens: ScheduleMoment }
  | { readonly status: 'alwaysClosed' };

/**
 * The store's status at `now` in its IANA `timeZone` (see ianaTimeZone). Hours are wall-clock
 * times, so a store open 09:00–17:00 opens at 09:00 local on both sides of a DST change.
 */
export function storeStatus(schedule: WeeklySchedule, now: Date | number, timeZone: string): StoreStatus {
  if (isAlwaysClosed(schedule)) return { status: 'alwaysClosed' };
  const instant = typeof now === 'number' ? now : now.getTime();
  const local = zonedDateTime(instant, timeZone);
  const today: LocalDate = local;
  const minute = local.hour * 60 + local.minute;
  const moment = (date: LocalDate, minutes: number): ScheduleMoment => ({
    at: new Date(wallTimeToInstant(date, minutes, timeZone)),
    day: weekdayOf(addDays(date, Math.floor(minutes / 1440))),
    time: formatClock(minutes),
  });

  const todayIndex = DAY_NAMES.indexOf(local.weekday);
  const yesterday = DAY_NAMES[(todayIndex + 6) % 7];
  // A period that began yesterday and runs past midnight covers the early hours of today.
  const overnight = schedule[yesterday].find((period) => minute < period.to - 1440);
  if (overnight) return { status: 'open', closes: moment(addDays(today, -1), closingMinute(schedule, todayIndex + 6, overnight)) };
  const current = schedule[local.weekday].find((period) => period.from <= minute && minute < period.to);
  if (current) return { status: 'open', closes: moment(today, closingMinute(schedule, todayIndex, current)) };

  // The next opening: later today, or on one of the following days (a full week ahead reaches
  // a store that opens only on today's weekday).
  for (let offset = 0; offset <= SCHEDULE_WINDOW_DAYS; offset += 1) {
    const day = DAY_NAMES[(todayIndex + offset) % 7];
    const next = schedule[day].find((period: OpenPeriod) => offset > 0 || period.from > minute);
    if (!next) continue;
    const opens = moment(addDays(today, offset), next.from);
    if (opens.at.getTime() - instant <= NEARLY_OPEN_MINUTES * 60_000) return { status: 'nearlyOpen', opens };
    return { status: offset === 0 ? 'opensLaterToday' : 'closed', opens };
  }
  return { status: 'alwaysClosed' };
}

// When the next day opens the minute this period closes (00:00–24:00 every day, or 18:00–00:00
// then 00:00–02:00), the store does not close in between: follow the chain, at most a week.
function closingMinute(schedule: WeeklySchedule, dayIndex: number, period: OpenPeriod): number {
  let closing = period.to;
  for (let days = 1; days <= 7; days += 1) {
    const start = closing - days * 1440;
    const next = schedule[DAY_NAMES[(dayIndex + days) % 7]].find((candidate) => candidate.from === start);
    if (!next || start < 0) break;
    closing = days * 1440 + next.to;
  }
  return closing;
}
