import { describe, expect, test } from 'vitest';
import { checkoutSlots, slotRefusal, slotRulesOf, withAreaTiming, type SlotRules } from '../../../../shared/cart';

// 000 §3 delivery_zipcodes (zipcode, fee, min_amount, lead_time_minutes, last_call_minutes): a listed zip's own
// timing tightens the store's delivery timing for that address — the longer lead time and the earlier last call of
// the two, never the sum — in the one slot rule the widget's list and the host's check both follow.

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const store = {
  time_zone_identifier: 'Pacific Time (US & Canada)',
  allow_future_day_ordering: false,
  allow_off_hours_ordering: false,
  delivery_hours: DAYS.map((day) => ({ day, period: { from: '09:00', to: '22:00' } })),
  delivery_timing: { min_lead_time: 30, max_lead_time: 60, interval: 15, window: 60, last_call_interval: 15 },
};
const delivery = slotRulesOf(store, 'delivery');
const NOON_LA = Date.parse('2026-11-18T20:00:00Z');
const la = (hhmm: string) => Date.parse(`2026-11-18T${hhmm}:00-08:00`);
const zip = (lead_time_minutes: number | null, last_call_minutes: number | null) => ({ zipcode: '90004', lead_time_minutes, last_call_minutes });

describe('the timing a zip gives its address', () => {
  test.each([
    // store lead 30 / last call 15; zip lead and last call → the lead time and last call that hold
    ['a zip with lead_time_minutes 90 and last_call_minutes 60', zip(90, 60), 90, 60, 90],
    ['a zip that lists no timing keeps the store’s', zip(null, null), 30, 15, 60],
    ['a zip quicker than the store (20, 5) does not undercut the store’s 30 and 15', zip(20, 5), 30, 15, 60],
    ['only a lead time (45): the store’s last call stays', zip(45, null), 45, 15, 60],
    ['only a last call (60): the store’s lead time stays', zip(null, 60), 30, 60, 60],
  ])('%s', (_name, area, lead, lastCall, maxLead) => {
    const rules = withAreaTiming(delivery, area);
    expect(rules.timing).toMatchObject({ min_lead_time: lead, last_call_interval: lastCall, max_lead_time: maxLead });
  });

  test('no area (pickup, or no address yet): the rules are the store’s, untouched', () => {
    expect(withAreaTiming(delivery, null)).toBe(delivery);
    const pickup = { ...delivery, mode: 'pickup' } as SlotRules;
    expect(withAreaTiming(pickup, zip(90, 60))).toBe(pickup);
  });
});

describe('the slot rule with a zip’s lead time 90 and last call 60 (store: 30 and 15, open 9 AM–10 PM)', () => {
  const rules = withAreaTiming(delivery, zip(90, 60));

  test.each([
    ['12:45, inside the zip’s 90 minutes', la('12:45'), 'The earliest delivery time to 90004 is 90 minutes from now'],
    ['13:15, one step short of 90 minutes', la('13:15'), 'The earliest delivery time to 90004 is 90 minutes from now'],
    ['13:30, exactly 90 minutes ahead', la('13:30'), null],
    ['21:00, the last slot before the zip’s last call (10 PM − 60 min)', la('21:00'), null],
    ['21:15, after the zip’s last call', la('21:15'), 'That time is after last call for delivery to 90004 (60 minutes before closing)'],
  ])('%s', (_name, at, refusal) => {
    expect(slotRefusal(rules, NOON_LA, at)).toBe(refusal);
  });

  test('the list offers exactly those: first 1:30 PM, last 9:00 PM (the store alone: 12:30 PM to 9:45 PM)', () => {
    const labels = (r: SlotRules) => checkoutSlots(r, NOON_LA).slots.map((s) => s.label);
    expect(labels(rules)[0]).toBe('1:30 PM PST');
    expect(labels(rules).at(-1)).toBe('9:00 PM PST');
    expect(labels(delivery)[0]).toBe('12:30 PM PST');
    expect(labels(delivery).at(-1)).toBe('9:45 PM PST');
  });

  test('past the zip’s last call the store takes no more deliveries there today, and says so', () => {
    expect(checkoutSlots(rules, la('21:10')).ordering).toEqual({ kind: 'refused', message: 'Last call for delivery to 90004 has passed for today' });
    expect(checkoutSlots(delivery, la('21:10')).ordering).toEqual({ kind: 'open' });
  });
});
