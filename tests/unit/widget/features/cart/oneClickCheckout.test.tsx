import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ServerCart } from '../../../../../shared/cart';
import type { Customer, Store } from '../../../../../shared/types';
import { CartDrawer } from '../../../../../widget/features/cart/CartDrawer';
import { CartPage } from '../../../../../widget/features/cart/CartPage';
import { draftStorage, loadDraft } from '../../../../../widget/ui/checkoutDraft';
import { checkoutStore, pendingCart, pendingServerCart } from '../checkout/fixtures';
import { createTestWidget, fakeFetch, json, renderInWidget } from '../../support/testWidget';

// 000 §1, 001 §6 one-click checkout: a signed-in shopper whose saved details are complete reserves from the bag with
// one button; anyone else sees the bag as it always was.

// Each test starts signed out with no draft: a session or a draft an earlier test kept would carry over.
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const shopper: Customer = {
  id: 7,
  email: 'ada@example.com',
  phone: '213-555-0100',
  first_name: 'Ada',
  last_name: 'Lovelace',
  name: 'Ada Lovelace',
  nickname: null,
  birth_date: null,
  avatar: null,
  externalId: null,
  promotions_opt_out: false,
  authenticated: true,
  new_registration: false,
};

/** The shopper's last reservation as GET /reservations lists it: a pickup paid by debit card. */
const lastReservation = {
  id: 3,
  uuid: 'r-old',
  status: 'completed',
  store: { id: 1, name: 'Canopy Silver Lake' },
  reservation_mode: 'pickup',
  amount: 30.97,
  payment_method: 'debit',
  created_at: '2026-11-01T18:00:00.000Z',
  delivery_started_at: null,
  delivery_finished_at: null,
  products: [],
  totals: null,
  delivery_address: null,
  contact: null,
  is_guest: false,
  message: null,
  warning_message: null,
};

type Checkout = (body: Record<string, unknown>) => Response;
const placed: Checkout = () =>
  json({
    message: 'Your reservation has been placed',
    reservation: { uuid: 'r-new', id: 12, amount: 30.97, payment_method: 'debit', message: null, delivery_started_at: null, delivery_finished_at: null },
  });

interface Setup {
  readonly flag?: boolean;
  readonly signedIn?: boolean;
  readonly store?: Store;
  readonly remote?: ServerCart;
  readonly reservations?: unknown[];
  readonly checkout?: Checkout;
}

/** The bag over a fake API: store 1 takes pickup paid by cash or debit card, open all day (checkout fixtures). */
function openBag(ui: 'drawer' | 'page', setup: Setup = {}) {
  const store = setup.store ?? checkoutStore({ pickup_payment_options: ['cash', 'debit'] });
  const checkout = setup.checkout ?? placed;
  const api = fakeFetch((url, init) => {
    const path = url.pathname.replace('/api/v1', '');
    if (path === '/stores/1') return json({ store });
    if (path === '/whoami') return json({ user: shopper });
    if (path === '/reservations') return json({ reservations: setup.reservations ?? [lastReservation], page: 1, per_page: 20 });
    if (path === '/carts/checkout') return checkout(JSON.parse(String(init.body)));
    if (path === '/carts' && (init.method ?? 'GET') === 'GET') return json({ cart: pendingCart });
    return json({ message: `no fake for ${path}` }, 404);
  });
  const widget = createTestWidget({ fetch: api.fetch, config: setup.flag === false ? {} : { flagOverrides: 'featureFlagsOn=one-click-checkout' } });
  const { cart, session, analytics } = widget.instance;
  if (setup.signedIn !== false) {
    session.signIn({ expires_at: '2099-01-01T00:00:00.000Z' });
    session.setUser(shopper);
  }
  cart.loaded(setup.remote ?? pendingServerCart);
  const track = vi.spyOn(analytics, 'track');
  const rendered = renderInWidget(ui === 'drawer' ? <CartDrawer /> : <CartPage />, widget);
  const checkoutPosts = () => api.calls.filter((call) => call.url.endsWith('/carts/checkout'));
  return { ...rendered, api, track, checkoutPosts };
}

const panel = () => screen.queryByRole('region', { name: 'Reserve in one click' });
/** The bag has drawn its checkout button: whatever one-click decides has been decided by then. */
const bagReady = () => waitFor(() => expect(screen.getByRole('button', { name: 'Check out' })).toBeTruthy());
/** Every request the bag makes has been answered. */
const settled = (api: ReturnType<typeof fakeFetch>, paths: string[]) =>
  waitFor(() => paths.forEach((path) => expect(api.calls.some((c) => new URL(c.url).pathname.endsWith(path))).toBe(true)));

describe('one-click checkout in the bag (000 §1 one-click-checkout)', () => {
  test.each([
    { name: 'flag off', setup: { flag: false }, wait: ['/stores/1'] },
    { name: 'flag on, signed out', setup: { signedIn: false }, wait: ['/stores/1'] },
    // Two payment options and none saved: the shopper has not said how they pay, so nothing is chosen for them.
    { name: 'flag on, no payment saved', setup: { reservations: [] }, wait: ['/stores/1', '/reservations'] },
    // 000 §3 require_checkout_agreement: the agreement is given for each order, never saved.
    {
      name: 'flag on, the store asks an agreement',
      setup: { store: checkoutStore({ pickup_payment_options: ['cash', 'debit'], require_checkout_agreement: true }) },
      wait: ['/stores/1', '/reservations'],
    },
  ])('$name: no panel, the bag as it always was', async ({ setup, wait }) => {
    const { api } = openBag('drawer', setup);
    await bagReady();
    await settled(api, wait);
    await act(() => Promise.resolve());
    expect(panel()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reserve now' })).toBeNull();
  });

  test.each(['drawer', 'page'] as const)('in the %s: the panel says what will be used, one click places one reservation and opens it', async (ui) => {
    const { api, track, checkoutPosts, instance } = openBag(ui);
    const region = await screen.findByRole('region', { name: 'Reserve in one click' });
    // The cart's mode, the earliest time the store's rules give, the last order's payment and the profile.
    const text = region.textContent!;
    for (const shown of ['Pickup', 'As soon as possible', 'Debit card', 'Ada Lovelace', '213-555-0100']) expect(text).toContain(shown);
    // Above the normal Check out, which stays.
    const reserve = within(region).getByRole('button', { name: 'Reserve now' });
    expect(reserve.compareDocumentPosition(screen.getByRole('button', { name: 'Check out' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Change details' })).toBeTruthy();

    await act(async () => {
      fireEvent.click(reserve);
      fireEvent.click(reserve);
    });
    await waitFor(() => expect(instance.router.path.peek()).toBe('/profile/reservations/12'));
    expect(checkoutPosts()).toHaveLength(1);
    expect(JSON.parse(String(checkoutPosts()[0].init.body))).toMatchObject({ cart_uuid: 'cart-1', reservation_mode: 'pickup', payment_method: 'debit', expected_total: 30.97 });
    expect(JSON.parse(String(checkoutPosts()[0].init.body))).not.toHaveProperty('contact');
    // The form's funnel, then the purchase, as the checkout form sends them (001 §7).
    const checkoutEvents = ['begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase'];
    expect(track.mock.calls.map(([event]) => event).filter((event) => checkoutEvents.includes(event))).toEqual(checkoutEvents);
    expect(track.mock.calls.find(([event]) => event === 'add_payment_info')?.[1]).toMatchObject({ payment_type: 'debit', currency: 'USD', value: 30.97 });
    expect(instance.cart.uuid.peek()).toBeNull();
    expect(api.calls.filter((c) => new URL(c.url).pathname.endsWith('/reservations'))).toHaveLength(1);
  });

  test('the host refuses: its message, and the full checkout with everything prefilled; the bag keeps its items', async () => {
    const refusal = 'That pickup time is full now; choose another time';
    const { checkoutPosts, instance } = openBag('drawer', { checkout: () => json({ message: refusal }, 422) });
    const region = await screen.findByRole('region', { name: 'Reserve in one click' });
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: 'Reserve now' }));
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(refusal));
    expect(checkoutPosts()).toHaveLength(1);
    expect(instance.cart.model.peek().lines).toHaveLength(1);
    expect(loadDraft(draftStorage(instance), 'cart-1')).toMatchObject({ mode: 'pickup', payment: 'debit' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue to full checkout' }));
    });
    expect(instance.router.path.peek()).toBe('/cart/checkout');
  });

  test('Change details: the full checkout, opened with the details the panel named; nothing is placed', async () => {
    const { checkoutPosts, instance } = openBag('drawer');
    const region = await screen.findByRole('region', { name: 'Reserve in one click' });
    await act(async () => {
      fireEvent.click(within(region).getByRole('link', { name: 'Change details' }));
    });
    expect(instance.router.path.peek()).toBe('/cart/checkout');
    expect(loadDraft(draftStorage(instance), 'cart-1')).toMatchObject({ mode: 'pickup', payment: 'debit', time: '' });
    expect(checkoutPosts()).toHaveLength(0);
  });

  test('view_cart once per opening of the drawer, with the bag in GA4 shape (001 §7)', async () => {
    const first = openBag('drawer', { flag: false });
    await bagReady();
    const views = () => first.track.mock.calls.filter(([event]) => event === 'view_cart');
    // The bag answering again while the drawer is open is the same opening.
    act(() => first.instance.cart.loaded({ ...pendingServerCart }));
    await bagReady();
    expect(views()).toHaveLength(1);
    expect(views()[0][1]).toMatchObject({ currency: 'USD', value: 30.97, items: [expect.objectContaining({ quantity: 1 })] });
    first.unmount();
    renderInWidget(<CartDrawer />, { instance: first.instance, transport: first.transport });
    await bagReady();
    expect(views()).toHaveLength(2);
  });
});
