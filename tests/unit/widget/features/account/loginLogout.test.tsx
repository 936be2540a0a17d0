import { screen } from '@testing-library/preact';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { WidgetConfig } from '../../../../../shared/protocol';
import { RouteView } from '../../../../../widget/app/RouteView';
import { createTestWidget, fakeFetch, json, renderInWidget } from '../../support/testWidget';

const LIVE = `e30.${btoa(JSON.stringify({ sub: 7, exp: 4_102_444_800 })).replace(/=+$/, '')}.sig`;
const SAM = { id: 7, email: 'sam@example.com', first_name: 'Sam', last_name: 'Shopper' };
const CART_KEY = 'canopy-cart-embedded-1';
const storedCart = JSON.stringify({
  uuid: 'cart-1',
  status: 'pending',
  reservation_mode: 'pickup',
  store: { id: 1, name: 'Store' },
  products: [{ product_id: 5, price_id: 'gram', count: 1 }],
});

type Api = Record<string, (init: RequestInit) => Response | Promise<Response>>;

/** The routed page at `path` of an embedded widget over a fake API (by "METHOD /path"); records requests and host messages. */
function openPage(path: string, { api = {} as Api, config = {} as Partial<WidgetConfig> } = {}) {
  history.replaceState(null, '', `/embed/stores/1${path}`);
  const routes: Api = { 'GET /whoami': () => json({ user: SAM }), ...api };
  const key = (url: URL, init: RequestInit) => `${init.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`;
  const server = fakeFetch((url, init) => routes[key(url, init)]?.(init) ?? json({ message: 'no fake' }, 404));
  const widget = createTestWidget({ fetch: server.fetch, config: { mode: 'embedded', partnerId: 1, initialPath: path, ...config } });
  const sent = vi.spyOn(widget.instance.bridge, 'send');
  renderInWidget(
    <Suspense fallback={null}>
      <RouteView />
    </Suspense>,
    widget,
  );
  const requests = () => server.calls.map((call) => key(new URL(call.url), call.init));
  const bodies = () => server.calls.map((call) => (call.init.body ? JSON.parse(String(call.init.body)) : undefined));
  return { ...widget, sent, requests, bodies };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('/logout (001 §4: logout resets the user and detaches the cart user)', () => {
  test('detaches the bag, ends the session at the host, forgets it, tells the host page, and says so', async () => {
    localStorage.setItem('user_session', LIVE);
    localStorage.setItem(CART_KEY, storedCart);
    const { instance, sent, requests, bodies } = openPage('/logout', {
      api: { 'PATCH /carts': () => json({ cart: { uuid: 'cart-1' } }), 'DELETE /sessions': () => new Response(null, { status: 204 }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are logged out' })).toBeTruthy();
    expect(requests().filter((r) => r !== 'GET /whoami')).toEqual(['PATCH /carts', 'DELETE /sessions']);
    expect(bodies()[requests().indexOf('PATCH /carts')]).toEqual({ uuid: 'cart-1', user_id: null });
    expect(instance.session.signedIn.peek()).toBe(false);
    expect(localStorage.getItem('user_session')).toBeNull();
    expect(sent.mock.calls.filter(([m]) => m.type === 'logout')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(instance.router.href('/login'));
    expect(screen.getByRole('link', { name: 'Keep shopping' }).getAttribute('href')).toBe(instance.router.href('/'));
  });

  test('without a bag only the session is ended', async () => {
    sessionStorage.setItem('user_session', LIVE);
    const { requests } = openPage('/logout', { api: { 'DELETE /sessions': () => new Response(null, { status: 204 }) } });
    await screen.findByRole('heading', { level: 1, name: 'You are logged out' });
    expect(requests().filter((r) => r !== 'GET /whoami')).toEqual(['DELETE /sessions']);
    expect(sessionStorage.getItem('user_session')).toBeNull();
  });

  test.each([
    ['the host failing', () => json({ message: 'down' }, 500)],
    ['the session already dead (401)', () => json({ message: 'expired' }, 401)],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s still ends the session here, once, and stays on the page', async (_label, answer) => {
    localStorage.setItem('user_session', LIVE);
    const { instance, sent } = openPage('/logout', { api: { 'DELETE /sessions': answer } });
    await screen.findByRole('heading', { level: 1, name: 'You are logged out' });
    expect(instance.session.signedIn.peek()).toBe(false);
    expect(instance.router.path.peek()).toBe('/logout');
    expect(sent.mock.calls.filter(([m]) => m.type === 'logout')).toHaveLength(1);
  });

  test('a guest is told they are logged out, and nothing is asked of the host', async () => {
    const { requests, sent } = openPage('/logout');
    await screen.findByRole('heading', { level: 1, name: 'You are logged out' });
    expect(requests()).toEqual([]);
    expect(sent.mock.calls.some(([m]) => m.type === 'logout')).toBe(false);
  });
});

describe('sign-in turned off for the embed (001 §1, data-auth="off")', () => {
  test.each(['/login', '/register', '/logout', '/forgot-password', '/profile', '/profile/edit', '/profile/reservations', '/profile/reservations/12'])(
    '%s explains that sign-in is off, with the way back to the menu and the bag',
    async (path) => {
      const { instance } = openPage(path, { config: { auth: false } });
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in is turned off on this site' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to the menu' }).getAttribute('href')).toBe(instance.router.href('/'));
      expect(screen.getByRole('link', { name: 'Go to your bag' }).getAttribute('href')).toBe(instance.router.href('/cart'));
    },
  );

  test('checkout is the guest checkout', async () => {
    const { instance } = openPage('/cart/checkout', { config: { auth: false } });
    await vi.waitFor(() => expect(instance.title.peek()).toBe('Guest checkout'), { timeout: 10_000 });
  });

  test('with sign-in on, /login is the login form', async () => {
    openPage('/login', { api: { 'GET /auth/providers': () => json({ google: false, apple: false }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  test('/login?return_to= reaches the page', async () => {
    const { instance } = openPage('/login?return_to=%2Fcart', { api: { 'GET /auth/providers': () => json({ google: false, apple: false }) } });
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveProperty('href', expect.stringContaining(instance.router.href('/register?return_to=%2Fcart')));
  });
});
