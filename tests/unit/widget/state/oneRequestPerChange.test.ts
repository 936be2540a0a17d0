import { describe, expect, test } from 'vitest';
import { createTestWidget, fakeFetch, json } from '../support/testWidget';
import { wireCart, wireLine } from '../../shared/cart/wireCart';

// DESIGN §3: one request per cart change (add, update, delete). The host answers a change with the cart priced for
// it, its POS totals (cart.pos) and the bundle prompt of the product touched (docs/api-commerce.md), as this fake does.

const POS = { delivery_fee: 0, total: 61.94, rounding_amount: 0, service_fee: 0, sales_tax: 11.94, store_tax: 0 };
const BUNDLE = { status: 'qualified', special_id: 4, discountable_product_ids: [7, 8], bundles: [] };

function hostLike() {
  const counts = new Map<string, number>([['7:eighth_ounce', 1]]);
  const cart = () => wireCart({ products: [...counts].map(([key, count]) => wireLine({ id: Number(key.split(':')[0]), count })), order_total: 61.94, pos: POS });
  return (url: URL, init: RequestInit) => {
    const id = /\/cart_products\/(\d+)$/.exec(url.pathname)?.[1];
    if (init.method === 'POST' && url.pathname.endsWith('/cart_products')) {
      const { product } = JSON.parse(String(init.body));
      counts.set(`${product.product_id}:${product.price_id}`, product.count);
      return json({ cart_uuid: 'cart-1', cart: cart(), bundle: BUNDLE });
    }
    if (init.method === 'PATCH' && id) {
      counts.set(`${id}:eighth_ounce`, JSON.parse(String(init.body)).product.count);
      return json({ cart: cart(), bundle: BUNDLE });
    }
    if (init.method === 'DELETE' && id) {
      counts.delete(`${id}:eighth_ounce`);
      return json({ cart: cart(), bundle: { status: 'none', special_id: null, discountable_product_ids: [], bundles: [] } });
    }
    return json({ message: `no fake for ${init.method ?? 'GET'} ${url.pathname}` }, 404);
  };
}

// Lets every request a change might start after its answer begin (they would be counted).
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

type Cart = ReturnType<typeof createTestWidget>['instance']['cart'];

const changes: { change: string; run: (cart: Cart) => Promise<boolean>; request: string }[] = [
  { change: 'an add of a new product', run: (cart) => cart.add({ productId: 8, storeId: 1, weight: 'eighth_ounce', unitCents: 2500 }), request: 'POST /cart_products' },
  {
    change: 'an add of a product already in the bag',
    run: (cart) => cart.add({ productId: 7, storeId: 1, weight: 'eighth_ounce', unitCents: 2500 }),
    request: 'POST /cart_products',
  },
  { change: 'an update', run: (cart) => cart.setCount(7, 'eighth_ounce', 3), request: 'PATCH /cart_products/7' },
  { change: 'a delete', run: (cart) => cart.remove(7, 'eighth_ounce'), request: 'DELETE /cart_products/7' },
];

describe('one request per cart change, through the real cart state (DESIGN §3)', () => {
  test.each(changes)('$change makes exactly one request ($request), and the bag has everything it shows', async ({ run, request }) => {
    localStorage.clear();
    const fetch = fakeFetch(hostLike());
    const { cart } = createTestWidget({ fetch: fetch.fetch }).instance;
    // A bag of an eighth each of products 7 and 9.
    await cart.add({ productId: 7, storeId: 1, weight: 'eighth_ounce', unitCents: 2500 });
    await cart.add({ productId: 9, storeId: 1, weight: 'eighth_ounce', unitCents: 2500 });
    await settled();
    fetch.calls.length = 0;

    expect(await run(cart)).toBe(true);
    await settled();
    const requests = fetch.calls.map((c) => `${c.init.method ?? 'GET'} ${new URL(c.url).pathname.replace('/api/v1', '')}`);
    console.log(`${request}: ${requests.length} request(s)`);
    expect(requests).toEqual([request]);
    // The POS totals came with the cart: no GET /pos_cart.
    expect(cart.remote.peek()?.pos?.totalCents).toBe(6194);
  });

  test("an add's answer opens the bundle prompt of the product added; nothing asks find_bundle_specials", async () => {
    localStorage.clear();
    const fetch = fakeFetch(hostLike());
    const { cart } = createTestWidget({ fetch: fetch.fetch }).instance;
    await cart.add({ productId: 9, storeId: 1, weight: 'eighth_ounce', unitCents: 2500 });
    await cart.add({ productId: 7, storeId: 1, weight: 'eighth_ounce', unitCents: 2500 });
    expect(cart.bundle.peek()).toMatchObject({ status: 'qualified', special_id: 4, touchedProductId: 7 });
    // Deleting that product answers 'none' for it: the prompt about it goes.
    await cart.remove(7, 'eighth_ounce');
    expect(cart.bundle.peek()).toBeNull();
    expect(fetch.calls.map((c) => new URL(c.url).pathname).filter((path) => !path.includes('/cart_products'))).toEqual([]);
  });
});
