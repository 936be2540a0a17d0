import { SCHEDULE_WINDOW_DAYS } from '../constants';
import { ianaTimeZone, isAlwaysClosed, storeStatus, weeklySchedule, zonedDateTime } from '../schedule';
import type { LocalDate, ScheduleEntry, WeeklySchedule, ZonedDateTime } from '../schedule';
import { DAY_NAMES } from '../types/catalog';
import type { ModeTiming } from '../types';

/** What decides the times an order may be placed for (000 §3 per-mode hours and timing, the two allow flags). */
export interface SlotRules {
  readonly mode: string;
  readonly hours: readonly ScheduleEntry[];
  readonly timing: Pick<ModeTiming, 'min_lead_time' | 'window' | 'last_call_interval'> & { readonly interval?: number; readonly max_lead_time?: number };
  readonly allowFutureDays: boolean;
  readonly allowOffHours: boolean;
  /** An IANA zone (shared/schedule ianaTimeZone of the store's time_zone_identifier). */
  readonly timeZone: string;
  /** Where a delivery goes when its zip set the timing ('90004'): refusals name it, since another address may differ. */
  readonly to?: string | null;
}

/**
 * Whether an order can be placed now: `open` (open and before last call: as soon as possible is offered),
 * `offHours` (closed or past last call, but 000 §3 allow_off_hours_ordering lets it book a later slot), or
 * refused with the reason.
 */
export type OrderingNow = { readonly kind: 'open' } | { readonly kind: 'offHours' } | { readonly kind: 'refused'; readonly message: string };

const MINUTE = 60_000;

/** 'delivery' or 'delivery to 90004': the mode, and the address when its zip set the timing. */
const modeTo = (rules: SlotRules) => (rules.to ? `${rules.mode} to ${rules.to}` : rules.mode);

/** The slot step in minutes: the mode's interval, 15 when it has none, never under 5. */
export const slotStep = (timing: SlotRules['timing']): number => (timing.interval && timing.interval > 0 ? Math.max(5, timing.interval) : 15);

export function orderingNow(rules: SlotRules, now: number, schedule: WeeklySchedule = weeklySchedule(rules.hours)): OrderingNow {
  if (isAlwaysClosed(schedule)) return { kind: 'refused', message: `This store is not taking ${rules.mode} orders` };
  const status = storeStatus(schedule, now, rules.timeZone);
  if (status.status === 'open' && now <= status.closes.at.getTime() - rules.timing.last_call_interval * MINUTE) return { kind: 'open' };
  if (rules.allowOffHours) return { kind: 'offHours' };
  return {
    kind: 'refused',
    message: status.status === 'open' ? `Last call for ${modeTo(rules)} has passed for today` : `The store is closed for ${rules.mode} right now`,
  };
}

/** Whole days from one local date to another (0 the same day, 1 the next, …). */
const daysBetween = (from: LocalDate, to: LocalDate) => Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / (1440 * MINUTE));

/** Inside an open period of its local day (or of the day before, running past midnight), before last call. */
function withinHours(schedule: WeeklySchedule, last: number, local: ZonedDateTime): boolean {
  const minute = local.hour * 60 + local.minute;
  const yesterday = DAY_NAMES[(DAY_NAMES.indexOf(local.weekday) + 6) % 7];
  return schedule[local.weekday].some((p) => p.from <= minute && minute <= p.to - last) || schedule[yesterday].some((p) => minute + 1440 <= p.to - last);
}

// The store's today is read once per `now`: the slot list asks for it for every candidate.
let todayMemo: { now: number; timeZone: string; today: ZonedDateTime } | null = null;
function storeToday(now: number, timeZone: string): ZonedDateTime {
  if (todayMemo?.now !== now || todayMemo.timeZone !== timeZone) todayMemo = { now, timeZone, today: zonedDateTime(now, timeZone) };
  return todayMemo.today;
}

/**
 * Why an order cannot be booked for the instant `at`, or null when it can: the one rule the checkout's slot list
 * and the host's check both follow. The order must be placeable now (orderingNow), then fit timeRefusal.
 */
export function slotRefusal(rules: SlotRules, now: number, at: number, schedule: WeeklySchedule = weeklySchedule(rules.hours)): string | null {
  const ordering = orderingNow(rules, now, schedule);
  return ordering.kind === 'refused' ? ordering.message : timeRefusal(rules, now, at, schedule);
}

/**
 * The instant's own checks, for a store that takes orders now: at least the minimum lead time ahead, inside the
 * 7-day schedule window (000 §4: today and the six days after it, in the store's zone), today unless future-day
 * ordering is allowed, inside the mode's hours before last call, and on the step.
 */
export function timeRefusal(rules: SlotRules, now: number, at: number, schedule: WeeklySchedule): string | null {
  const { mode, timing, timeZone } = rules;
  if (at < now + timing.min_lead_time * MINUTE) return `The earliest ${mode} time${rules.to ? ` to ${rules.to}` : ''} is ${timing.min_lead_time} minutes from now`;
  const local = zonedDateTime(at, timeZone);
  const offset = daysBetween(storeToday(now, timeZone), local);
  if (offset >= SCHEDULE_WINDOW_DAYS) return `Orders can be placed at most ${SCHEDULE_WINDOW_DAYS} days ahead`;
  if (offset > 0 && !rules.allowFutureDays) return 'This store does not take orders for future days';
  if (!withinHours(schedule, timing.last_call_interval, local)) {
    if (timing.last_call_interval <= 0 || !withinHours(schedule, 0, local)) return `That time is outside the store's ${mode} hours`;
    return `That time is after last call for ${modeTo(rules)} (${timing.last_call_interval} minutes before closing)`;
  }
  const step = slotStep(timing);
  if ((local.hour * 60 + local.minute) % step !== 0 || local.second !== 0 || at % 1000 !== 0) return `Choose a time on a ${step}-minute step`;
  return null;
}

/** The store settings the slot rules read (000 §3), as the widget's Store and the host's store data hold them. */
export interface SlotSettings {
  readonly time_zone_identifier?: string | null;
  readonly allow_future_day_ordering?: boolean | null;
  readonly allow_off_hours_ordering?: boolean | null;
  readonly pickup_hours?: readonly ScheduleEntry[] | null;
  readonly delivery_hours?: readonly ScheduleEntry[] | null;
  readonly curbside_hours?: readonly ScheduleEntry[] | null;
  readonly pickup_timing?: SlotRules['timing'] | null;
  readonly delivery_timing?: SlotRules['timing'] | null;
  readonly curbside_timing?: SlotRules['timing'] | null;
}

const NO_TIMING: SlotRules['timing'] = { min_lead_time: 0, window: 0, last_call_interval: 0 };

/** A store's slot rules for one mode; its zone from time_zone_identifier (000 §3, the default Pacific when unknown). */
export function slotRulesOf(store: SlotSettings, mode: 'pickup' | 'delivery' | 'curbside', timeZoneIdentifier = store.time_zone_identifier): SlotRules {
  return {
    mode,
    hours: store[`${mode}_hours`] ?? [],
    timing: store[`${mode}_timing`] ?? NO_TIMING,
    allowFutureDays: store.allow_future_day_ordering === true,
    allowOffHours: store.allow_off_hours_ordering === true,
    timeZone: ianaTimeZone(timeZoneIdentifier),
  };
}
