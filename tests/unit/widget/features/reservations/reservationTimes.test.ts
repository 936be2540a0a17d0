import { describe, expect, test } from 'vitest';
import { placedOn, windowText } from '../../../../../widget/features/reservations/reservationWords';

// Times on the receipt, the reservation pages, the list and the invoice are the store's (000 §3 time_zone_identifier),
// not the device's: a 7:45 PM pickup in Los Angeles reads 7:45 PM PST in a browser set to UTC or to New York.
const at = (time_zone_identifier: string | undefined) => ({
  store: { id: 1, name: 'Canopy', ...(time_zone_identifier ? { time_zone_identifier } : {}) },
  created_at: '2026-11-19T03:40:00.000Z',
  delivery_started_at: '2026-11-19T03:45:00.000Z',
  delivery_finished_at: '2026-11-19T04:45:00.000Z',
});

describe('a reservation’s times in its store’s zone', () => {
  test.each([
    ['Pacific Time (US & Canada)', 'Wednesday, Nov 18, 7:45 PM – 8:45 PM PST', 'Nov 18, 2026'],
    ['Eastern Time (US & Canada)', 'Wednesday, Nov 18, 10:45 PM – 11:45 PM EST', 'Nov 18, 2026'],
    ['Mountain Time (US & Canada)', 'Wednesday, Nov 18, 8:45 PM – 9:45 PM MST', 'Nov 18, 2026'],
    ['Hawaii', 'Wednesday, Nov 18, 5:45 PM – 6:45 PM HST', 'Nov 18, 2026'],
    // An older host sends no zone: the default of 000 §3, Pacific Time (US & Canada).
    [undefined, 'Wednesday, Nov 18, 7:45 PM – 8:45 PM PST', 'Nov 18, 2026'],
  ])('%s: %s, placed %s', (zone, window, placed) => {
    expect(windowText(at(zone))).toBe(window);
    expect(placedOn(at(zone))).toBe(placed);
  });

  test('a window across the spring-forward night keeps each end’s own clock', () => {
    const night = { ...at('Pacific Time (US & Canada)'), delivery_started_at: '2026-03-08T09:30:00.000Z', delivery_finished_at: '2026-03-08T10:30:00.000Z' };
    expect(windowText(night)).toBe('Sunday, Mar 8, 1:30 AM PST – 3:30 AM PDT');
  });

  test('no window booked, or an unreadable one: null', () => {
    expect(windowText({ ...at(undefined), delivery_started_at: null })).toBeNull();
    expect(windowText({ ...at(undefined), delivery_started_at: 'soon' })).toBeNull();
  });
});
