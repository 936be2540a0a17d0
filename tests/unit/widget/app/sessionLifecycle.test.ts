import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { WidgetConfig } from '../../../../shared/protocol';
import { createWidgetInstance } from '../../../../widget/app/createWidgetInstance';
import type { WidgetInstance } from '../../../../widget/app/createWidgetInstance';
import { createBridge, createMemoryTransport } from '../../../../widget/platform/bridge';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const LIVE = `${base64url({ alg: 'HS256' })}.${base64url({ sub: 7, exp: 4_102_444_800 })}.sig`;
const SAM = { id: 7, email: 'sam@example.com', first_name: 'Sam', last_name: 'Shopper' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** An embedded (iframe) widget opened at `path` under its mode base, over a fake API; records calls and host messages. */
function boot(answer: Answer, { path = '/products/5/blue-dream', config = {} as Partial<WidgetConfig> } = {}) {
  history.replaceState(null, '', `/embed/stores/1${path}`);
  const calls: { method: string; path: string; authorization: string | null }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push({ method: init.method ?? 'GET', path: url.pathname.replace('/api/v1', ''), authorization: new Headers(init.headers).get('Authorization') });
    return answer(url, init);
  }) as typeof globalThis.fetch;
  const bridge = createBridge(
    {
      mode: 'embedded',
      storeId: 1,
      partnerId: 1,
      apiBase: 'https://host.test/api/v1',
      initialPath: path,
      hostOrigin: 'https://partner.test',
      urlSync: false,
      protocolVersion: 1,
      ...config,
    },
    createMemoryTransport(),
  );
  const sent = vi.spyOn(bridge, 'send');
  const instance = createWidgetInstance(bridge, { window, styleTarget: document.head, fetch });
  const logouts = () => sent.mock.calls.filter(([message]) => message.type === 'logout').length;
  return { instance, calls, logouts };
}

let mounted: WidgetInstance | null = null;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  mounted?.destroy();
  mounted = null;
});

describe('boot with a stored session', () => {
  test('one GET /whoami, with the token, fills in who is signed in', async () => {
    localStorage.setItem('user_session', LIVE);
    const { instance, calls } = boot(() => json({ user: SAM }));
    mounted = instance;
    await vi.waitFor(() => expect(instance.session.user.peek()).toMatchObject({ first_name: 'Sam' }));
    expect(calls).toEqual([{ method: 'GET', path: '/whoami', authorization: `Bearer ${LIVE}` }]);
  });

  test('a guest asks nothing', () => {
    const { instance, calls } = boot(() => json({ user: null }));
    mounted = instance;
    expect(instance.session.signedIn.peek()).toBe(false);
    expect(calls).toEqual([]);
  });

  test('001 §8: a 401 there clears the session and opens the embedded login page, returning to this page', async () => {
    sessionStorage.setItem('user_session', LIVE);
    const { instance, logouts } = boot(() => json({ message: 'Your session has expired. Please sign in again.' }, 401), { path: '/products/5/blue-dream?fromMenu=1' });
    mounted = instance;
    await vi.waitFor(() => expect(instance.router.path.peek()).toBe('/login?return_to=%2Fproducts%2F5%2Fblue-dream%3FfromMenu%3D1'));
    expect(location.pathname).toBe('/embed/stores/1/login');
    expect(instance.session.signedIn.peek()).toBe(false);
    expect(sessionStorage.getItem('user_session')).toBeNull();
    expect(logouts()).toBe(1);
    // The login page says why the shopper is there, until they sign in again.
    expect(instance.session.refused.peek()).toBe(true);
    instance.session.signIn({ token: LIVE });
    expect(instance.session.refused.peek()).toBe(false);
  });

  test('a host that sees no session (a cookie the browser dropped) clears it without opening login', async () => {
    localStorage.setItem('user_session', `cookie:${Date.now() + 3_600_000}`);
    history.replaceState(null, '', '/');
    const transport = createMemoryTransport();
    const bridge = createBridge(
      { mode: 'framelessEmbed', storeId: 1, apiBase: 'https://host.test/api/v1', initialPath: '/menu', hostOrigin: 'https://partner.test', urlSync: false, protocolVersion: 1 },
      transport,
    );
    const instance = createWidgetInstance(bridge, { window, styleTarget: document.head, fetch: (async () => json({ user: null })) as typeof fetch });
    mounted = instance;
    expect(instance.session.signedIn.peek()).toBe(true);
    await vi.waitFor(() => expect(instance.session.signedIn.peek()).toBe(false));
    expect(instance.router.path.peek()).toBe('/menu');
  });
});

describe('a 401 later (001 §4, §8)', () => {
  test('two calls refused at once open login once, and the host page hears logout once', async () => {
    localStorage.setItem('user_session', LIVE);
    let refuse = false;
    const { instance, logouts } = boot((url) => (refuse ? json({ message: 'expired' }, 401) : url.pathname.endsWith('/whoami') ? json({ user: SAM }) : json({})));
    mounted = instance;
    await vi.waitFor(() => expect(instance.session.user.peek()).not.toBeNull());
    const navigate = vi.spyOn(instance.router, 'navigate');
    refuse = true;
    await Promise.allSettled([instance.http.get('/reservations'), instance.http.get('/documents')]);
    expect(navigate.mock.calls).toEqual([['/login?return_to=%2Fproducts%2F5%2Fblue-dream', { replace: true }]]);
    expect(logouts()).toBe(1);
    expect(localStorage.getItem('user_session')).toBeNull();
  });

  test("a guest's 401 (a wrong password on /login) is that call's answer: nothing is cleared or opened", async () => {
    const { instance, logouts } = boot(() => json({ message: 'Invalid email, phone or password' }, 401), { path: '/login' });
    mounted = instance;
    const navigate = vi.spyOn(instance.router, 'navigate');
    await expect(instance.http.post('/sessions', { user: { email: 'a@b.c', password: 'x' } }, { quiet: true })).rejects.toThrow('Invalid email, phone or password');
    expect(navigate).not.toHaveBeenCalled();
    expect(logouts()).toBe(0);
  });

  test('a session that dies while logging out does not open login', async () => {
    localStorage.setItem('user_session', LIVE);
    const { instance } = boot((url) => (url.pathname.endsWith('/whoami') ? json({ user: SAM }) : json({ message: 'expired' }, 401)), { path: '/logout' });
    mounted = instance;
    await vi.waitFor(() => expect(instance.session.user.peek()).not.toBeNull());
    await instance.http.request('DELETE', '/sessions', { quiet: true }).catch(() => undefined);
    expect(instance.session.signedIn.peek()).toBe(false);
    expect(instance.router.path.peek()).toBe('/logout');
  });
});

describe('sign-in turned off for the embed (001 §1, data-auth="off")', () => {
  test.each([
    ['embedded', false],
    ['framelessEmbed', false],
    ['headless', false],
  ] as const)('%s: a stored session is not used and nothing is asked', (mode, enabled) => {
    localStorage.setItem('user_session', LIVE);
    const { instance, calls } = boot(() => json({ user: SAM }), { config: { mode, auth: false } });
    mounted = instance;
    expect(instance.session.enabled).toBe(enabled);
    expect(instance.session.signedIn.peek()).toBe(false);
    expect(calls).toEqual([]);
  });

  test('only embedded modes honour it: a kiosk keeps sign-in', () => {
    const { instance } = boot(() => json({ user: null }), { config: { mode: 'kiosk', auth: false } });
    mounted = instance;
    expect(instance.session.enabled).toBe(true);
  });
});
