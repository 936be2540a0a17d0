import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LoginPage } from '../../../../../widget/features/account';
import { createTestWidget, fakeFetch, json, renderInWidget } from '../../support/testWidget';

const LIVE = `e30.${btoa(JSON.stringify({ sub: 7, exp: 4_102_444_800 })).replace(/=+$/, '')}.sig`;
const SAM = { id: 7, email: 'sam@example.com', first_name: 'Sam', last_name: 'Shopper' };
const SIGNED_IN = { user: SAM, token: LIVE, expires_at: '2099-12-31T00:00:00.000Z' };
const CART_KEY = 'canopy-cart-embedded-1';
const storedCart = JSON.stringify({
  uuid: 'cart-1',
  status: 'pending',
  reservation_mode: 'pickup',
  store: { id: 1, name: 'Store' },
  products: [{ product_id: 5, price_id: 'gram', count: 1 }],
});

type Api = Record<string, (init: RequestInit) => Response>;

/** The login page of an embedded widget at `path`, over a fake API (by "METHOD /path"); records calls and host messages. */
function openLogin({ path = '/login', returnTo = null as string | null, api = {} as Api } = {}) {
  history.replaceState(null, '', `/embed/stores/1${path}`);
  const routes: Api = { 'GET /auth/providers': () => json({ google: false, apple: false }), ...api };
  const server = fakeFetch((url, init) => routes[`${init.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`]?.(init) ?? json({ message: 'no fake' }, 404));
  const widget = createTestWidget({ fetch: server.fetch, config: { mode: 'embedded', partnerId: 1, initialPath: path } });
  const sent = vi.spyOn(widget.instance.bridge, 'send');
  const view = renderInWidget(<LoginPage returnTo={returnTo} />, widget);
  const requests = () => server.calls.map((call) => `${call.init.method ?? 'GET'} ${new URL(call.url).pathname.replace('/api/v1', '')}`);
  const bodyOf = (request: string) => {
    const call = server.calls.find((c) => `${c.init.method ?? 'GET'} ${new URL(c.url).pathname.replace('/api/v1', '')}` === request);
    return call?.init.body ? JSON.parse(String(call.init.body)) : undefined;
  };
  return { ...view, sent, requests, bodyOf };
}

async function signInAs(login = 'sam@example.com', password = 'correct horse battery') {
  fireEvent.input(screen.getByLabelText('E-mail or phone'), { target: { value: login } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // The fake PATCH /carts answers a bare cart, which the request layer reports (and uses) as a schema mismatch.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('/login: keep me signed in (001 §4, §9)', () => {
  test('is offered, checked, and keeps the session in the auth storage', async () => {
    const { instance } = openLogin({ api: { 'POST /sessions': () => json(SIGNED_IN, 201) } });
    const keep = screen.getByRole('checkbox', { name: 'Keep me signed in' }) as HTMLInputElement;
    expect(keep.checked).toBe(true);
    await signInAs();
    await waitFor(() => expect(instance.session.signedIn.peek()).toBe(true));
    expect(localStorage.getItem('user_session')).toBe(LIVE);
    expect(sessionStorage.getItem('user_session')).toBeNull();
    expect(instance.session.user.peek()).toMatchObject({ first_name: 'Sam' });
  });

  test('unchecked, the session is kept for this tab only (session storage)', async () => {
    const { instance } = openLogin({ api: { 'POST /sessions': () => json(SIGNED_IN, 201) } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
    await signInAs();
    await waitFor(() => expect(instance.session.signedIn.peek()).toBe(true));
    expect(sessionStorage.getItem('user_session')).toBe(LIVE);
    expect(localStorage.getItem('user_session')).toBeNull();
  });
});

describe('/login: afterwards the shopper returns to where they were (001 §4)', () => {
  test.each([
    ['return_to, when it is a widget path', '/profile/reservations', false, '/profile/reservations'],
    ['checkout when the bag has lines', null, true, '/cart/checkout'],
    ['the menu otherwise', null, false, '/'],
    ['never another site', '//evil.example/x', false, '/'],
  ])('%s', async (_label, returnTo, withBag, expected) => {
    if (withBag) localStorage.setItem(CART_KEY, storedCart);
    const api: Api = { 'POST /sessions': () => json(SIGNED_IN, 201), 'PATCH /carts': () => json({ cart: { uuid: 'cart-1' } }) };
    const { instance, sent } = openLogin({ returnTo, api });
    const navigate = vi.spyOn(instance.router, 'navigate');
    await signInAs();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expected, { replace: true }));
    expect(sent.mock.calls.filter(([m]) => m.type === 'login')).toHaveLength(1);
  });

  test('the bag is given to the shopper (PATCH /carts user_id) before moving on', async () => {
    localStorage.setItem(CART_KEY, storedCart);
    const { bodyOf, requests, instance } = openLogin({ api: { 'POST /sessions': () => json(SIGNED_IN, 201), 'PATCH /carts': () => json({ cart: { uuid: 'cart-1' } }) } });
    await signInAs();
    await waitFor(() => expect(instance.router.path.peek()).toBe('/cart/checkout'));
    expect(requests()).toContain('PATCH /carts');
    expect(bodyOf('PATCH /carts')).toEqual({ uuid: 'cart-1', user_id: 7 });
  });

  test('a wrong password shows the host’s words and signs nobody in or out', async () => {
    const { instance, sent } = openLogin({ api: { 'POST /sessions': () => json({ message: 'Invalid email, phone or password' }, 401) } });
    const navigate = vi.spyOn(instance.router, 'navigate');
    await signInAs('sam@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Invalid email, phone or password');
    expect(navigate).not.toHaveBeenCalled();
    expect(sent.mock.calls.some(([m]) => m.type === 'logout' || m.type === 'login')).toBe(false);
  });
});

describe('/login: ways onward', () => {
  test('links to create an account and reset the password keep return_to', () => {
    const { instance } = openLogin({ returnTo: '/cart/checkout' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(instance.router.href('/register?return_to=%2Fcart%2Fcheckout'));
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(instance.router.href('/forgot-password?return_to=%2Fcart%2Fcheckout'));
  });

  test.each([
    ['both configured', () => json({ google: true, apple: true }), ['Continue with Google', 'Continue with Apple']],
    ['Google only', () => json({ google: true, apple: false }), ['Continue with Google']],
    ['neither (the reference host)', () => json({ google: false, apple: false }), []],
    ['the call failing', () => json({ message: 'boom' }, 500), []],
  ])('Google and Apple buttons only when the host says so: %s', async (_label, answer, expected) => {
    const { requests } = openLogin({ api: { 'GET /auth/providers': answer } });
    await waitFor(() => expect(requests()).toContain('GET /auth/providers'));
    await Promise.resolve();
    const shown = () => screen.queryAllByRole('button', { name: /^Continue with/ }).map((b) => b.textContent);
    await waitFor(() => expect(shown()).toEqual(expected));
  });

  test('a shopper already signed in is told so, with a way on and a way out', async () => {
    localStorage.setItem('user_session', LIVE);
    openLogin({ returnTo: '/profile', api: { 'GET /whoami': () => json({ user: SAM }) } });
    expect(await screen.findByText(/You are logged in as Sam/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toContain('/profile');
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toContain('/logout');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});
