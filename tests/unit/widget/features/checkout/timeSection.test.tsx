import { screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { checkoutStore, pendingCart } from './fixtures';
import { openCheckoutForm } from './checkoutFormHarness';
import { json } from '../../support/testWidget';

// The checkout's time in the store's zone (000 §3): a store closed now offers its first real slot, never "as soon as
// possible" it cannot fill; one that takes no off-hours orders says so and when it opens.

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const nineToNine = DAYS.map((day) => ({ day, period: { from: '09:00', to: '21:00' } }));
const timing = { min_lead_time: 15, max_lead_time: 120, interval: 15, window: 60, last_call_interval: 45, max_orders_per_window: null, minimum_order: 0 };
const store = (over: Record<string, unknown>) => checkoutStore({ pickup_hours: nineToNine, pickup_timing: timing, ...over });

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('the pickup time', () => {
  test('open: "as soon as possible" is the default, slots read in Pacific time', () => {
    vi.setSystemTime(new Date('2026-11-18T20:00:00Z')); // noon in Los Angeles
    openCheckoutForm(() => json({ cart: pendingCart }), { store: store({}) });
    const select = screen.getByLabelText('Pickup time') as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.options[0].text).toBe('As soon as possible (15–120 min)');
    expect(select.options[1].text).toBe('Today, 12:15 PM PST');
  });

  test.each([
    ['Pacific', 'Pacific Time (US & Canada)', 'Today, 9:00 AM PST', 'Wednesday, Nov 18, 9:00 AM PST'],
    ['Eastern', 'Eastern Time (US & Canada)', 'Tomorrow, 9:00 AM EST', 'Thursday, Nov 19, 9:00 AM EST'],
  ])('closed now (%s) with off-hours ordering: the first real slot is chosen', (_name, zone, first, opens) => {
    vi.setSystemTime(new Date('2026-11-18T15:00:00Z')); // 07:00 in Los Angeles, 10:00 in New York
    const eastern = zone.startsWith('Eastern');
    // In New York the store is open at 10:00: close it for the day so both cases start closed.
    const hours = eastern ? DAYS.map((day) => ({ day, period: { from: '09:00', to: '09:30' } })) : nineToNine;
    openCheckoutForm(() => json({ cart: pendingCart }), {
      store: store({
        time_zone_identifier: zone,
        allow_off_hours_ordering: true,
        allow_future_day_ordering: true,
        pickup_hours: hours,
        pickup_timing: { ...timing, last_call_interval: 0 },
      }),
    });
    const select = screen.getByLabelText('Pickup time') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).not.toContain('As soon as possible (15–120 min)');
    expect(select.options[select.selectedIndex].text).toBe(first);
    expect(screen.getByText(`The store is closed for pickup now; it opens ${opens}. The first time it can fill is chosen for you.`)).toBeTruthy();
  });

  test('closed now without off-hours ordering: no time to choose, and why', () => {
    vi.setSystemTime(new Date('2026-11-18T15:00:00Z'));
    openCheckoutForm(() => json({ cart: pendingCart }), { store: store({}) });
    expect(screen.queryByLabelText('Pickup time')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('The store is closed for pickup right now. It opens Wednesday, Nov 18, 9:00 AM PST.');
  });
});
