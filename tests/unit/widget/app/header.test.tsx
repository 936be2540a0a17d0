import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, test } from 'vitest';
import type { WidgetConfig } from '../../../../shared/protocol';
import { Header } from '../../../../widget/app/Header';
import { createTestWidget, fakeFetch, json, renderInWidget } from '../support/testWidget';

const LIVE = `e30.${btoa(JSON.stringify({ sub: 7, exp: 4_102_444_800 })).replace(/=+$/, '')}.sig`;
const SAM = { id: 7, email: 'sam@example.com', first_name: 'Sam', last_name: 'Shopper' };

/** The header of a widget in `mode`, signed in as `user` (a stored token and its GET /whoami) or a guest. */
async function header(mode: WidgetConfig['mode'], { user = null as object | null, auth }: { user?: object | null; auth?: boolean } = {}) {
  // framelessEmbed's session is the host's cookie; the widget keeps only its expiry.
  if (user) localStorage.setItem('user_session', mode === 'framelessEmbed' ? `cookie:${Date.now() + 3_600_000}` : LIVE);
  const api = fakeFetch((url) => (url.pathname.endsWith('/whoami') ? json({ user }) : json({ message: 'no fake' }, 404)));
  const widget = createTestWidget({ fetch: api.fetch, config: { mode, ...(auth === undefined ? {} : { auth }) } });
  const view = renderInWidget(<Header />, widget);
  if (user) await waitFor(() => expect(widget.instance.session.user.peek()).not.toBeNull());
  return view;
}

const accountButton = () => screen.getByRole('button', { name: /Account menu/ });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('who is signed in, in the header (001 §4)', () => {
  test('Log in brings the shopper back to the page they were on (001 §4), and follows them as they move', async () => {
    const { instance } = await header('framelessEmbed');
    act(() => instance.router.navigate('/stores/1/products/7/blue-dream'));
    const href = () => screen.getAllByRole('link', { name: 'Log in' })[0].getAttribute('href');
    expect(href()).toContain(encodeURIComponent('/login?return_to=%2Fstores%2F1%2Fproducts%2F7%2Fblue-dream'));
    act(() => instance.router.navigate('/'));
    expect(href()).toContain(encodeURIComponent('/login?return_to=%2F'));
  });

  test.each(['default', 'embedded', 'whiteLabel', 'operatorEmbed', 'bloom'] as const)('%s, signed out: Log in', async (mode) => {
    await header(mode);
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  test.each(['default', 'embedded', 'framelessEmbed'] as const)("%s, signed in: a button with the shopper's first name, no Log in", async (mode) => {
    const { instance } = await header(mode, { user: SAM });
    await waitFor(() => expect(accountButton().textContent).toContain('Sam'));
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(instance.session.signedIn.peek()).toBe(true);
  });

  test('without a first name the button shows the e-mail', async () => {
    await header('default', { user: { ...SAM, first_name: null } });
    await waitFor(() => expect(accountButton().textContent).toContain('sam@example.com'));
  });

  test.each([
    ['kiosk: no accounts', 'kiosk', undefined],
    ['sign-in turned off for the embed (001 §1)', 'embedded', false],
  ] as const)('%s: neither Log in nor the account menu', async (_label, mode, auth) => {
    localStorage.setItem('user_session', LIVE);
    renderInWidget(<Header />, createTestWidget({ fetch: fakeFetch(() => json({ user: SAM })).fetch, config: { mode, auth } }));
    expect(screen.getByRole('link', { name: /^Bag/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  test('headless has no header at all', async () => {
    const { container } = await header('headless');
    expect(container.querySelector('header')).toBeNull();
  });
});

describe('the account menu (a disclosure: Escape closes, focus returns, arrows move)', () => {
  test('opens with the profile pages and Log out, focus on the first', async () => {
    const { instance } = await header('default', { user: SAM });
    fireEvent.click(accountButton());
    expect(accountButton().getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('list', { name: 'Your account' });
    const links = [...menu.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Profile', instance.router.href('/profile')],
      ['Reservations', instance.router.href('/profile/reservations')],
      ['ID documents', instance.router.href('/profile/identification')],
      ['Settings', instance.router.href('/profile/settings')],
      ['Log out', instance.router.href('/logout')],
    ]);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Profile'));
  });

  test('arrow keys, Home and End move through the items; Escape closes and gives focus back to the button', async () => {
    await header('default', { user: SAM });
    fireEvent.click(accountButton());
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Profile'));
    const key = (name: string) => fireEvent.keyDown(document.activeElement!, { key: name });
    key('ArrowDown');
    expect(document.activeElement?.textContent).toBe('Reservations');
    key('End');
    expect(document.activeElement?.textContent).toBe('Log out');
    key('ArrowDown');
    expect(document.activeElement?.textContent).toBe('Profile');
    key('ArrowUp');
    expect(document.activeElement?.textContent).toBe('Log out');
    key('Home');
    expect(document.activeElement?.textContent).toBe('Profile');
    key('Escape');
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Your account' })).toBeNull();
    expect(document.activeElement).toBe(accountButton());
  });

  test('choosing an item opens its page and closes the menu', async () => {
    const { instance } = await header('default', { user: SAM });
    fireEvent.click(accountButton());
    fireEvent.click(screen.getByRole('link', { name: 'Reservations' }));
    expect(instance.router.path.peek()).toBe('/profile/reservations');
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');
  });

  test('a click elsewhere, or focus leaving the menu, closes it', async () => {
    await header('default', { user: SAM });
    fireEvent.click(accountButton());
    fireEvent.pointerDown(document.body);
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(accountButton());
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    act(() => outside.focus());
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');
    outside.remove();
  });

  test('signing out (the session cleared) puts Log in back', async () => {
    const { instance } = await header('embedded', { user: SAM });
    act(() => instance.session.clear());
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });
});
