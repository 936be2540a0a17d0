import { describe, expect, test } from 'vitest';
import { createTestWidget, fakeFetch, json } from '../../support/testWidget';
import { trackedAnswer } from '../../support/trackedAnswer';
import { pendingCart } from '../checkout/fixtures';

const remote = pendingCart;
const pos = { total: 30.97, sales_tax: 5.97, store_tax: 0, delivery_fee: 0 };

/** Which request is held until the cart has been cleared, and how the cart is asked for it. */
const cases = [
  { request: 'the refresh the checkout page sends when it opens', path: '/carts', method: 'GET', start: (cart: Cart0) => void cart.refresh(true) },
  { request: 'a mode change', path: '/carts', method: 'PATCH', start: (cart: Cart0) => void cart.setMode('delivery') },
  { request: 'the specials re-analysis after a change', path: '/carts/optimize_specials', method: 'PATCH', start: (cart: Cart0) => void cart.setTip(2) },
] as const;
type Cart0 = ReturnType<typeof createTestWidget>['instance']['cart'];

function widgetHolding(path: string, method: string) {
  localStorage.clear();
  const held: ((response: Response) => void)[] = [];
  const fetch = fakeFetch((url, init) => {
    const route = url.pathname.replace('/api/v1', '');
    if (route === path && (init.method ?? 'GET') === method) return new Promise<Response>((resolve) => held.push(resolve));
    if (route === '/pos_cart') return json(pos);
    return json({ cart: remote });
  });
  const widget = createTestWidget({ fetch: fetch.fetch });
  return { cart: widget.instance.cart, held, calls: fetch.calls };
}

describe('answers about a cart the widget no longer holds (issue 7 §5: success clears the cart)', () => {
  test.each(cases)('$request answered after the order cleared the cart does not bring the cart back', async ({ path, method, start }) => {
    const { cart, held } = widgetHolding(path, method);
    cart.loaded(remote);
    start(cart);
    await expect.poll(() => held.length).toBe(1);
    // The order is placed meanwhile: submitCheckout clears the cart.
    cart.clear();
    // The server read the cart before the checkout committed, so it still calls it pending.
    const late = trackedAnswer(json({ cart: remote }));
    held[0](late.answer);
    await late.handled();
    expect(cart.uuid.peek()).toBeNull();
    expect(cart.lines.peek()).toEqual([]);
    expect(cart.remote.peek()).toBeNull();
    expect(localStorage.getItem('canopy-cart-framelessEmbed-1') ?? localStorage.getItem('canopy-cart-framelessEmbed')).toBeNull();
  });

  test('POS totals answered after the cart was cleared are dropped', async () => {
    const { cart, held } = widgetHolding('/pos_cart', 'GET');
    cart.loaded(remote);
    await expect.poll(() => held.length).toBe(1);
    cart.clear();
    const late = trackedAnswer(json(pos));
    held[0](late.answer);
    await late.handled();
    expect(cart.pos.peek()).toBeNull();
  });

  test('an answer for the cart still held is applied as before', async () => {
    const { cart, held } = widgetHolding('/carts', 'GET');
    cart.loaded(remote);
    void cart.refresh(true);
    await expect.poll(() => held.length).toBe(1);
    held[0](json({ cart: { ...remote, order_total: 41.5 } }));
    await expect.poll(() => cart.remote.peek()?.order_total).toBe(41.5);
    expect(cart.uuid.peek()).toBe('cart-1');
  });
});
