import { SCHEDULE_WINDOW_DAYS } from '../constants';
import type { ScheduleDay } from '../types/schedule';
import { formatClock } from './formatClock';
import type { WeeklySchedule } from './weeklySchedule';
import { addDays, isoDate, weekdayOf, zonedDateTime } from './zonedTime';

/** 000 §3 Schedule day, plus which calendar date it is in the store's zone. */
export interface ScheduleWindowDay extends ScheduleDay {
  readonly date: string; // YYYY-MM-DD
  readonly is_today: boolean;
}

// 000 §4: the schedule window is 7 days, starting with today in the store's zone. A day with
// several periods shows its first opening and its last closing.
export function scheduleWindow(schedule: WeeklySchedule, now: Date | number, timeZone: string): ScheduleWindowDay[] {
  const today = zonedDateTime(typeof now === 'number' ? now : now.getTime(), timeZone);
  const window: ScheduleWindowDay[] = [];
  for (let offset = 0; offset < SCHEDULE_WINDOW_DAYS; offset += 1) {
    const date = addDays(today, offset);
    const day = weekdayOf(date);
    const periods = schedule[day];
    const first = periods[0];
    const last = periods.reduce((latest, period) => (period.to > latest.to ? period : latest), first);
    window.push({
      day,
      date: isoDate(date),
      is_today: offset === 0,
      opening_time: first ? first.opening : null,
      closing_time: last ? last.closing : null,
      closed_all_day: periods.length === 0,
      formatted_opening_time: first ? formatClock(first.from) : null,
      formatted_closing_time: last ? formatClock(last.to) : null,
    });
  }
  return window;
}
