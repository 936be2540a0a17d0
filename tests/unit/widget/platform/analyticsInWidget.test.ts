import { beforeEach, describe, expect, test } from 'vitest';
import type { AnalyticsMessage, CheckoutMessage, HostMessage } from '../../../../shared/protocol';
import type { AppMode, WeightId } from '../../../../shared/types';
import { submitCheckout } from '../../../../widget/ui/submitCheckout';
import { wireCart, wireLine } from '../../shared/cart/wireCart';
import { pendingServerCart } from '../features/checkout/fixtures';
import { createTestWidget, fakeFetch, json } from '../support/testWidget';

// 001 §7 analytics through the real widget instance: every event reaches the host page as an `analytics` message
// through the outbox (DESIGN §1.3), from the one place each happens.

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'canopy_aid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

/** A host that keeps counts of product 7's weights and answers each change with the cart it leaves. */
function hostLike() {
  const counts = new Map<WeightId, number>();
  const cart = () => wireCart({ products: [...counts].map(([weight, count]) => wireLine({ id: 7, price_id: weight, count, price_eighth_ounce: 25 })) });
  return (url: URL, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : {};
    if (init.method === 'POST' && url.pathname.endsWith('/cart_products')) {
      counts.set(body.product.price_id, body.product.count);
      return json({ cart_uuid: 'cart-1', cart: cart(), bundle: null });
    }
    if (init.method === 'PATCH' && url.pathname.endsWith('/cart_products/7')) {
      counts.set(body.product.price_id, body.product.count);
      return json({ cart: cart(), bundle: null });
    }
    if (init.method === 'DELETE' && url.pathname.endsWith('/cart_products/7')) {
      counts.delete((url.searchParams.get('price_id') ?? 'eighth_ounce') as WeightId);
      return json({ cart: cart(), bundle: null });
    }
    if (url.pathname.endsWith('/carts/checkout')) return json({ message: 'placed', reservation: { uuid: 'r-7f3c-uuid', id: 1, amount: 30.97 }, contact: { is_registered: false } });
    return json({ message: `no fake for ${init.method ?? 'GET'} ${url.pathname}` }, 404);
  };
}

/** What the host page received once the outbox has delivered everything (destroy flushes it). */
function delivered(widget: ReturnType<typeof createTestWidget>): HostMessage[] {
  widget.instance.bridge.destroy();
  return widget.transport.sent;
}
const analyticsOf = (messages: HostMessage[]) => messages.filter((m): m is AnalyticsMessage => m.type === 'analytics').map((m) => m.payload);

async function journey(mode: AppMode) {
  const api = fakeFetch(hostLike());
  const widget = createTestWidget({ fetch: api.fetch, config: { mode } });
  const { cart, router } = widget.instance;
  router.navigate('/cart');
  router.navigate('/cart?promo=1');
  await cart.add({ productId: 7, storeId: 1, weight: 'eighth_ounce', unitCents: 2500 });
  await cart.setCount(7, 'eighth_ounce', 3);
  await cart.setCount(7, 'eighth_ounce', 2);
  await cart.remove(7, 'eighth_ounce');
  return widget;
}

describe('analytics messages at the host page', () => {
  test('page_view per route (not per query change), and add/remove from the one place the cart changes', async () => {
    const events = analyticsOf(delivered(await journey('framelessEmbed')));
    expect(events.map((e) => [e.event, (e.properties.items as { quantity: number }[] | undefined)?.[0]?.quantity ?? e.properties.page_path])).toEqual([
      ['page_view', '/menu'],
      ['page_view', '/cart'],
      ['add_to_cart', 1],
      ['add_to_cart', 2],
      ['remove_from_cart', 1],
      ['remove_from_cart', 2],
    ]);
    expect(events[1].properties).toMatchObject({ screen_name: 'cart' });
    expect(events[2].properties).toMatchObject({
      currency: 'USD',
      value: 25,
      items: [{ item_id: '7', item_name: 'Blue Dream', item_brand: 'Golden Leaf', item_category: 'flower', item_variant: 'eighth_ounce', price: 25 }],
    });
  });

  test('kiosk sends no analytics message at all (001 §7), the cart messages still go', async () => {
    const messages = delivered(await journey('kiosk'));
    expect(analyticsOf(messages)).toEqual([]);
    expect(messages.some((m) => m.type === 'cart')).toBe(true);
  });

  test('one order id: `checkout` and `purchase` both carry the public uuid; purchase has tax and shipping 0', async () => {
    const api = fakeFetch(hostLike());
    const widget = createTestWidget({ fetch: api.fetch });
    const outcome = await submitCheckout(widget.instance, { cart_uuid: 'cart-1' } as never, pendingServerCart, true);
    expect(outcome.ok).toBe(true);
    const messages = delivered(widget);
    const checkout = messages.find((m): m is CheckoutMessage => m.type === 'checkout');
    expect(checkout?.payload).toEqual({ reservationId: 'r-7f3c-uuid', amount: 3097 });
    expect(analyticsOf(messages).find((e) => e.event === 'purchase')?.properties).toMatchObject({
      transaction_id: 'r-7f3c-uuid',
      value: 30.97,
      currency: 'USD',
      tax: 0,
      shipping: 0,
      affiliation: 'Canopy Silver Lake',
      items: [{ item_id: '7', item_name: 'Blue Dream', quantity: 1 }],
    });
  });
});
