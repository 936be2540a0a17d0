import type { Cart } from '../../../../../shared/types';

/** A pending pickup cart of one eighth of Blue Dream, with the totals /carts answers for it. */
export const pendingCart = {
  uuid: 'cart-1',
  status: 'pending',
  store: { id: 1, name: 'Canopy Silver Lake' },
  reservation_mode: 'pickup',
  products: [{ id: 7, price_id: 'eighth_ounce', count: 1, name: 'Blue Dream', kind: 'flower', price_eighth_ounce: 25 }],
  unavailable_products: [],
  item_total: 25,
  discounted_subtotal: 25,
  all_discounts_total: 0,
  order_total: 30.97,
  delivery_fee_amount: 0,
  service_fee_amount: 0,
  sales_tax_amount: 5.97,
  store_tax_amount: 0,
  tip_amount: 0,
  tax_included: false,
} as unknown as Cart;
