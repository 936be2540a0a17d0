import type { Reservation } from '../../../../../widget/api/checkout';

export const RESERVATION_UUID = '2f1c8a53-6d1e-4b8e-9a57-3c2e1f0d9b21';

/** A signed-in shopper's pickup reservation as GET /reservations/{id} answers it (docs/api-commerce.md: dollars). */
export function reservationFixture(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: 41,
    uuid: RESERVATION_UUID,
    status: 'placed',
    store: { id: 1, name: 'Canopy Silver Lake' },
    reservation_mode: 'pickup',
    amount: 51.94,
    payment_method: 'cash',
    created_at: '2026-11-18T20:00:00.000Z',
    delivery_started_at: '2026-11-18T21:00:00.000Z',
    delivery_finished_at: '2026-11-18T21:30:00.000Z',
    products: [
      { id: 7, price_id: 'eighth_ounce', count: 1, name: 'Blue Dream', brand: 'Golden Leaf', unit_price: 25, total: 25 },
      { id: 9, price_id: 'each', count: 2, name: 'Citrus Mints', brand: null, unit_price: 8, total: 16 },
    ],
    totals: {
      item_total: 41,
      all_discounts_total: 0,
      delivery_fee_amount: 0,
      service_fee_amount: 1,
      sales_tax_amount: 8.94,
      store_tax_amount: 1,
      tip_amount: 0,
      order_total: 51.94,
      tax_included: false,
    },
    delivery_address: null,
    contact: null,
    is_guest: false,
    message: null,
    warning_message: null,
    review: null,
    ...overrides,
  };
}
