import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LoginPage } from '../../../../../widget/features/account';
import { json } from '../../support/testWidget';
import { CART_KEY, LIVE, SAM, STORED_CART, renderSessionPage, signInAs } from './loginHarness';
import type { FakeApi } from './loginHarness';

const SIGNED_IN = { user: SAM, token: LIVE, expires_at: '2099-12-31T00:00:00.000Z' };

/** The login page of an embedded widget at `path`, over a fake API that says no provider is configured. */
function openLogin({ path = '/login', returnTo = null as string | null, api = {} as FakeApi } = {}) {
  return renderSessionPage(<LoginPage returnTo={returnTo} />, path, { api: { 'GET /auth/providers': () => json({ google: false, apple: false }), ...api } });
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
    if (withBag) localStorage.setItem(CART_KEY, STORED_CART);
    const api: FakeApi = { 'POST /sessions': () => json(SIGNED_IN, 201), 'PATCH /carts': () => json({ cart: { uuid: 'cart-1' } }) };
    const { instance, messages } = openLogin({ returnTo, api });
    const navigate = vi.spyOn(instance.router, 'navigate');
    await signInAs();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expected, { replace: true }));
    expect(messages('login')).toHaveLength(1);
  });

  test('the bag is given to the shopper (PATCH /carts user_id) before moving on', async () => {
    localStorage.setItem(CART_KEY, STORED_CART);
    const { bodyOf, requests, instance } = openLogin({ api: { 'POST /sessions': () => json(SIGNED_IN, 201), 'PATCH /carts': () => json({ cart: { uuid: 'cart-1' } }) } });
    await signInAs();
    await waitFor(() => expect(instance.router.path.peek()).toBe('/cart/checkout'));
    expect(requests()).toContain('PATCH /carts');
    expect(bodyOf('PATCH /carts')).toEqual({ uuid: 'cart-1', user_id: 7 });
  });

  test('a wrong password shows the host’s words and signs nobody in or out', async () => {
    const { instance, messages } = openLogin({ api: { 'POST /sessions': () => json({ message: 'Invalid email, phone or password' }, 401) } });
    const navigate = vi.spyOn(instance.router, 'navigate');
    await signInAs('sam@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Invalid email, phone or password');
    expect(navigate).not.toHaveBeenCalled();
    expect([...messages('login'), ...messages('logout')]).toEqual([]);
  });
});

describe('/login after the host refused the session (001 §8: a 401 prompts login again)', () => {
  test('says why the shopper is here; a shopper who came on their own is told nothing', () => {
    const { instance } = openLogin();
    expect(screen.queryByText('Your session has ended; please log in again.')).toBeNull();
    act(() => instance.session.clear({ refused: true }));
    expect(screen.getByRole('status').textContent).toBe('Your session has ended; please log in again.');
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
