import { serverCartOf } from '../../../../../shared/cart';
import type { Store } from '../../../../../shared/types';
import { wireCart } from '../../../shared/cart/wireCart';

/** A pending pickup cart of one eighth of Blue Dream, as /carts answers it (wire dollars, with its POS totals). */
export const pendingCart = wireCart();

/** The same cart as the widget holds it once read (shared/cart ServerCart, cents). */
export const pendingServerCart = serverCartOf(pendingCart);

const hours = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({ day, period: { from: '00:00', to: '23:59' } }));
const timing = { min_lead_time: 15, max_lead_time: 120, interval: 15, window: 60, last_call_interval: 0, max_orders_per_window: null, minimum_order: 0 };

/** A store open all day, every day, for pickup with cash; a test changes what it is about. */
export function checkoutStore(overrides: Record<string, unknown> = {}): Store {
  return {
    id: 1,
    name: 'Canopy Silver Lake',
    pickup: true,
    delivery: false,
    curbside: false,
    curbside_pickup_setting: 'not_allowed',
    pickup_hours: hours,
    delivery_hours: hours,
    curbside_hours: hours,
    pickup_timing: timing,
    delivery_timing: timing,
    curbside_timing: timing,
    pickup_payment_options: ['cash'],
    delivery_payment_options: ['cash'],
    curbside_payment_options: [],
    tip_settings: null,
    time_zone_identifier: 'Pacific Time (US & Canada)',
    allow_future_day_ordering: false,
    allow_off_hours_ordering: false,
    require_checkout_agreement: false,
    birth_date_required: false,
    pickup_id_required: false,
    delivery_id_required: false,
    delivery_minimum: 0,
    loyalty: null,
    cart_limit_rules: [],
    guest_checkout_setting: 'allowed',
    ...overrides,
  } as unknown as Store;
}
