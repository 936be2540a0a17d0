import { describe, expect, test } from 'vitest';
import { checkoutSlots, firstSlot, slotRefusal, type SlotRules } from '../../../../shared/cart';

// The times a checkout offers and the host accepts (000 §3 per-mode hours and timing, allow_future_day_ordering,
// allow_off_hours_ordering; 000 §4 a 7-day schedule window), in the store's own zone whatever the device's.

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const week = (from: string, to: string) => DAYS.map((day) => ({ day, from, to }));
const rules = (over: Partial<SlotRules> = {}): SlotRules => ({
  mode: 'pickup',
  hours: week('09:00', '21:00'),
  timing: { min_lead_time: 15, interval: 15, window: 60, last_call_interval: 45 },
  allowFutureDays: true,
  allowOffHours: false,
  timeZone: 'America/Los_Angeles',
  ...over,
});
const offer = (over: Partial<SlotRules>, now: string) => checkoutSlots(rules(over), Date.parse(now));
const PACIFIC = 'America/Los_Angeles';
const EASTERN = 'America/New_York';
const MOUNTAIN = 'America/Denver';

describe('slots in the store’s zone, whatever the shopper’s device says', () => {
  // One instant, Monday 2026-11-23 18:07 UTC, seen by stores in three zones open 09:00–21:00 (last call 45 min).
  test.each([
    [PACIFIC, '2026-11-23T18:30:00.000Z', '10:30 AM PST', '8:15 PM PST'],
    [EASTERN, '2026-11-23T18:30:00.000Z', '1:30 PM EST', '8:15 PM EST'],
    [MOUNTAIN, '2026-11-23T18:30:00.000Z', '11:30 AM MST', '8:15 PM MST'],
  ])('%s: first %s (%s), last today %s', (timeZone, start, first, last) => {
    const { ordering, slots } = offer({ timeZone, allowFutureDays: false }, '2026-11-23T18:07:00Z');
    expect(ordering.kind).toBe('open');
    expect(slots[0]).toMatchObject({ start, label: first, day: 'Today', date: '2026-11-23' });
    expect(slots.at(-1)?.label).toBe(last);
    expect(new Set(slots.map((s) => s.date))).toEqual(new Set(['2026-11-23']));
  });
});

describe('daylight saving days of 2026 (March 8 and November 1)', () => {
  const aroundTheClock = week('00:00', '00:00');
  const on = (slots: readonly { date: string; label: string; start: string }[], date: string) => slots.filter((s) => s.date === date);

  test.each([
    // Spring forward at 02:00: 2:00–2:45 do not exist; 1:45 AM PST is 09:45Z and 3:00 AM PDT is 10:00Z.
    [PACIFIC, '2026-03-08', ['1:30 AM PST', '1:45 AM PST', '3:00 AM PDT', '3:15 AM PDT'], '2026-03-08T09:45:00.000Z', '2026-03-08T10:00:00.000Z'],
    [EASTERN, '2026-03-08', ['1:30 AM EST', '1:45 AM EST', '3:00 AM EDT', '3:15 AM EDT'], '2026-03-08T06:45:00.000Z', '2026-03-08T07:00:00.000Z'],
    [MOUNTAIN, '2026-03-08', ['1:30 AM MST', '1:45 AM MST', '3:00 AM MDT', '3:15 AM MDT'], '2026-03-08T08:45:00.000Z', '2026-03-08T09:00:00.000Z'],
    // Fall back at 02:00: the repeated hour is offered once (its first run, daylight time), then standard time.
    [PACIFIC, '2026-11-01', ['1:30 AM PDT', '1:45 AM PDT', '2:00 AM PST', '2:15 AM PST'], '2026-11-01T08:45:00.000Z', '2026-11-01T10:00:00.000Z'],
    [EASTERN, '2026-11-01', ['1:30 AM EDT', '1:45 AM EDT', '2:00 AM EST', '2:15 AM EST'], '2026-11-01T05:45:00.000Z', '2026-11-01T07:00:00.000Z'],
    [MOUNTAIN, '2026-11-01', ['1:30 AM MDT', '1:45 AM MDT', '2:00 AM MST', '2:15 AM MST'], '2026-11-01T07:45:00.000Z', '2026-11-01T09:00:00.000Z'],
  ])('%s on %s: %j around the change', (timeZone, date, around, before, after) => {
    // The evening before, so the whole change day is in the window.
    const now = new Date(Date.parse(`${date}T00:00:00Z`) - 6 * 3_600_000).toISOString();
    const { slots } = offer({ timeZone, hours: aroundTheClock, timing: { min_lead_time: 15, interval: 15, window: 60, last_call_interval: 0 } }, now);
    const day = on(slots, date);
    const labels = day.map((s) => s.label);
    const at = labels.indexOf(around[0]);
    expect(labels.slice(at, at + 4)).toEqual(around);
    expect(day[at + 1].start).toBe(before);
    expect(day[at + 2].start).toBe(after);
    expect(new Set(day.map((s) => s.start)).size).toBe(day.length);
    expect(new Set(labels).size).toBe(labels.length);
  });

  test.each([
    ['Eastern, the Monday after spring forward: 9:00 AM EDT is 13:00Z', EASTERN, '2026-03-08T23:00:00Z', '2026-03-09', '2026-03-09T13:00:00.000Z', '9:00 AM EDT'],
    ['Mountain, the Sunday of fall back: 9:00 AM MST is 16:00Z', MOUNTAIN, '2026-11-01T05:00:00Z', '2026-11-01', '2026-11-01T16:00:00.000Z', '9:00 AM MST'],
    ['Pacific, the Saturday before fall back: 9:00 AM PDT is 16:00Z', PACIFIC, '2026-10-31T06:00:00Z', '2026-10-31', '2026-10-31T16:00:00.000Z', '9:00 AM PDT'],
  ])('a store opening at 09:00 opens at 09:00 local across the change: %s', (_name, timeZone, now, date, start, label) => {
    const first = offer({ timeZone, allowOffHours: true }, now).slots.find((s) => s.date === date);
    expect(first).toMatchObject({ start, label });
  });
});

describe('a store closed now (000 §3 allow_off_hours_ordering)', () => {
  // Wednesday 2026-11-18 07:00 in Los Angeles: closed, opening at 09:00.
  const early = '2026-11-18T15:00:00Z';
  test('without off-hours ordering it takes no order now: no "as soon as possible", no slot', () => {
    expect(offer({}, early)).toEqual({ ordering: { kind: 'refused', message: 'The store is closed for pickup right now' }, slots: [] });
    expect(slotRefusal(rules(), Date.parse(early), Date.parse('2026-11-18T17:00:00Z'))).toBe('The store is closed for pickup right now');
  });
  test('with off-hours ordering it offers the opening itself, 9:00 AM, as its first real slot, and no "as soon as possible"', () => {
    const { ordering, slots } = offer({ allowOffHours: true }, early);
    expect(ordering.kind).toBe('offHours');
    expect(slots[0]).toEqual({ start: '2026-11-18T17:00:00.000Z', date: '2026-11-18', day: 'Today', label: '9:00 AM PST' });
    expect(firstSlot(rules({ allowOffHours: true }), Date.parse(early))).toEqual(slots[0]);
  });
  test('after closing, with off-hours but no future-day ordering, nothing is left today', () => {
    const { ordering, slots } = offer({ allowOffHours: true, allowFutureDays: false }, '2026-11-19T06:00:00Z');
    expect(ordering.kind).toBe('offHours');
    expect(slots).toEqual([]);
  });
  test('after closing, with both flags, the first slot is tomorrow at opening', () => {
    expect(offer({ allowOffHours: true }, '2026-11-19T06:00:00Z').slots[0]).toMatchObject({ day: 'Tomorrow', label: '9:00 AM PST', date: '2026-11-19' });
  });
  test('past last call (20:16 with 45 minutes) counts as closed', () => {
    expect(offer({}, '2026-11-19T04:16:00Z').ordering).toEqual({ kind: 'refused', message: 'Last call for pickup has passed for today' });
  });
});

describe('the 7-day window (000 §4), uncapped, and future days (000 §3 allow_future_day_ordering)', () => {
  // Store 5's pickup: 10:00–23:00 (to 23:59 on Friday and Saturday), 15-minute step, last call 30: over 300 slots in a week.
  const storeFive = rules({
    hours: DAYS.map((day) => ({ day, from: '10:00', to: day === 'friday' || day === 'saturday' ? '23:59' : '23:00' })),
    timing: { min_lead_time: 15, interval: 15, window: 30, last_call_interval: 30 },
  });
  test('every slot of the seven days, to the last one on the sixth day after today', () => {
    const { slots } = checkoutSlots(storeFive, Date.parse('2026-11-18T18:00:00Z'));
    expect(slots.length).toBeGreaterThan(300);
    expect(new Set(slots.map((s) => s.date))).toEqual(new Set(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']));
    expect(slots.at(-1)).toMatchObject({ date: '2026-11-24', label: '10:30 PM PST' });
  });
  test.each([
    [false, ['2026-11-18']],
    [true, ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']],
  ])('allow_future_day_ordering %s: days %j', (allowFutureDays, dates) => {
    expect([...new Set(offer({ allowFutureDays }, '2026-11-18T18:00:00Z').slots.map((s) => s.date))]).toEqual(dates);
  });
  test('every slot offered is one the host accepts, and the minute after it is not', () => {
    const now = Date.parse('2026-11-18T18:07:00Z');
    for (const slot of checkoutSlots(storeFive, now).slots) {
      expect(slotRefusal(storeFive, now, Date.parse(slot.start))).toBeNull();
      expect(slotRefusal(storeFive, now, Date.parse(slot.start) + 60_000)).not.toBeNull();
    }
  });
});
