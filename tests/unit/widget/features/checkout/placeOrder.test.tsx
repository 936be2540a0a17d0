import { act, fireEvent, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { checkoutStore, pendingCart, pendingServerCart } from './fixtures';
import { mountWidget } from '../../../../../widget/app/mountWidget';
import { createBridge, createMemoryTransport } from '../../../../../widget/platform/bridge';
import { trackedAnswer, type TrackedAnswer } from '../../support/trackedAnswer';

const store = checkoutStore();
const remote = pendingCart;
const reservation = {
  id: 12,
  uuid: 'r-uuid',
  status: 'placed',
  store: { id: 1, name: 'Canopy Silver Lake' },
  reservation_mode: 'pickup',
  amount: 30.97,
  payment_method: 'cash',
  created_at: '2026-11-22T04:00:00Z',
  delivery_started_at: '2026-11-22T05:00:00Z',
  delivery_finished_at: '2026-11-22T06:00:00Z',
  products: [{ id: 7, price_id: 'eighth_ounce', count: 1, name: 'Blue Dream', brand: null, unit_price: 25, total: 25 }],
  totals: { item_total: 25, order_total: 30.97 },
  delivery_address: null,
  contact: { email: 'ada@example.com' },
  is_guest: true,
  message: null,
  warning_message: null,
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Held = 'refresh' | 'receipt';
const CLOSED_WARNING = 'The store is closed now; your pickup order will be ready after it opens';

afterEach(() => vi.restoreAllMocks());

/**
 * The whole widget (shell, router, error boundary, lazy pages) on /cart/guest_checkout over a fake API; the
 * answers named in `held` wait until the test lets them go.
 */
function openCheckout(held: readonly Held[], warning: string | null) {
  const errors: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  const waiting: (() => void)[] = [];
  const late: TrackedAnswer[] = [];
  const hold = (what: Held) => (held.includes(what) ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve());
  /** The answer, after the test lets it go when `what` is held. */
  const answerHeld = async (what: Held, answer: Response) => {
    if (!held.includes(what)) return answer;
    const tracked = trackedAnswer(answer);
    late.push(tracked);
    await hold(what);
    return tracked.answer;
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const path = url.pathname.replace('/api/v1', '');
    const method = init.method ?? 'GET';
    if (path === '/stores/1') return json({ store });
    if (path === '/carts' && method === 'GET') {
      // Read now, answered later: the server saw the cart before the checkout committed.
      return answerHeld('refresh', json({ cart: remote }));
    }
    if (path === '/carts/checkout') {
      return json({
        message: 'Your reservation has been placed',
        ...(warning ? { warning_message: warning } : {}),
        reservation: { uuid: 'r-uuid', id: 12, amount: 30.97 },
        contact: { is_registered: false },
      });
    }
    if (path === '/reservation_receipt/r-uuid') return answerHeld('receipt', json({ reservation: { ...reservation, warning_message: warning } }));
    return json({ message: `no fake for ${path}` }, 404);
  }) as typeof fetch;
  const host = document.createElement('div');
  document.body.appendChild(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const bridge = createBridge(
    {
      mode: 'framelessEmbed',
      storeId: 1,
      apiBase: 'https://host.test/api/v1',
      initialPath: '/cart/guest_checkout',
      hostOrigin: 'https://partner.test',
      urlSync: true,
      protocolVersion: 1,
    },
    createMemoryTransport(),
  );
  const mounted = mountWidget(shadow, bridge);
  act(() => mounted.instance.cart.loaded(pendingServerCart));
  /** Lets the held answers go; resolves once the widget is done with them. */
  const release = async () => {
    waiting.splice(0).forEach((go) => go());
    await Promise.all(late.map((answer) => answer.handled()));
  };
  return { mounted, shadow, errors, release };
}

const type = (element: HTMLElement, value: string) => {
  fireEvent.input(element, { target: { value } });
  fireEvent.change(element, { target: { value } });
};

describe('placing an order, whole widget (001 §4: success clears the cart and goes to the reservation page)', () => {
  test.each([
    { name: 'every answer in order', held: [] as Held[], warning: null },
    { name: "the checkout page's refresh answering after the order", held: ['refresh'] as Held[], warning: null },
    { name: 'a slow receipt', held: ['receipt'] as Held[], warning: null },
    { name: "a closed store's warning", held: [] as Held[], warning: CLOSED_WARNING },
  ])('$name: the receipt, an empty bag and no error', async ({ held, warning }) => {
    const { mounted, shadow, errors, release } = openCheckout(held, warning);
    const label = (text: string) => [...shadow.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(text))?.control as HTMLElement | undefined;
    await waitFor(() => expect(label('Email')).toBeTruthy(), { timeout: 3000 });
    await act(async () => {
      type(label('First name')!, 'Ada');
      type(label('Last name')!, 'Guest');
      type(label('Phone')!, '213-555-0100');
      type(label('Email')!, 'ada@example.com');
    });
    const submit = [...shadow.querySelectorAll('button')].find((b) => b.textContent?.includes('Place order'))!;
    await waitFor(() => expect(submit.disabled).toBe(false));
    await act(async () => {
      fireEvent.click(submit);
    });
    await waitFor(() => expect(mounted.instance.router.path.peek()).toMatch(/^\/reservation_receipt\/r-uuid\?is_registered=false/));
    await act(release);
    await waitFor(() => expect(shadow.querySelector('h1')?.textContent).toBe('Your order is reserved'), { timeout: 3000 });
    if (warning) expect(shadow.querySelector('.cn-ralert')?.textContent).toBe(warning);
    // Nothing brought the checked-out cart back (bag count, storage).
    expect(mounted.instance.cart.uuid.peek()).toBeNull();
    expect(shadow.querySelector('a[aria-label^="Bag"]')?.getAttribute('aria-label')).toBe('Bag, 0 items');
    expect(errors).toEqual([]);
    mounted.unmount();
  });
});
