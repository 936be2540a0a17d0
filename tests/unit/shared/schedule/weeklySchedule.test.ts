import { describe, expect, test } from 'vitest';
import { formatClock, isAlwaysClosed, parseClock, weeklySchedule } from '../../../../shared/schedule';

describe('000 §3 hours: day entries with lowercase day names and HH:MM times', () => {
  test.each([
    ['09:00', 540],
    ['9:05', 545],
    ['00:00', 0],
    ['23:59', 1439],
    ['24:00', 1440],
    ['21:30:00', 1290],
    ['24:01', null],
    ['12:60', null],
    ['25:00', null],
    ['9am', null],
    ['', null],
    [null, null],
  ])('parseClock(%j) → %s', (text, expected) => {
    expect(parseClock(text)).toBe(expected);
  });

  test.each([
    [0, '12:00 AM'],
    [540, '9:00 AM'],
    [725, '12:05 PM'],
    [1290, '9:30 PM'],
    [1440, '12:00 AM'],
    [1560, '2:00 AM'],
  ])('formatClock(%s) → %s', (minutes, expected) => {
    expect(formatClock(minutes)).toBe(expected);
  });

  test('reads working_hours ({ day, period }) and per-mode hours ({ day, from, to })', () => {
    const schedule = weeklySchedule([
      { day: 'monday', period: { from: '09:00', to: '17:00' } },
      { day: 'tuesday', from: '10:00', to: '02:00' },
      { day: 'Wednesday', from: '08:00', to: '12:00' },
      { day: 'thursday', period: { from: null, to: null } },
      { day: 'friday', from: '10:00', to: '' },
      { day: 'funday', from: '10:00', to: '12:00' },
    ]);
    expect(schedule.monday).toEqual([{ from: 540, to: 1020, opening: '09:00', closing: '17:00' }]);
    // overnight: the closing time passes midnight
    expect(schedule.tuesday).toEqual([{ from: 600, to: 1560, opening: '10:00', closing: '02:00' }]);
    expect(schedule.wednesday).toHaveLength(1);
    expect(schedule.thursday).toEqual([]);
    expect(schedule.friday).toEqual([]);
    expect(schedule.saturday).toEqual([]);
    expect(schedule.sunday).toEqual([]);
    expect(isAlwaysClosed(schedule)).toBe(false);
  });

  test('000 §4: always closed when every day is closed', () => {
    expect(isAlwaysClosed(weeklySchedule([]))).toBe(true);
    expect(isAlwaysClosed(weeklySchedule(null))).toBe(true);
    expect(isAlwaysClosed(weeklySchedule([{ day: 'monday', from: null, to: '17:00' }]))).toBe(true);
    expect(isAlwaysClosed(weeklySchedule([{ day: 'sunday', from: '10:00', to: '11:00' }]))).toBe(false);
  });
});
