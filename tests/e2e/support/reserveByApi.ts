import { expect, type APIRequestContext } from '@playwright/test';
import { OrderWidget } from '../order/OrderWidget';
import { origins } from './origins';

/**
 * One pickup order of an account at store 1, by the API (docs/api-commerce.md): a flower's eighth, paid in cash, with
 * the birth date and the agreement a store may ask. Answers the reservation's id. A shopper who reserved once has
 * saved details (the payment, the mode) for one-click checkout.
 */
export async function reserveByApi(request: APIRequestContext, token: string, deviceId: string): Promise<number> {
  const flower = await OrderWidget.flower(request);
  const api = `${origins().host}/api/v1`;
  const headers = { Authorization: `Bearer ${token}` };
  const product = { count: 1, price_id: 'eighth_ounce', product_id: flower.id, recommended: false };
  const added = await request.post(`${api}/cart_products`, {
    headers,
    data: { app_mode: 'default', app_mode_name: null, cart_uuid: null, j_device_id: deviceId, product, store_id: 1, tags: [], user_agent: 'playwright' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { cart_uuid: cartUuid, cart } = (await added.json()) as { cart_uuid: string; cart: { order_total: number } };
  const data = { cart_uuid: cartUuid, payment_method: 'cash', reservation_mode: 'pickup', expected_total: cart.order_total, birth_date: '1990-02-03', agreement_accepted: true };
  const placed = await request.post(`${api}/carts/checkout`, { headers, data });
  expect(placed.status(), await placed.text()).toBe(200);
  return ((await placed.json()) as { reservation: { id: number } }).reservation.id;
}
