import { screen } from '@testing-library/preact';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { WidgetConfig } from '../../../../../shared/protocol';
import { RouteView } from '../../../../../widget/app/RouteView';
import { json } from '../../support/testWidget';
import { CART_KEY, LIVE, SAM, STORED_CART, renderSessionPage } from './loginHarness';
import type { FakeApi } from './loginHarness';

/** The routed page at `path` (RouteView, as the shell draws it), signed in when a session is stored. */
function openPage(path: string, { api = {} as FakeApi, config = {} as Partial<WidgetConfig> } = {}) {
  return renderSessionPage(
    <Suspense fallback={null}>
      <RouteView />
    </Suspense>,
    path,
    { api: { 'GET /whoami': () => json({ user: SAM }), ...api }, config },
  );
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
    localStorage.setItem(CART_KEY, STORED_CART);
    const { instance, messages, requests, bodyOf } = openPage('/logout', {
      api: { 'PATCH /carts': () => json({ cart: { uuid: 'cart-1' } }), 'DELETE /sessions': () => new Response(null, { status: 204 }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are logged out' })).toBeTruthy();
    expect(requests().filter((r) => r !== 'GET /whoami')).toEqual(['PATCH /carts', 'DELETE /sessions']);
    expect(bodyOf('PATCH /carts')).toEqual({ uuid: 'cart-1', user_id: null });
    expect(instance.session.signedIn.peek()).toBe(false);
    expect(localStorage.getItem('user_session')).toBeNull();
    expect(messages('logout')).toHaveLength(1);
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
    const { instance, messages } = openPage('/logout', { api: { 'DELETE /sessions': answer } });
    await screen.findByRole('heading', { level: 1, name: 'You are logged out' });
    expect(instance.session.signedIn.peek()).toBe(false);
    expect(instance.router.path.peek()).toBe('/logout');
    expect(messages('logout')).toHaveLength(1);
  });

  test('a guest is told they are logged out, and nothing is asked of the host', async () => {
    const { requests, messages } = openPage('/logout');
    await screen.findByRole('heading', { level: 1, name: 'You are logged out' });
    expect(requests()).toEqual([]);
    expect(messages('logout')).toEqual([]);
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
