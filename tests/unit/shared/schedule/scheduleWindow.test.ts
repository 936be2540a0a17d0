import { describe, expect, test } from 'vitest';
import { scheduleWindow, weeklySchedule } from '../../../../shared/schedule';

const LA = 'America/Los_Angeles';

const schedule = weeklySchedule([
  { day: 'monday', from: '09:00', to: '21:00' },
  { day: 'tuesday', from: '10:00', to: '02:00' },
  { day: 'wednesday', from: '09:00', to: '12:00' },
  { day: 'wednesday', from: '13:00', to: '18:30' },
  { day: 'friday', from: '00:00', to: '00:00' },
  { day: 'saturday', from: '09:00', to: '21:00' },
  { day: 'sunday', from: '11:00', to: '17:00' },
]);

describe('000 §4: the schedule window is the next 7 days from today in the store zone', () => {
  test('each day with its formatted opening and closing times', () => {
    // 2026-11-23T07:30Z is still Sunday 2026-11-22 23:30 in Los Angeles.
    const window = scheduleWindow(schedule, new Date('2026-11-23T07:30:00Z'), LA);
    expect(window.map((day) => [day.date, day.day, day.is_today, day.formatted_opening_time, day.formatted_closing_time, day.closed_all_day])).toEqual([
      ['2026-11-22', 'sunday', true, '11:00 AM', '5:00 PM', false],
      ['2026-11-23', 'monday', false, '9:00 AM', '9:00 PM', false],
      ['2026-11-24', 'tuesday', false, '10:00 AM', '2:00 AM', false],
      // several periods: first opening, last closing
      ['2026-11-25', 'wednesday', false, '9:00 AM', '6:30 PM', false],
      ['2026-11-26', 'thursday', false, null, null, true],
      ['2026-11-27', 'friday', false, '12:00 AM', '12:00 AM', false],
      ['2026-11-28', 'saturday', false, '9:00 AM', '9:00 PM', false],
    ]);
    expect(window[2]).toMatchObject({ opening_time: '10:00', closing_time: '02:00' });
    expect(window[4]).toMatchObject({ opening_time: null, closing_time: null });
  });

  test.each([
    // the window starts on the local date, which differs from the UTC date near midnight
    ['2026-11-23T07:59:00Z', LA, '2026-11-22'],
    ['2026-11-23T08:00:00Z', LA, '2026-11-23'],
    ['2026-11-23T07:30:00Z', 'America/New_York', '2026-11-23'],
    // across both DST changes
    ['2026-03-08T09:59:00Z', LA, '2026-03-08'],
    ['2026-11-01T07:59:00Z', LA, '2026-11-01'],
    ['2026-03-08T06:59:00Z', 'America/Phoenix', '2026-03-07'],
  ])('at %s in %s the window starts %s and covers 7 consecutive days', (now, zone, first) => {
    const window = scheduleWindow(schedule, Date.parse(now), zone);
    expect(window).toHaveLength(7);
    expect(window[0].date).toBe(first);
    const dates = window.map((day) => Date.parse(`${day.date}T00:00:00Z`));
    expect(dates.slice(1).map((date, index) => date - dates[index])).toEqual(Array(6).fill(86_400_000));
  });
});
