import { SCHEDULE_WINDOW_DAYS } from '../../../shared/constants';
import { DAY_NAMES, type ModeHours, type ModeTiming } from '../../../shared/types';
import { isAlwaysClosed, isoDate, storeStatus, weeklySchedule, zonedDateTime } from '../../../shared/schedule';

export interface SlotRules {
  mode: string;
  hours: readonly ModeHours[];
  timing: Pick<ModeTiming, 'min_lead_time' | 'max_lead_time' | 'window' | 'last_call_interval'> & { interval?: number };
  allow_future_day_ordering: boolean;
  allow_off_hours_ordering: boolean;
  timeZone: string;
}

export type SlotResult = { ok: true; start: Date; end: Date; warning: string | null } | { ok: false; message: string };

const MINUTE = 60_000;

/** Minutes of local time at which an instant falls inside an open period, last call respected. */
function withinHours(rules: SlotRules, at: Date): boolean {
  const schedule = weeklySchedule(rules.hours);
  const local = zonedDateTime(at.getTime(), rules.timeZone);
  const minute = local.hour * 60 + local.minute;
  const last = rules.timing.last_call_interval;
  const today = schedule[local.weekday];
  const yesterday = schedule[DAY_NAMES[(DAY_NAMES.indexOf(local.weekday) + 6) % 7]];
  return today.some((p) => p.from <= minute && minute <= p.to - last) || yesterday.some((p) => minute + 1440 <= p.to - last);
}

/**
 * The reservation window a checkout gets (000 §3 per-mode timing: lead times, windows, last call, future-day and
 * off-hours flags; 000 §4 schedule in the store's zone). Absent a requested time the order is for as
 * soon as possible: now plus the minimum lead time while the store is open before last call, else the
 * next opening when off-hours ordering is allowed.
 */
export function scheduleSlot(rules: SlotRules, now: Date, requested: Date | null): SlotResult {
  const { mode, timing } = rules;
  const schedule = weeklySchedule(rules.hours);
  if (isAlwaysClosed(schedule)) return { ok: false, message: `This store is not taking ${mode} orders` };
  const status = storeStatus(schedule, now, rules.timeZone);
  const window = (start: Date) => new Date(start.getTime() + Math.max(0, timing.window) * MINUTE);
  const open = status.status === 'open' && now.getTime() <= status.closes.at.getTime() - timing.last_call_interval * MINUTE;
  if (!open && !rules.allow_off_hours_ordering) {
    return status.status === 'open' ? { ok: false, message: `Last call for ${mode} has passed for today` } : { ok: false, message: `The store is closed for ${mode} right now` };
  }
  const earliest = new Date(now.getTime() + timing.min_lead_time * MINUTE);
  if (!requested) {
    if (open) return { ok: true, start: earliest, end: window(earliest), warning: null };
    if (status.status === 'alwaysClosed') return { ok: false, message: `This store is not taking ${mode} orders` };
    const opens = 'opens' in status ? status.opens.at : now;
    const isFuture = isoDate(zonedDateTime(opens.getTime(), rules.timeZone)) !== isoDate(zonedDateTime(now.getTime(), rules.timeZone));
    if (isFuture && !rules.allow_future_day_ordering) return { ok: false, message: `The store is closed for ${mode} until another day and does not take orders for future days` };
    const start = new Date(opens.getTime() + timing.min_lead_time * MINUTE);
    return { ok: true, start, end: window(start), warning: `The store is closed now; your ${mode} order will be ready after it opens` };
  }
  if (requested.getTime() < earliest.getTime()) {
    return { ok: false, message: `The earliest ${mode} time is ${timing.min_lead_time} minutes from now` };
  }
  if (requested.getTime() > now.getTime() + SCHEDULE_WINDOW_DAYS * 1440 * MINUTE) {
    return { ok: false, message: `Orders can be placed at most ${SCHEDULE_WINDOW_DAYS} days ahead` };
  }
  const sameDay = isoDate(zonedDateTime(requested.getTime(), rules.timeZone)) === isoDate(zonedDateTime(now.getTime(), rules.timeZone));
  if (!sameDay && !rules.allow_future_day_ordering) return { ok: false, message: 'This store does not take orders for future days' };
  if (!withinHours(rules, requested)) return { ok: false, message: `That time is outside the store's ${mode} hours` };
  const step = timing.interval ?? 0;
  const local = zonedDateTime(requested.getTime(), rules.timeZone);
  if (step > 0 && ((local.hour * 60 + local.minute) % step !== 0 || local.second !== 0 || requested.getMilliseconds() !== 0)) {
    return { ok: false, message: `Choose a time on a ${step}-minute step` };
  }
  return { ok: true, start: requested, end: window(requested), warning: null };
}

/**
 * The capacity window an instant falls in (000 §3 max_orders_per_window): windows of `window` minutes
 * counted from the store's local midnight. Answers the window's start as an ISO instant.
 */
export function windowKey(at: Date, windowMinutes: number, timeZone: string): string {
  const local = zonedDateTime(at.getTime(), timeZone);
  const minute = local.hour * 60 + local.minute;
  const size = Math.max(1, windowMinutes);
  const offset = minute - Math.floor(minute / size) * size;
  const start = new Date(at.getTime() - offset * MINUTE - local.second * 1000 - at.getMilliseconds());
  return start.toISOString();
}
