import { describe, expect, test } from 'vitest';
import { createTestWidget, fakeFetch, json } from '../../support/testWidget';
import { trackedAnswer } from '../../support/trackedAnswer';
import { pendingCart, pendingServerCart } from '../checkout/fixtures';

const remote = pendingCart;

/** Which request is held until the cart has been cleared, and how the cart is asked for it. */
const cases = [
  { request: 'the refresh the checkout page sends when it opens', path: '/carts', method: 'GET', start: (cart: Cart0) => void cart.refresh(true) },
  { request: 'a mode change', path: '/carts', method: 'PATCH', start: (cart: Cart0) => void cart.setMode('delivery') },
  { request: 'a count change', path: '/cart_products/7', method: 'PATCH', start: (cart: Cart0) => void cart.setCount(7, 'eighth_ounce', 2) },
] as const;
type Cart0 = ReturnType<typeof createTestWidget>['instance']['cart'];

function widgetHolding(path: string, method: string) {
  localStorage.clear();
  const held: ((response: Response) => void)[] = [];
  const fetch = fakeFetch((url, init) => {
    const route = url.pathname.replace('/api/v1', '');
    if (route === path && (init.method ?? 'GET') === method) return new Promise<Response>((resolve) => held.push(resolve));
    return json({ cart: remote });
  });
  const widget = createTestWidget({ fetch: fetch.fetch });
  return { cart: widget.instance.cart, held, calls: fetch.calls };
}

describe('answers about a cart the widget no longer holds (001 §4: success clears the cart)', () => {
  test.each(cases)('$request answered after the order cleared the cart does not bring the cart back', async ({ path, method, start }) => {
    const { cart, held } = widgetHolding(path, method);
    cart.loaded(pendingServerCart);
    start(cart);
    await expect.poll(() => held.length).toBe(1);
    // The order is placed meanwhile: submitCheckout clears the cart.
    cart.clear();
    // The server read the cart before the checkout committed, so it still calls it pending.
    const late = trackedAnswer(json({ cart: remote, bundle: { status: 'qualified', special_id: 4, discountable_product_ids: [8] } }));
    held[0](late.answer);
    await late.handled();
    expect(cart.uuid.peek()).toBeNull();
    expect(cart.lines.peek()).toEqual([]);
    expect(cart.remote.peek()).toBeNull();
    expect(cart.bundle.peek()).toBeNull();
    expect(localStorage.getItem('canopy-cart-framelessEmbed-1') ?? localStorage.getItem('canopy-cart-framelessEmbed')).toBeNull();
  });

  test('an answer for the cart still held is applied as before', async () => {
    const { cart, held } = widgetHolding('/carts', 'GET');
    cart.loaded(pendingServerCart);
    void cart.refresh(true);
    await expect.poll(() => held.length).toBe(1);
    held[0](json({ cart: { ...remote, order_total: 41.5 } }));
    await expect.poll(() => cart.remote.peek()?.orderTotalCents).toBe(4150);
    expect(cart.uuid.peek()).toBe('cart-1');
  });
});
