import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { serverCartOf } from '../../../../../shared/cart';
import { wireCart } from '../../../shared/cart/wireCart';
import { checkoutStore, pendingCart } from './fixtures';
import { fillAddress, openCheckoutForm, type } from './checkoutFormHarness';
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

describe('the delivery time follows the address’s zip (000 §3 delivery_zipcodes)', () => {
  const deliveryStore = store({
    delivery: true,
    delivery_hours: DAYS.map((day) => ({ day, period: { from: '09:00', to: '22:00' } })),
    delivery_timing: { ...timing, min_lead_time: 30, max_lead_time: 60, last_call_interval: 15 },
  });
  const address = { street: '1 Sunset Blvd', city: 'Los Angeles', state_code: 'CA', zipcode: '90004' };
  // What PATCH /carts answers once 90004 is saved: its zip takes 90 minutes, its last call 60 before closing.
  const zipCart = wireCart({ reservation_mode: 'delivery', delivery_address: address, delivery_lead_time_minutes: 90, delivery_last_call_minutes: 60 });
  const options = () => [...(screen.getByLabelText('Delivery time') as HTMLSelectElement).options].map((o) => o.text);

  test('saving an address in a zip with its own lead time and last call redraws the list: 1:30 PM to 9:00 PM', async () => {
    vi.setSystemTime(new Date('2026-11-18T20:00:00Z')); // noon in Los Angeles
    const remote = serverCartOf(wireCart({ reservation_mode: 'delivery' }));
    openCheckoutForm(
      (url) =>
        url.pathname.endsWith('/lookup_sales_tax_rate')
          ? json({ sales_tax_rate: 9.5, sales_tax_amount: 2.38, store_tax_amount: 0 })
          : json({ cart: url.pathname.endsWith('/carts') ? zipCart : pendingCart }),
      { store: deliveryStore, remote },
    );
    expect(options().slice(0, 2)).toEqual(['As soon as possible (30–60 min)', 'Today, 12:30 PM PST']);
    expect(options().at(-1)).toBe('Today, 9:45 PM PST');
    fillAddress();
    type(screen.getByLabelText('ZIP code'), '90004');
    fireEvent.blur(screen.getByLabelText('ZIP code'));
    fireEvent.focusOut(screen.getByLabelText('ZIP code'));
    await waitFor(() => expect(options().slice(0, 2)).toEqual(['As soon as possible (90 min)', 'Today, 1:30 PM PST']));
    expect(options().at(-1)).toBe('Today, 9:00 PM PST');
  });
});
