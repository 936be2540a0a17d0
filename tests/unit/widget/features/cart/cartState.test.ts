import { afterEach, describe, expect, test, vi } from 'vitest';
import { createHttp } from '../../../../../widget/api/createHttp';
import { safeStorage } from '../../../../../widget/platform/safeStorage';
import { createCartState } from '../../../../../widget/state/cart';
import { createTestWidget, fakeFetch, json } from '../../support/testWidget';
import { wireCart, wireLine } from '../../../shared/cart/wireCart';

const cartBody = (products: unknown[], extra: Record<string, unknown> = {}) => ({ cart: wireCart({ products: products as never, order_total: 25, ...extra }) });
const line = (count: number) => wireLine({ count });

function widgetWith(answer: (url: URL, init: RequestInit) => Response, mode?: 'headless' | 'bloom') {
  localStorage.clear();
  const fetch = fakeFetch(answer);
  const widget = createTestWidget({ fetch: fetch.fetch, ...(mode ? { config: { mode } } : {}) });
  return { ...widget, calls: fetch.calls, cart: widget.instance.cart };
}

const body = (init: RequestInit) => JSON.parse(String(init.body ?? '{}'));
/** Nothing else is asked after a change (DESIGN §3): any other call would fail the test loudly. */
const noFake = (url: URL) => json({ message: `no fake for ${url.pathname}` }, 404);

/** A server whose first add of a store-2 product answers 409 (another store's cart, 001 §2); store 2's cart is cart-2. */
function storeMismatchServer() {
  let first = true;
  return (url: URL, init: RequestInit) => {
    if (url.pathname.endsWith('/cart_products')) {
      if (first && body(init).store_id === 2) {
        first = false;
        return json({ message: 'This cart holds products of another store', code: 'cart_store_mismatch', action: 'replace_cart' }, 409);
      }
      const uuid = body(init).store_id === 2 ? 'cart-2' : 'cart-1';
      return json({ cart_uuid: uuid, ...cartBody([line(1)], { uuid }) });
    }
    if (init.method === 'DELETE') return new Response(null, { status: 204 });
    return noFake(url);
  };
}

describe('the widget cart (001 §4)', () => {
  afterEach(() => vi.useRealTimers());

  test('adding posts the line, stores only the allowed fields, opens the drawer and tells the host', async () => {
    const bundle = { status: 'qualified', special_id: 4, discountable_product_ids: [7, 8, 9], bundles: [] };
    const { cart, calls, transport } = widgetWith((url) => {
      if (url.pathname.endsWith('/cart_products')) return json({ cart_uuid: 'cart-1', ...cartBody([line(1)]), bundle }, 201);
      return json(cartBody([line(1)]));
    });
    expect(await cart.add({ productId: 7, storeId: 1, weight: 'eighth_ounce', unitCents: 2500 })).toBe(true);
    const post = calls.find((c) => c.url.endsWith('/cart_products'))!;
    expect(body(post.init)).toMatchObject({
      cart_uuid: null,
      store_id: 1,
      app_mode: 'framelessEmbed',
      product: { count: 1, price_id: 'eighth_ounce', product_id: 7, recommended: false },
    });
    expect(cart.drawerOpen.peek()).toBe(true);
    // The add's answer is the specials-optimized, priced cart and the bundle prompt of the product touched (001 §4).
    expect(cart.bundle.peek()).toEqual({ status: 'qualified', special_id: 4, discountable_product_ids: [7, 8, 9], gold: false, touchedProductId: 7 });
    expect(calls).toHaveLength(1);
    // 001 §9: the framelessEmbed key carries the partner id; nothing but the allowed fields is stored.
    expect(JSON.parse(localStorage.getItem('canopy-cart-framelessEmbed-1') ?? localStorage.getItem('canopy-cart-framelessEmbed')!)).toEqual({
      uuid: 'cart-1',
      status: 'pending',
      reservation_mode: 'pickup',
      store: { id: 1, name: 'Canopy Silver Lake' },
      products: [{ product_id: 7, price_id: 'eighth_ounce', count: 1 }],
    });
    await vi.waitFor(() => expect(transport.sent.some((m) => m.type === 'cart')).toBe(true));
    expect(transport.sent.find((m) => m.type === 'cart')?.payload).toEqual({ uuid: 'cart-1', count: 1, total: 2500 });
  });

  test('adding the same product and weight again posts the summed count (001 §4)', async () => {
    const { cart, calls } = widgetWith((url, init) => {
      if (url.pathname.endsWith('/cart_products')) return json({ cart_uuid: 'cart-1', ...cartBody([line(body(init).product.count)]) });
      return noFake(url);
    });
    await cart.add({ productId: 7, storeId: 1, weight: 'eighth_ounce', unitCents: 2500 });
    await cart.add({ productId: 7, storeId: 1, weight: 'eighth_ounce', count: 2, unitCents: 2500 });
    const posts = calls.filter((c) => c.url.endsWith('/cart_products')).map((c) => body(c.init));
    expect(posts.map((p) => [p.cart_uuid, p.product.count])).toEqual([
      [null, 1],
      ['cart-1', 3],
    ]);
    expect(cart.lines.peek()).toEqual([{ productId: 7, weight: 'eighth_ounce', count: 3, unitCents: 2500 }]);
  });

  test('a product of another store (409) asks to replace the cart; replacing deletes the old cart and adds', async () => {
    const { cart, calls } = widgetWith(storeMismatchServer());
    await cart.add({ productId: 7, storeId: 1, weight: 'eighth_ounce', unitCents: 2500 });
    expect(await cart.add({ productId: 9, storeId: 2, weight: 'gram', unitCents: 1000 })).toBe(false);
    expect(cart.replaceRequest.peek()).toMatchObject({ input: { productId: 9, storeId: 2 }, cartStore: { id: 1 } });
    cart.drawerOpen.value = false;
    expect(await cart.replaceCart()).toBe(true);
    expect(calls.some((c) => c.init.method === 'DELETE' && c.url.includes('/carts?uuid=cart-1'))).toBe(true);
    expect(cart.uuid.peek()).toBe('cart-2');
    // The default mode's modal closes onto the drawer, which confirms the add.
    expect(cart.drawerOpen.peek()).toBe(true);
  });

  test('the embedded /replaceCart page shows the bag itself: replacing from it leaves the drawer shut', async () => {
    const { cart } = widgetWith(storeMismatchServer());
    await cart.add({ productId: 7, storeId: 1, weight: 'eighth_ounce', unitCents: 2500 });
    await cart.add({ productId: 9, storeId: 2, weight: 'gram', unitCents: 1000 });
    cart.drawerOpen.value = false;
    expect(await cart.replaceCart({ suppressDrawer: true })).toBe(true);
    expect(cart.drawerOpen.peek()).toBe(false);
  });

  test("'Cart is not pending' clears the cart; another error ends the adding state with its message (001 §8)", async () => {
    let refuse = 'Cart is not pending';
    const { cart } = widgetWith((url) => {
      if (url.pathname.endsWith('/cart_products') && refuse) return json({ message: refuse, code: 'x' }, 422);
      if (url.pathname.endsWith('/cart_products')) return json({ cart_uuid: 'cart-1', ...cartBody([line(1)]) });
      return noFake(url);
    });
    refuse = '';
    await cart.add({ productId: 7, storeId: 1, weight: 'eighth_ounce', unitCents: 2500 });
    refuse = 'Cart is not pending';
    await cart.add({ productId: 8, storeId: 1, weight: 'gram', unitCents: 1000 });
    expect(cart.uuid.peek()).toBeNull();
    refuse = 'Your cart is over the Flower limit: 28.5 g allowed, the cart would hold 31.5 g';
    await cart.add({ productId: 8, storeId: 1, weight: 'ounce', unitCents: 1000 });
    expect(cart.status.peek()[8]).toEqual({ state: 'failed', message: refuse });
    expect(cart.lastError.peek()).toBe(refuse);
  });

  test('the remote cart is refetched only when older than 2 s, or forced (001 §9)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const { cart, calls } = widgetWith((url) => {
      if (url.pathname.endsWith('/cart_products')) return json({ cart_uuid: 'cart-1', ...cartBody([line(1)]) });
      if (url.pathname.endsWith('/carts')) return json(cartBody([line(1)]));
      return noFake(url);
    });
    await cart.add({ productId: 7, storeId: 1, weight: 'eighth_ounce', unitCents: 2500 });
    const gets = () => calls.filter((c) => new URL(c.url).pathname.endsWith('/carts') && (c.init.method ?? 'GET') === 'GET').length;
    await cart.refresh();
    expect(gets()).toBe(0);
    vi.setSystemTime(2_001);
    await cart.refresh();
    expect(gets()).toBe(1);
    await cart.refresh(true);
    expect(gets()).toBe(2);
  });

  test('a cart that fails to load is cleared (001 §4)', async () => {
    const { cart } = widgetWith((url) => {
      if (url.pathname.endsWith('/cart_products')) return json({ cart_uuid: 'cart-1', ...cartBody([line(1)]) });
      if (url.pathname.endsWith('/carts')) return json({ message: 'Not found', code: 'not_found' }, 404);
      return noFake(url);
    });
    await cart.add({ productId: 7, storeId: 1, weight: 'eighth_ounce', unitCents: 2500 });
    await cart.refresh(true);
    expect(cart.uuid.peek()).toBeNull();
  });

  test.each(['headless', 'bloom'] as const)('in %s the drawer stays shut and a notice confirms the add', async (mode) => {
    const { cart, instance } = widgetWith((url) => {
      if (url.pathname.endsWith('/cart_products')) return json({ cart_uuid: 'cart-1', ...cartBody([line(1)]) });
      return noFake(url);
    }, mode);
    await cart.add({ productId: 7, storeId: 1, weight: 'eighth_ounce', unitCents: 2500 });
    expect(cart.drawerOpen.peek()).toBe(false);
    expect(instance.notifications.list.peek().map((n) => n.message)).toContain('Added to your bag');
  });

  test('the analytics tags of the arrival URL are kept in the -tags entry and sent with each add (001 §7, §9)', async () => {
    localStorage.clear();
    const fetch = fakeFetch((url) => (url.pathname.endsWith('/cart_products') ? json({ cart_uuid: 'cart-1', ...cartBody([line(1)]) }) : noFake(url)));
    const cart = createCartState({
      http: createHttp({ apiBase: 'https://host.test/api/v1', fetch: fetch.fetch }),
      mode: 'embedded',
      partnerId: 4,
      deviceId: () => 'd',
      storage: safeStorage(),
      search: '?utm_source=news&utm_campaign=fall&gclid=x',
    });
    expect(JSON.parse(localStorage.getItem('canopy-cart-embedded-4-tags')!)).toEqual(['utm_source:news', 'utm_campaign:fall']);
    await cart.add({ productId: 7, storeId: 1, weight: 'eighth_ounce', unitCents: 2500 });
    expect(body(fetch.calls.find((c) => c.url.endsWith('/cart_products'))!.init).tags).toEqual(['utm_source:news', 'utm_campaign:fall']);
    cart.destroy();
  });
});
