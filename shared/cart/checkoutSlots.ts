import { SCHEDULE_WINDOW_DAYS } from '../constants';
import { addDays, formatClock, isoDate, weekdayOf, weeklySchedule, zonedDateTime, wallTimeToInstant } from '../schedule';
import type { ModeHours, ModeTiming } from '../types';

export interface CheckoutSlot {
  /** The window's start, an ISO instant (the checkout's reservation_start_window). */
  readonly start: string;
  /** The store-local date, YYYY-MM-DD, for grouping. */
  readonly date: string;
  readonly label: string;
}

export interface SlotInput {
  readonly hours: readonly ModeHours[];
  readonly timing: Pick<ModeTiming, 'min_lead_time' | 'interval' | 'window' | 'last_call_interval'>;
  readonly allowFutureDays: boolean;
  readonly timeZone: string;
  readonly now: number;
  /** At most this many slots in all, so a select stays usable. */
  readonly limit?: number;
}

const MINUTE = 60_000;

/**
 * The times a shopper may choose at checkout (000 §3 per-mode timing, as the server checks it): on the mode's
 * interval step, at least the minimum lead time from now, inside the mode's hours before last call, today
 * only unless future-day ordering is allowed, at most 7 days ahead. The server checks the chosen one again.
 */
export function checkoutSlots(input: SlotInput): CheckoutSlot[] {
  const schedule = weeklySchedule(input.hours);
  const step = Math.max(5, input.timing.interval || 15);
  const earliest = input.now + input.timing.min_lead_time * MINUTE;
  const latest = input.now + SCHEDULE_WINDOW_DAYS * 1440 * MINUTE;
  const today = zonedDateTime(input.now, input.timeZone);
  const days = input.allowFutureDays ? SCHEDULE_WINDOW_DAYS : 1;
  const limit = input.limit ?? 200;
  const slots: CheckoutSlot[] = [];
  for (let offset = 0; offset < days && slots.length < limit; offset += 1) {
    const date = addDays(today, offset);
    for (const period of schedule[weekdayOf(date)]) {
      const last = Math.min(period.to, 1440) - input.timing.last_call_interval;
      for (let minute = Math.ceil(period.from / step) * step; minute <= last && slots.length < limit; minute += step) {
        const at = wallTimeToInstant(date, minute, input.timeZone);
        if (at < earliest || at > latest) continue;
        slots.push({ start: new Date(at).toISOString(), date: isoDate(date), label: formatClock(minute) });
      }
    }
  }
  return slots;
}
