import { describe, expect, test } from 'vitest';
import { storeStatus, weeklySchedule } from '../../../../shared/schedule';
import type { ScheduleEntry, StoreStatus } from '../../../../shared/schedule';
import { DAY_NAMES } from '../../../../shared/types/catalog';

const LA = 'America/Los_Angeles';
const PHOENIX = 'America/Phoenix';
const DENVER = 'America/Denver';

const daily = (from: string, to: string): ScheduleEntry[] => DAY_NAMES.map((day) => ({ day, period: { from, to } }));
const NINE_TO_NINE = daily('09:00', '21:00');
// 2026-03-07 and 2026-03-14 are Saturdays; the US springs forward on Sunday 2026-03-08.
const SATURDAY_NIGHTS = [{ day: 'saturday', period: { from: '22:00', to: '03:00' } }];
const SUNDAYS_ONLY = [{ day: 'sunday', from: '10:00', to: '18:00' }];
const SPLIT_MONDAY = [
  { day: 'monday', from: '13:00', to: '17:00' },
  { day: 'monday', from: '09:00', to: '12:00' },
];

// Status with its moment as ISO text, so a table row reads like the spec.
function summary(status: StoreStatus): [string, string?, string?, string?] {
  if (status.status === 'alwaysClosed') return [status.status];
  const moment = status.status === 'open' ? status.closes : status.opens;
  return [status.status, moment.at.toISOString(), moment.day, moment.time];
}

type Row = [string, readonly ScheduleEntry[], string, string, ReturnType<typeof summary>];

describe('000 §4, 001 §4 ordering schedule: open, closed, nearly open (30 min), later today, always closed', () => {
  test.each<Row>([
    // Saturday 2026-03-07, Pacific Standard Time (UTC−8)
    ['open at opening time', NINE_TO_NINE, '2026-03-07T17:00:00Z', LA, ['open', '2026-03-08T05:00:00.000Z', 'saturday', '9:00 PM']],
    ['nearly open 1 minute before', NINE_TO_NINE, '2026-03-07T16:59:00Z', LA, ['nearlyOpen', '2026-03-07T17:00:00.000Z', 'saturday', '9:00 AM']],
    ['nearly open exactly 30 minutes before', NINE_TO_NINE, '2026-03-07T16:30:00Z', LA, ['nearlyOpen', '2026-03-07T17:00:00.000Z', 'saturday', '9:00 AM']],
    ['opens later today 31 minutes before', NINE_TO_NINE, '2026-03-07T16:29:00Z', LA, ['opensLaterToday', '2026-03-07T17:00:00.000Z', 'saturday', '9:00 AM']],
    ['closed at closing time', NINE_TO_NINE, '2026-03-08T05:00:00Z', LA, ['closed', '2026-03-08T16:00:00.000Z', 'sunday', '9:00 AM']],
    // Sunday 2026-03-08 after the spring-forward jump: Pacific Daylight Time (UTC−7), 9:00 is 16:00Z
    ['spring forward: nearly open at 08:45 PDT', NINE_TO_NINE, '2026-03-08T15:45:00Z', LA, ['nearlyOpen', '2026-03-08T16:00:00.000Z', 'sunday', '9:00 AM']],
    ['spring forward: open at 09:00 PDT', NINE_TO_NINE, '2026-03-08T16:00:00Z', LA, ['open', '2026-03-09T04:00:00.000Z', 'sunday', '9:00 PM']],
    // Sunday 2026-11-01 after falling back: PST again, 9:00 is 17:00Z
    ['fall back: open the day before at 09:00 PDT', NINE_TO_NINE, '2026-10-31T16:00:00Z', LA, ['open', '2026-11-01T04:00:00.000Z', 'saturday', '9:00 PM']],
    ['fall back: 16:15Z is 08:15 PST, not 09:15', NINE_TO_NINE, '2026-11-01T16:15:00Z', LA, ['opensLaterToday', '2026-11-01T17:00:00.000Z', 'sunday', '9:00 AM']],
    ['fall back: nearly open at 08:45 PST', NINE_TO_NINE, '2026-11-01T16:45:00Z', LA, ['nearlyOpen', '2026-11-01T17:00:00.000Z', 'sunday', '9:00 AM']],
    ['fall back: closes 21:00 PST', NINE_TO_NINE, '2026-11-02T04:30:00Z', LA, ['open', '2026-11-02T05:00:00.000Z', 'sunday', '9:00 PM']],
    // overnight hours 22:00–03:00 across the spring-forward night
    ['overnight: nearly open Saturday 21:30', SATURDAY_NIGHTS, '2026-03-08T05:30:00Z', LA, ['nearlyOpen', '2026-03-08T06:00:00.000Z', 'saturday', '10:00 PM']],
    ['overnight: open Saturday 23:00', SATURDAY_NIGHTS, '2026-03-08T07:00:00Z', LA, ['open', '2026-03-08T10:00:00.000Z', 'sunday', '3:00 AM']],
    ['overnight: still open Sunday 01:30 PST', SATURDAY_NIGHTS, '2026-03-08T09:30:00Z', LA, ['open', '2026-03-08T10:00:00.000Z', 'sunday', '3:00 AM']],
    ['overnight: closed Sunday 03:30 PDT', SATURDAY_NIGHTS, '2026-03-08T10:30:00Z', LA, ['closed', '2026-03-15T05:00:00.000Z', 'saturday', '10:00 PM']],
    ['overnight: nearly open across midnight', daily('00:15', '08:00'), '2026-03-07T07:50:00Z', LA, ['nearlyOpen', '2026-03-07T08:15:00.000Z', 'saturday', '12:15 AM']],
    // a week ahead: a Sunday-only store on a Sunday evening opens next Sunday
    ['closed until next week', SUNDAYS_ONLY, '2026-11-23T03:00:00Z', LA, ['closed', '2026-11-29T18:00:00.000Z', 'sunday', '10:00 AM']],
    ['closed until later this week', SUNDAYS_ONLY, '2026-11-24T20:00:00Z', LA, ['closed', '2026-11-29T18:00:00.000Z', 'sunday', '10:00 AM']],
    // several periods in a day (Monday 2026-11-23, PST)
    ['split: open in the morning', SPLIT_MONDAY, '2026-11-23T18:00:00Z', LA, ['open', '2026-11-23T20:00:00.000Z', 'monday', '12:00 PM']],
    ['split: nearly open after lunch', SPLIT_MONDAY, '2026-11-23T20:45:00Z', LA, ['nearlyOpen', '2026-11-23T21:00:00.000Z', 'monday', '1:00 PM']],
    ['split: opens later today over lunch', SPLIT_MONDAY, '2026-11-23T20:10:00Z', LA, ['opensLaterToday', '2026-11-23T21:00:00.000Z', 'monday', '1:00 PM']],
    // round the clock: 00:00–00:00 every day never closes in between
    ['open around the clock', daily('00:00', '00:00'), '2026-11-23T20:00:00Z', LA, ['open', '2026-12-01T08:00:00.000Z', 'tuesday', '12:00 AM']],
    [
      '18:00–00:00 then 00:00–02:00 is one evening',
      [
        { day: 'monday', from: '18:00', to: '00:00' },
        { day: 'tuesday', from: '00:00', to: '02:00' },
      ],
      '2026-11-24T03:00:00Z',
      LA,
      ['open', '2026-11-24T10:00:00.000Z', 'tuesday', '2:00 AM'],
    ],
    // always closed: every day closed
    ['always closed: no entries', [], '2026-11-23T20:00:00Z', LA, ['alwaysClosed']],
    ['always closed: every period empty', DAY_NAMES.map((day) => ({ day, period: { from: null, to: null } })), '2026-11-23T20:00:00Z', LA, ['alwaysClosed']],
  ])('%s', (_name, entries, now, zone, expected) => {
    expect(summary(storeStatus(weeklySchedule(entries), new Date(now), zone))).toEqual(expected);
  });

  // 16:30Z on each side of the March change: Phoenix never moves; Los Angeles and Denver do.
  test.each([
    [PHOENIX, '2026-03-07T16:30:00Z', 'open'], // 09:30 MST
    [PHOENIX, '2026-03-09T16:30:00Z', 'open'], // 09:30 MST
    [PHOENIX, '2026-11-02T16:30:00Z', 'open'], // 09:30 MST
    [LA, '2026-03-07T16:30:00Z', 'nearlyOpen'], // 08:30 PST
    [LA, '2026-03-09T16:30:00Z', 'open'], // 09:30 PDT
    [LA, '2026-11-02T16:30:00Z', 'nearlyOpen'], // 08:30 PST
    [DENVER, '2026-03-07T16:30:00Z', 'open'], // 09:30 MST
    [DENVER, '2026-03-09T15:30:00Z', 'open'], // 09:30 MDT
    [DENVER, '2026-03-07T15:30:00Z', 'nearlyOpen'], // 08:30 MST
  ])('%s at %s is %s', (zone, now, expected) => {
    expect(storeStatus(weeklySchedule(NINE_TO_NINE), Date.parse(now), zone).status).toBe(expected);
  });
});
