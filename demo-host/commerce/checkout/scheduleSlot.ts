import { firstSlot, orderingNow, timeRefusal, type SlotRules } from '../../../shared/cart';
import { isoDate, storeStatus, weeklySchedule, zonedDateTime } from '../../../shared/schedule';

export type { SlotRules };

export type SlotResult = { ok: true; start: Date; end: Date; warning: string | null } | { ok: false; message: string };

const MINUTE = 60_000;

/** Why a closed store with off-hours ordering has no slot: its next opening is on a day it does not take, or none is left. */
function noSlotMessage(rules: SlotRules, now: number): string {
  const status = storeStatus(weeklySchedule(rules.hours), now, rules.timeZone);
  const opensToday = 'opens' in status && isoDate(zonedDateTime(status.opens.at.getTime(), rules.timeZone)) === isoDate(zonedDateTime(now, rules.timeZone));
  if (!opensToday && !rules.allowFutureDays) return `The store is closed for ${rules.mode} until another day and does not take orders for future days`;
  return `No ${rules.mode} time is left in the next 7 days`;
}

/**
 * The reservation window a checkout gets, by the rule the widget's slot list follows (shared/cart slotRules):
 * a requested time must be one the list offers. Absent one, the order is for as soon as possible: now plus the
 * minimum lead time while the store is open before last call; while it is closed and takes off-hours orders,
 * the first slot it can fill (the one the widget chooses for the shopper).
 */
export function scheduleSlot(rules: SlotRules, now: Date, requested: Date | null): SlotResult {
  const at = now.getTime();
  const window = (start: number) => ({ start: new Date(start), end: new Date(start + Math.max(0, rules.timing.window) * MINUTE) });
  const ordering = orderingNow(rules, at);
  if (ordering.kind === 'refused') return { ok: false, message: ordering.message };
  if (requested) {
    const refusal = timeRefusal(rules, at, requested.getTime(), weeklySchedule(rules.hours));
    return refusal ? { ok: false, message: refusal } : { ok: true, ...window(requested.getTime()), warning: null };
  }
  if (ordering.kind === 'open') return { ok: true, ...window(at + rules.timing.min_lead_time * MINUTE), warning: null };
  const first = firstSlot(rules, at);
  if (!first) return { ok: false, message: noSlotMessage(rules, at) };
  return { ok: true, ...window(Date.parse(first.start)), warning: `The store is closed now; your ${rules.mode} order will be ready after it opens` };
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
