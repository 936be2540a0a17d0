import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createHttp } from '../../../../../widget/api/createHttp';
import { safeStorage } from '../../../../../widget/platform/safeStorage';
import { createCartState } from '../../../../../widget/state/cart';
import type { CartState } from '../../../../../widget/state/cart';
import { CartLines } from '../../../../../widget/features/cart/CartLines';
import { LimitMeters, meterText } from '../../../../../widget/features/cart/LimitMeters';
import { ProductCard } from '../../../../../widget/ui/ProductCard';
import type { CartLimitRule, MenuProduct, Store } from '../../../../../shared/types';
import { cardStore, flowerProduct } from '../../support/fixtures';
import { createTestWidget, fakeFetch, json, renderInWidget, type FetchCall } from '../../support/testWidget';
import { wireCart, wireLine } from '../../../shared/cart/wireCart';

// The seed's Colorado rules (demo-host/seed/stateRules.ts): 56 g of flower, 800 mg THC of edibles (000 §3 cart_limit_rules).
const RULES: CartLimitRule[] = [
  { product_group_name: 'Flower', limit_value: 56, limit_unit: 'g', rule_type: 'product', product_types: ['flower', 'pre-roll'] },
  { product_group_name: 'Edibles (THC)', limit_value: 800, limit_unit: 'mg', rule_type: 'product', product_types: ['edible', 'tincture'] },
];
const store = { id: 2, name: 'Mile High Greenhouse', cart_limit_rules: RULES } as unknown as Store;

const gummies = (over: Partial<MenuProduct> = {}): MenuProduct =>
  flowerProduct({
    id: 41,
    product_id: 41,
    store_id: 2,
    name: 'Citrus Mints',
    kind: 'edible',
    type: 'edible',
    category: null,
    thc_dosage_milligrams: 100,
    net_weight_grams: null,
    available_weights: ['each'],
    price_each: 20,
    discounted_price_each: null,
    price_gram: null,
    price_eighth_ounce: null,
    price_quarter_ounce: null,
    price_half_ounce: null,
    price_ounce: null,
    inventories: [{ price_id: 'each', quantity: 40, bulk: false, equivalency: null, tax: null }],
    ...over,
  });

const remoteLine = (id: number, count: number, kind = 'edible', price_id = 'each') =>
  wireLine({ id, price_id: price_id as never, count, name: `P${id}`, kind: kind as never, price_eighth_ounce: undefined, price_each: 20 });
const remoteCart = (products: unknown[]) => wireCart({ store: { id: 2, name: 'Mile High Greenhouse' }, products: products as never, order_total: 20 });

function cartOver(answer: (url: URL, init: RequestInit) => Response): { cart: CartState; calls: FetchCall[] } {
  const fetch = fakeFetch(answer);
  const cart = createCartState({ http: createHttp({ apiBase: 'https://host.test/api/v1', fetch: fetch.fetch }), mode: 'default', deviceId: () => 'd', storage: safeStorage() });
  return { cart, calls: fetch.calls };
}

describe('the purchase-limit meter of an mg group', () => {
  afterEach(() => localStorage.clear());

  test('an edible added from the menu shows "350 of 800 mg THC" on an accessible meter', async () => {
    const counts = new Map<number, number>();
    const server = () => remoteCart([...counts].map(([id, count]) => remoteLine(id, count)));
    const { cart } = cartOver((url, init) => {
      if (url.pathname.endsWith('/cart_products')) {
        const { product } = JSON.parse(String(init.body));
        counts.set(product.product_id, product.count);
        return json({ cart_uuid: 'cart-1', cart: server() });
      }
      return json({ cart: server() });
    });
    await cart.add({ productId: 42, storeId: 2, weight: 'each', unitCents: 1200, limit: gummies({ id: 42, thc_dosage_milligrams: 50 }) });
    await cart.add({ productId: 41, storeId: 2, weight: 'each', count: 3, unitCents: 2000, limit: gummies() });
    // 001 §9: what the line carries for the rules is only the rule fields, and none of it is stored.
    expect(cart.lines.peek().find((l) => l.productId === 41)?.limit).toEqual({
      kind: 'edible',
      thc_dosage_milligrams: 100,
      net_weight_grams: null,
      inventories: [{ price_id: 'each', equivalency: null }],
    });
    expect(localStorage.getItem('canopy-cart-default')).not.toContain('thc');

    render(<LimitMeters store={store} remote={cart.remote.peek()} cart={cart} />);
    const meter = screen.getByRole('meter', { name: 'Edibles (THC)' });
    expect(meter.getAttribute('aria-valuenow')).toBe('350');
    expect(meter.getAttribute('aria-valuemax')).toBe('800');
    expect(meter.getAttribute('aria-valuetext')).toBe('350 of 800 mg THC');
    expect(screen.getByText('350 of 800 mg THC')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Purchase limits' })).toBeTruthy();
    // No flower in the bag: its limit is shown all the same, at 0.
    expect(screen.getByRole('meter', { name: 'Flower' }).getAttribute('aria-valuetext')).toBe('0 of 56 g');
  });

  test('at the limit the meter is full and says nothing more can be added', async () => {
    const { cart } = cartOver(() => json({ cart_uuid: 'cart-1', cart: remoteCart([remoteLine(41, 8)]) }));
    await cart.add({ productId: 41, storeId: 2, weight: 'each', count: 8, unitCents: 2000, limit: gummies() });
    render(<LimitMeters store={store} remote={cart.remote.peek()} cart={cart} />);
    expect(screen.getByRole('meter', { name: 'Edibles (THC)' }).getAttribute('aria-valuetext')).toBe('800 of 800 mg THC');
    expect(screen.getByText('Edibles (THC) limit reached: nothing more from this group can be added.')).toBeTruthy();
  });

  test('a bag restored from storage (no THC data, 001 §9) looks each product up once, then shows the mg meter', async () => {
    localStorage.setItem(
      'canopy-cart-default',
      JSON.stringify({
        uuid: 'cart-1',
        status: 'pending',
        reservation_mode: 'pickup',
        store: { id: 2, name: 'Mile High Greenhouse' },
        products: [{ product_id: 41, price_id: 'each', count: 2 }],
      }),
    );
    let answerProduct = true;
    const { cart, calls } = cartOver((url) => {
      if (url.pathname.endsWith('/products/41')) return answerProduct ? json(gummies({ thc_dosage_milligrams: 250 })) : json({ message: 'down' }, 500);
      return json({ cart: remoteCart([remoteLine(41, 2)]) });
    });
    await cart.refresh(true);
    expect(cart.lines.peek()[0].limit).toBeUndefined();
    render(<LimitMeters store={store} remote={cart.remote.peek()} cart={cart} />);
    // Not shown as 0 mg while unknown.
    expect(screen.getByRole('meter', { name: 'Edibles (THC)' }).getAttribute('aria-valuetext')).toBe('Not counted yet (limit 800 mg THC)');
    await waitFor(() => expect(screen.getByRole('meter', { name: 'Edibles (THC)' }).getAttribute('aria-valuetext')).toBe('500 of 800 mg THC'));
    const lookups = calls.filter((c) => c.url.includes('/products/41'));
    expect(lookups.map((c) => new URL(c.url).searchParams.get('store_id'))).toEqual(['2']);
    answerProduct = false;
    await cart.loadLimits();
    expect(calls.filter((c) => c.url.includes('/products/41'))).toHaveLength(1);
  });

  test('a lookup that fails is not retried on every render and the mg meter says it is not counted', async () => {
    localStorage.setItem(
      'canopy-cart-default',
      JSON.stringify({
        uuid: 'cart-1',
        status: 'pending',
        reservation_mode: 'pickup',
        store: { id: 2, name: 'Mile High Greenhouse' },
        products: [{ product_id: 41, price_id: 'each', count: 2 }],
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { cart, calls } = cartOver((url) => (url.pathname.endsWith('/products/41') ? json({ message: 'down' }, 500) : json({ cart: remoteCart([remoteLine(41, 2)]) })));
    await cart.refresh(true);
    const view = render(<LimitMeters store={store} remote={cart.remote.peek()} cart={cart} />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    view.rerender(<LimitMeters store={store} remote={cart.remote.peek()} cart={cart} />);
    await cart.loadLimits();
    expect(calls.filter((c) => c.url.includes('/products/41'))).toHaveLength(1);
    expect(screen.getByRole('meter', { name: 'Edibles (THC)' }).getAttribute('aria-valuetext')).toBe('Not counted yet (limit 800 mg THC)');
    warn.mockRestore();
  });

  test.each([
    [{ used: 350, limit: 1000, unit: 'mg' as const }, '350 of 1,000 mg THC'],
    [{ used: 28, limit: 28.5, unit: 'g' as const }, '28 of 28.5 g'],
    [{ used: 2.47, limit: 3, unit: 'oz' as const }, '2.47 of 3 oz'],
    [{ used: 2, limit: 10, unit: 'each' as const }, '2 of 10 items'],
    [{ used: null, limit: 800, unit: 'mg' as const }, 'Not counted yet (limit 800 mg THC)'],
  ])('meterText %o → %s', (meter, text) => {
    expect(meterText(meter)).toBe(text);
  });
});

describe('an add past an mg limit is refused before the server is asked', () => {
  afterEach(() => localStorage.clear());
  const counts = new Map<number, number>();
  const serverCart = () => remoteCart([...counts].map(([id, count]) => remoteLine(id, count)));
  const answer = (url: URL, init: RequestInit) => {
    if (url.pathname.endsWith('/cart_products')) {
      const { product } = JSON.parse(String(init.body));
      counts.set(product.product_id, product.count);
      return json({ cart_uuid: 'cart-1', cart: serverCart() });
    }
    if (init.method === 'PATCH' && url.pathname.includes('/cart_products/')) {
      counts.set(Number(url.pathname.split('/').pop()), JSON.parse(String(init.body)).product.count);
      return json({ cart: serverCart() });
    }
    return json({ cart: serverCart() });
  };
  const writes = (calls: FetchCall[]) => calls.filter((c) => c.url.includes('/cart_products') && c.init.method !== 'GET').length;
  const message = 'The Edibles (THC) limit is 800 mg THC: your bag holds 800 mg THC, and this would bring it to 1,000 mg THC';

  test("with the store's rules known, the fifth 200 mg edible is refused with the server's message and no request", async () => {
    counts.clear();
    const { cart, calls } = cartOver(answer);
    await cart.add({ productId: 41, storeId: 2, weight: 'each', count: 4, unitCents: 2000, limit: gummies({ thc_dosage_milligrams: 200 }) });
    cart.knowLimitRules(2, RULES);
    expect(writes(calls)).toBe(1);
    expect(await cart.add({ productId: 41, storeId: 2, weight: 'each', unitCents: 2000, limit: gummies({ thc_dosage_milligrams: 200 }) })).toBe(false);
    expect(writes(calls)).toBe(1);
    expect(cart.lastError.peek()).toBe(message);
    expect(cart.status.peek()[41]).toEqual({ state: 'failed', message });
    expect(cart.lines.peek()[0].count).toBe(4);
    // Another product that keeps the group under the limit still goes to the server.
    expect(await cart.add({ productId: 43, storeId: 2, weight: 'each', unitCents: 900, limit: gummies({ id: 43, thc_dosage_milligrams: 0 }) })).toBe(true);
    expect(writes(calls)).toBe(2);
  });

  test('a higher count on the stepper is refused the same way; a lower one goes through', async () => {
    counts.clear();
    const { cart, calls } = cartOver(answer);
    await cart.add({ productId: 41, storeId: 2, weight: 'each', count: 4, unitCents: 2000, limit: gummies({ thc_dosage_milligrams: 200 }) });
    cart.knowLimitRules(2, RULES);
    expect(await cart.setCount(41, 'each', 5)).toBe(false);
    expect(writes(calls)).toBe(1);
    expect(cart.lastError.peek()).toBe(message);
    expect(await cart.setCount(41, 'each', 3)).toBe(true);
    expect(writes(calls)).toBe(2);
  });

  test('the bag asks ahead: one more names the limit; the same count, fewer, or unknown rules are never refused', async () => {
    counts.clear();
    const { cart } = cartOver(answer);
    await cart.add({ productId: 41, storeId: 2, weight: 'each', count: 4, unitCents: 2000, limit: gummies({ thc_dosage_milligrams: 200 }) });
    expect(cart.countRefusal(41, 'each', 5)).toBeNull(); // no rules known yet: the server decides
    cart.knowLimitRules(2, RULES);
    expect(cart.countRefusal(41, 'each', 5)).toBe(message);
    expect(cart.countRefusal(41, 'each', 4)).toBeNull();
    expect(cart.countRefusal(41, 'each', 1)).toBeNull();
    expect(cart.countRefusal(99, 'each', 5)).toBeNull();
  });

  test("the bag line's + is off at the limit and says why; − still works", async () => {
    counts.clear();
    const { cart } = cartOver(answer);
    await cart.add({ productId: 41, storeId: 2, weight: 'each', count: 4, unitCents: 2000, limit: gummies({ thc_dosage_milligrams: 200 }) });
    const remote = cart.remote.peek();
    if (!remote) throw new Error('the cart should be loaded');
    renderInWidget(<CartLines cart={cart} remote={remote} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity of P41' }) as HTMLButtonElement;
    expect(plus.disabled).toBe(false);
    act(() => {
      cart.knowLimitRules(2, RULES);
    });
    expect(plus.disabled).toBe(true);
    expect(plus.title).toBe(message);
    expect(document.getElementById(plus.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect((screen.getByRole('button', { name: 'Decrease quantity of P41' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('rules of another store (a cart about to be replaced) never refuse: the server decides', async () => {
    counts.clear();
    const { cart, calls } = cartOver(answer);
    await cart.add({ productId: 41, storeId: 2, weight: 'each', count: 4, unitCents: 2000, limit: gummies({ thc_dosage_milligrams: 200 }) });
    cart.knowLimitRules(9, RULES);
    expect(await cart.add({ productId: 41, storeId: 2, weight: 'each', unitCents: 2000, limit: gummies({ thc_dosage_milligrams: 200 }) })).toBe(true);
    expect(writes(calls)).toBe(2);
  });
});

describe("the menu card hands the cart its product's THC data", () => {
  test('Add on an edible card puts the THC mg on the bag line', async () => {
    localStorage.clear();
    const fetch = fakeFetch((url) => {
      if (url.pathname.endsWith('/cart_products')) return json({ cart_uuid: 'cart-1', cart: remoteCart([remoteLine(41, 1)]) });
      return json({ cart: remoteCart([remoteLine(41, 1)]) });
    });
    const widget = createTestWidget({ fetch: fetch.fetch });
    renderInWidget(<ProductCard product={gummies()} store={{ ...cardStore, id: 2 }} href="/stores/2/x/products/41/mints" currency="USD" assetBase="https://host.test" />, widget);
    fireEvent.click(screen.getByRole('button', { name: 'Add Citrus Mints to bag' }));
    await waitFor(() => expect(widget.instance.cart.lines.peek()[0]?.limit?.thc_dosage_milligrams).toBe(100));
  });
});
