import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cartStorageKey, serializeCart, serverCartOf } from '../../../../../shared/cart';
import { WidgetContext } from '../../../../../widget/app/kit/WidgetContext';
import type { WidgetInstance } from '../../../../../widget/app/createWidgetInstance';
import { CartAlertsPage } from '../../../../../widget/features/reservations';
import { safeStorage } from '../../../../../widget/platform/safeStorage';
import { createCartState } from '../../../../../widget/state/cart';
import { createTestWidget, renderInWidget } from '../store/widgetHarness';
import type { FakeRoute } from '../store/widgetHarness';
import { storeFixture } from '../store/storeFixture';
import { wireCart, wireLine } from '../../../shared/cart/wireCart';

// The bag's views read the widget's storage (its checkout experiments, 001 §9); the harness has none.
const withStorage = (instance: WidgetInstance) => Object.assign(instance, { storage: safeStorage() });

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The page over a bag the server answered just now (so the page's own refresh is not due yet, 001 §9: 2 s). */
function renderAlerts(cart: Record<string, unknown>, routes: Record<string, FakeRoute> = {}) {
  const rendered = renderInWidget(<div />, { routes: { '/stores/1': { store: storeFixture() }, ...routes } });
  withStorage(rendered.instance);
  rendered.instance.cart.loaded(serverCartOf(wireCart(cart as never)));
  rendered.rerender(
    <WidgetContext.Provider value={rendered.instance}>
      <CartAlertsPage />
    </WidgetContext.Provider>,
  );
  return rendered;
}

afterEach(() => localStorage.clear());

describe('the bag alerts page (001 §2 /cartAlerts)', () => {
  test('an empty bag: "No alerts" and the way to the bag', () => {
    const { instance } = createTestWidget();
    render(
      <WidgetContext.Provider value={withStorage(instance)}>
        <CartAlertsPage />
      </WidgetContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Bag alerts', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No alerts' })).toBeTruthy();
    expect(screen.getByText('Your bag is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your bag' }).getAttribute('href')).toBe('/cart');
  });

  test('a bag with nothing wrong: "No alerts"', async () => {
    renderAlerts({});
    expect(await screen.findByText('Nothing in your bag needs your attention.')).toBeTruthy();
  });

  test('unavailable products by name, removed in one request (001 §4), and then no alerts', async () => {
    const removed = vi.fn(() => json({ cart: wireCart() }));
    const { calls } = renderAlerts(
      { products: [wireLine(), wireLine({ id: 8, name: 'Sour Diesel' })], unavailable_products: [{ id: 8, price_id: 'eighth_ounce' }] },
      { '/cart_products/unavailable': removed },
    );
    expect(await screen.findByText('Sour Diesel')).toBeTruthy();
    expect(screen.getByText('One thing needs your attention before checkout.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove it' }));
    expect(await screen.findByRole('heading', { name: 'No alerts' })).toBeTruthy();
    expect(calls.filter((call) => call.startsWith('/cart_products/unavailable'))).toEqual(['/cart_products/unavailable?cart_uuid=cart-1']);
  });

  test('a changed special is dismissed with DELETE /carts/changed_special_flag', async () => {
    const { calls } = renderAlerts({ special_has_changed: true }, { '/carts/changed_special_flag': () => json({ cart: wireCart() }) });
    expect(await screen.findByText(/A special on something in your bag changed/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByRole('heading', { name: 'No alerts' })).toBeTruthy();
    expect(calls).toContain('/carts/changed_special_flag?uuid=cart-1');
  });

  test("a subtotal under the mode's minimum says so in checkout's words and leads to the menu", async () => {
    renderAlerts({ reservation_mode: 'delivery', delivery_minimum: 30, delivery_status: 'below_minimum' });
    expect(await screen.findByText('The delivery minimum is $30.00; your subtotal is $25.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add items' }).getAttribute('href')).toBe('/stores/1/canopy-silver-lake/menu');
  });

  test("the cart's last refusal of a change (a limit names its group) is shown and dismissed", async () => {
    const refusal = 'Flower is limited to 28.5 g per order; this would make 31.5 g';
    const { instance } = renderAlerts(
      {},
      {
        '/cart_products/7': () => new Response(JSON.stringify({ message: refusal }), { status: 422 }),
        // A refused change reloads the bag as the server has it.
        '/carts': () => json({ cart: wireCart() }),
      },
    );
    await screen.findByRole('heading', { name: 'No alerts' });
    await instance.cart.setCount(7, 'eighth_ounce', 9);
    expect(await screen.findByText(refusal)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByRole('heading', { name: 'No alerts' })).toBeTruthy();
  });

  test('a bag that could not be checked (no answer) says so, and Try again asks again', async () => {
    const key = cartStorageKey('default', null);
    localStorage.setItem(
      key,
      serializeCart({
        uuid: 'cart-1',
        status: 'pending',
        store: { id: 1, name: 'Canopy Silver Lake' },
        reservationMode: 'pickup',
        lines: [{ productId: 7, weight: 'eighth_ounce', count: 1, unitCents: 2500 }],
      }),
    );
    let offline = true;
    const { instance, calls } = createTestWidget({
      routes: { '/carts': () => (offline ? Promise.reject(new TypeError('Failed to fetch')) : json({ cart: wireCart() })), '/stores/1': { store: storeFixture() } },
    });
    const widget = {
      ...withStorage(instance),
      cart: createCartState({ http: instance.http, mode: 'default', deviceId: () => 'device-test', storage: safeStorage() }),
    } as WidgetInstance;
    render(
      <WidgetContext.Provider value={widget}>
        <CartAlertsPage />
      </WidgetContext.Provider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load your bag");
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No alerts' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.startsWith('/carts?'))).toHaveLength(2));
  });
});
