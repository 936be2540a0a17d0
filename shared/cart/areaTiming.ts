import type { ServerCart } from './serverCart';
import type { SlotRules } from './slotRules';

/** A listed zip's own timing (000 §3 delivery_zipcodes lead_time_minutes, last_call_minutes), as the cart answers it. */
export interface AreaTiming {
  readonly zipcode?: string | null;
  readonly lead_time_minutes: number | null;
  readonly last_call_minutes: number | null;
}

const longer = (store: number, zip: number | null) => (zip != null && Number.isFinite(zip) && zip > store ? zip : store);

/**
 * The delivery slot rules for one address whose zip lists its own timing (000 §3 delivery_zipcodes): the longer
 * lead time and the earlier last call of the store's delivery timing and the zip's. The zip's numbers are the
 * whole lead time and last call for that address, not extras on top of the store's; and no zip promises a delivery
 * sooner, or later in the day, than the store's delivery timing allows. Other modes, and an address without zip
 * timing, keep the store's rules.
 */
export function withAreaTiming(rules: SlotRules, area: AreaTiming | null | undefined): SlotRules {
  if (rules.mode !== 'delivery' || !area || (area.lead_time_minutes == null && area.last_call_minutes == null)) return rules;
  const { timing } = rules;
  const min_lead_time = longer(timing.min_lead_time, area.lead_time_minutes);
  const last_call_interval = longer(timing.last_call_interval, area.last_call_minutes);
  const max_lead_time = timing.max_lead_time == null ? timing.max_lead_time : Math.max(timing.max_lead_time, min_lead_time);
  return { ...rules, timing: { ...timing, min_lead_time, last_call_interval, max_lead_time }, to: area.zipcode?.trim() || null };
}

/** The timing the cart's saved address brings (the server's answer for its zip), or null when it brings none. */
export function areaTimingOf(remote: ServerCart | null | undefined): AreaTiming | null {
  if (!remote || (remote.deliveryLeadTimeMinutes === null && remote.deliveryLastCallMinutes === null)) return null;
  return { zipcode: remote.deliveryAddress?.zipcode ?? null, lead_time_minutes: remote.deliveryLeadTimeMinutes, last_call_minutes: remote.deliveryLastCallMinutes };
}
