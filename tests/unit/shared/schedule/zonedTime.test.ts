import { describe, expect, test } from 'vitest';
import { addDays, wallTimeToInstant, weekdayOf, zonedDateTime } from '../../../../shared/schedule';

const LA = 'America/Los_Angeles';
const iso = (ms: number) => new Date(ms).toISOString();

describe('wall-clock times in a store zone, across the 2026 US DST changes', () => {
  test.each([
    // [local date, HH:MM as minutes, zone, instant]
    ['2026-03-07 09:00 PST', { year: 2026, month: 3, day: 7 }, 9 * 60, LA, '2026-03-07T17:00:00.000Z'],
    ['2026-03-08 01:59 PST', { year: 2026, month: 3, day: 8 }, 119, LA, '2026-03-08T09:59:00.000Z'],
    // 02:30 does not exist on 2026-03-08: it happens at the jump, 03:00 PDT
    ['2026-03-08 02:30 (skipped)', { year: 2026, month: 3, day: 8 }, 150, LA, '2026-03-08T10:00:00.000Z'],
    ['2026-03-08 03:00 PDT', { year: 2026, month: 3, day: 8 }, 180, LA, '2026-03-08T10:00:00.000Z'],
    ['2026-03-08 09:00 PDT', { year: 2026, month: 3, day: 8 }, 540, LA, '2026-03-08T16:00:00.000Z'],
    // 01:30 happens twice on 2026-11-01: the first (PDT) is taken
    ['2026-11-01 01:30 (repeated)', { year: 2026, month: 11, day: 1 }, 90, LA, '2026-11-01T08:30:00.000Z'],
    ['2026-11-01 09:00 PST', { year: 2026, month: 11, day: 1 }, 540, LA, '2026-11-01T17:00:00.000Z'],
    ['2026-10-31 09:00 PDT', { year: 2026, month: 10, day: 31 }, 540, LA, '2026-10-31T16:00:00.000Z'],
    // minutes past midnight run into the next day
    ['2026-03-07 26:00 = 03-08 02:00 (skipped)', { year: 2026, month: 3, day: 7 }, 26 * 60, LA, '2026-03-08T10:00:00.000Z'],
    // Arizona keeps UTC−7 all year
    ['Phoenix before', { year: 2026, month: 3, day: 7 }, 540, 'America/Phoenix', '2026-03-07T16:00:00.000Z'],
    ['Phoenix after', { year: 2026, month: 3, day: 9 }, 540, 'America/Phoenix', '2026-03-09T16:00:00.000Z'],
    ['Phoenix November', { year: 2026, month: 11, day: 1 }, 90, 'America/Phoenix', '2026-11-01T08:30:00.000Z'],
  ])('%s', (_name, date, minutes, zone, instant) => {
    expect(iso(wallTimeToInstant(date, minutes, zone))).toBe(instant);
  });

  test.each([
    ['2026-03-08T09:59:00Z', { year: 2026, month: 3, day: 8, hour: 1, minute: 59, weekday: 'sunday' }],
    ['2026-03-08T10:00:00Z', { year: 2026, month: 3, day: 8, hour: 3, minute: 0, weekday: 'sunday' }],
    ['2026-11-01T08:30:00Z', { year: 2026, month: 11, day: 1, hour: 1, minute: 30, weekday: 'sunday' }],
    ['2026-11-01T09:30:00Z', { year: 2026, month: 11, day: 1, hour: 1, minute: 30, weekday: 'sunday' }],
    ['2026-11-02T07:30:00Z', { year: 2026, month: 11, day: 1, hour: 23, minute: 30, weekday: 'sunday' }],
    ['2026-11-02T08:00:00Z', { year: 2026, month: 11, day: 2, hour: 0, minute: 0, weekday: 'monday' }],
  ])('%s in Los Angeles', (instant, expected) => {
    expect(zonedDateTime(Date.parse(instant), LA)).toMatchObject(expected);
  });

  test('calendar arithmetic crosses months and years', () => {
    expect(addDays({ year: 2026, month: 12, day: 29 }, 7)).toEqual({ year: 2027, month: 1, day: 5 });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(weekdayOf({ year: 2026, month: 3, day: 8 })).toBe('sunday');
    expect(weekdayOf({ year: 2026, month: 11, day: 23 })).toBe('monday');
  });
});
