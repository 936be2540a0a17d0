import { SCHEDULE_WINDOW_DAYS } from '../constants';
import { addDays, formatClock, isoDate, storeDay, storeStatus, weekdayOf, weeklySchedule, wallTimeToInstant, zonedDateTime, storeClock, zoneAbbreviation } from '../schedule';
import type { LocalDate, WeeklySchedule } from '../schedule';
import { DAY_NAMES } from '../types/catalog';
import { orderingNow, slotStep, timeRefusal, type OrderingNow, type SlotRules } from './slotRules';

export interface CheckoutSlot {
  /** The window's start, an ISO instant (the checkout's reservation_start_window). */
  readonly start: string;
  /** The store-local date, YYYY-MM-DD, for grouping. */
  readonly date: string;
  /** 'Today', 'Tomorrow' or 'Thursday, Nov 19', in the store's zone. */
  readonly day: string;
  /** '7:45 PM PST': the store's wall clock and zone. */
  readonly label: string;
}

/** What the checkout offers: as soon as possible only while `ordering` is open, and every slot of the window. */
export interface SlotOffer {
  readonly ordering: OrderingNow;
  readonly slots: readonly CheckoutSlot[];
}

/** The local minutes of one date that open periods cover on the step: its own, and the overnight end of the day before. */
function candidateMinutes(schedule: WeeklySchedule, date: LocalDate, step: number, lastCall: number): number[] {
  const day = weekdayOf(date);
  const before = DAY_NAMES[(DAY_NAMES.indexOf(day) + 6) % 7];
  const ranges = [
    ...schedule[day].map((p) => [p.from, Math.min(p.to, 1440 + lastCall) - lastCall] as const),
    ...schedule[before].filter((p) => p.to > 1440).map((p) => [Math.max(0, p.from - 1440), p.to - 1440 - lastCall] as const),
  ];
  const minutes = new Set<number>();
  for (const [from, last] of ranges) for (let minute = Math.ceil(from / step) * step; minute <= last && minute < 1440; minute += step) minutes.add(minute);
  return [...minutes].sort((a, b) => a - b);
}

const MINUTE = 60_000;

const dayName = (offset: number, at: number, timeZone: string) => (offset === 0 ? 'Today' : offset === 1 ? 'Tomorrow' : storeDay(at, timeZone));

/**
 * A date's wall minutes → instants and their labels. Most days keep one UTC offset and one zone name, read once
 * (the list would otherwise format thousands of instants); a day whose clocks change reads each instant.
 */
function dayClock(date: LocalDate, timeZone: string): (minute: number) => { at: number; label: string } {
  const midnight = Date.UTC(date.year, date.month - 1, date.day);
  const start = wallTimeToInstant(date, 0, timeZone);
  const steady = midnight + 1439 * MINUTE - wallTimeToInstant(date, 1439, timeZone) === midnight - start;
  if (steady) {
    const zone = zoneAbbreviation(start, timeZone);
    return (minute) => ({ at: start + minute * MINUTE, label: `${formatClock(minute)} ${zone}` });
  }
  return (minute) => {
    const at = wallTimeToInstant(date, minute, timeZone);
    return { at, label: `${storeClock(at, timeZone)} ${zoneAbbreviation(at, timeZone)}` };
  };
}

/**
 * Every time a shopper may choose at checkout, earliest first, each one the host accepts (slotRules timeRefusal):
 * the whole 7-day window of 000 §4, uncapped. It does not ask whether the store takes orders now (orderingNow).
 */
export function* slotsAhead(rules: SlotRules, now: number, schedule: WeeklySchedule = weeklySchedule(rules.hours)): Generator<CheckoutSlot> {
  const { timeZone } = rules;
  const today = zonedDateTime(now, timeZone);
  const step = slotStep(rules.timing);
  let previous = -Infinity;
  for (let offset = 0; offset < SCHEDULE_WINDOW_DAYS; offset += 1) {
    const date = addDays(today, offset);
    const clock = dayClock(date, timeZone);
    let day: string | null = null;
    for (const minute of candidateMinutes(schedule, date, step, rules.timing.last_call_interval)) {
      // A minute skipped when clocks spring forward lands on the jump, which the next minute may also name.
      const { at, label } = clock(minute);
      if (at <= previous || timeRefusal(rules, now, at, schedule) !== null) continue;
      previous = at;
      yield { start: new Date(at).toISOString(), date: isoDate(date), day: (day ??= dayName(offset, at, timeZone)), label };
    }
  }
}

export function checkoutSlots(rules: SlotRules, now: number): SlotOffer {
  const schedule = weeklySchedule(rules.hours);
  const ordering = orderingNow(rules, now, schedule);
  return { ordering, slots: ordering.kind === 'refused' ? [] : [...slotsAhead(rules, now, schedule)] };
}

/** The first slot the store can fill, or null (the host's "as soon as possible" while the store is closed). */
export function firstSlot(rules: SlotRules, now: number): CheckoutSlot | null {
  const schedule = weeklySchedule(rules.hours);
  if (orderingNow(rules, now, schedule).kind === 'refused') return null;
  for (const slot of slotsAhead(rules, now, schedule)) return slot;
  return null;
}

/**
 * The time the checkout form should hold: the shopper's choice while the offer still has it, else the default:
 * "as soon as possible" ('') while the store is open, else the first slot it can fill, else '' (nothing to offer).
 */
export function offeredTime(offer: SlotOffer, current: string): string {
  if (current === '' ? offer.ordering.kind === 'open' : offer.slots.some((slot) => slot.start === current)) return current;
  return offer.ordering.kind === 'open' ? '' : (offer.slots[0]?.start ?? '');
}

/** 'Thursday, Nov 19, 9:00 AM PST': when the mode's hours next open, in the store's zone; null when they never do. */
export function nextOpeningText(rules: SlotRules, now: number): string | null {
  const status = storeStatus(weeklySchedule(rules.hours), now, rules.timeZone);
  if (!('opens' in status)) return null;
  const at = status.opens.at.getTime();
  return `${storeDay(at, rules.timeZone)}, ${storeClock(at, rules.timeZone)} ${zoneAbbreviation(at, rules.timeZone)}`;
}
