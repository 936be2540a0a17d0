import { cleanup, render } from '@testing-library/preact';
import { afterEach } from 'vitest';
import type { ReactNode } from 'react';
import { createHttp } from '../../../../../widget/api/createHttp';
import { createMemoryRouter } from '../../../../../widget/app/router/createRouter';
import { createStyleHost } from '../../../../../widget/app/styleHost';
import { WidgetContext } from '../../../../../widget/app/kit/WidgetContext';
import type { WidgetInstance } from '../../../../../widget/app/createWidgetInstance';
import { createFlags } from '../../../../../widget/state/flags';
import { createExperiments } from '../../../../../widget/state/experiments';
import { safeStorage } from '../../../../../widget/platform/safeStorage';
import { createCartState } from '../../../../../widget/state/cart';
import { createAnalytics } from '../../../../../widget/platform/analytics';
import { createNotifications } from '../../../../../widget/state/notifications';
import { createSession } from '../../../../../widget/state/session';
import { signal } from '../../../../../widget/state/signals';
import type { SizeClass } from '../../../../../widget/state/sizeClass';

// Every test file that renders through the harness unmounts after each test.
afterEach(cleanup);

/** An API answer by path (without the base): a body to send as JSON, or a function building the Response. */
export type FakeRoute = unknown | ((url: URL) => Response | Promise<Response>);

export interface HarnessOptions {
  readonly routes?: Record<string, FakeRoute>;
  readonly path?: string;
  readonly sizeClass?: SizeClass;
  readonly segments?: readonly number[];
  /** The store an embed is for (config.storeId). */
  readonly storeId?: number | null;
  /** Start with a live session (a bearer token that expires in 2099). */
  readonly signedIn?: boolean;
  /** Sign-in turned off on the site (data-auth="off", 001 §1). */
  readonly signInOff?: boolean;
  /** The widget's viewport is the screen (framelessEmbed, a directly opened page): far lists wait to be scrolled near. */
  readonly ownsViewport?: boolean;
}

/** A bearer token whose exp claim is in 2099; the widget reads only the claim (001 §4). */
export const LIVE_TOKEN = `e30.${btoa(JSON.stringify({ sub: 7, exp: 4_102_444_800 })).replace(/=+$/, '')}.sig`;

export const API_BASE = 'https://canopy.test/api/v1';

/**
 * A widget instance over a fake API for component tests: only the parts features use (router, http,
 * styles, cache, session, cart, size class), each the shell's real implementation. A route key may be a
 * path ('/stores/1') or a path with its query ('/stores?country=US'); the longest matching key wins.
 */
export function createTestWidget(options: HarnessOptions = {}) {
  const calls: string[] = [];
  const routes = options.routes ?? {};
  const fakeFetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const path = url.pathname.replace('/api/v1', '');
    calls.push(path + url.search);
    const key = [path + url.search, path].find((candidate) => Object.hasOwn(routes, candidate));
    if (key === undefined) return new Response(JSON.stringify({ message: `no fake for ${path}` }), { status: 404 });
    const route = routes[key];
    if (typeof route === 'function') return (route as (url: URL) => Response | Promise<Response>)(url);
    return new Response(JSON.stringify(route), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;

  const notifications = createNotifications();
  const session = createSession({ enabled: !options.signInOff });
  if (options.signedIn) session.signIn({ token: LIVE_TOKEN });
  if (options.segments) (session.segments as ReturnType<typeof signal<readonly number[]>>).value = options.segments;
  const http = createHttp({ apiBase: API_BASE, fetch: fakeFetch, notify: (message) => notifications.show(message) });
  const router = createMemoryRouter({ initialPath: options.path ?? '/' });
  const instance = {
    config: { mode: 'default', storeId: null, partnerId: null, apiBase: API_BASE },
    bridge: { send: () => undefined },
    router,
    http,
    notifications,
    session,
    cart: createCartState({ http, mode: 'default', deviceId: () => 'device-test' }),
    analytics: createAnalytics({ send: () => undefined, mode: 'default' }),
    deviceId: () => 'device-test',
    flags: createFlags({ user: session.user, deviceId: () => 'device-test' }),
    // Assignments in memory (no page storage): a variant is hashed from the test device id, and no exposure is sent.
    experiments: createExperiments({
      storage: safeStorage(() => null),
      tabStorage: safeStorage(() => null),
      shopperId: () => 'device-test',
      search: () => '',
      report: () => undefined,
    }),
    freshness: signal(0),
    refreshData: () => undefined,
    styles: createStyleHost(document.head),
    sizeClass: signal<SizeClass | null>(options.sizeClass ?? 'desktop'),
    title: signal('Menu'),
    firstScreen: signal(false),
    ownsViewport: options.ownsViewport ?? false,
    stickyTop: signal(0),
    pageTopInset: signal(0),
    storeId: options.storeId ?? null,
    embedded: options.storeId != null,
    cache: new Map(),
    destroy: () => undefined,
  } as unknown as WidgetInstance;
  return { instance, calls };
}

export function renderInWidget(ui: ReactNode, options: HarnessOptions = {}) {
  const { instance, calls } = createTestWidget(options);
  const result = render(<WidgetContext.Provider value={instance}>{ui}</WidgetContext.Provider>);
  return { ...result, instance, calls };
}

/** A Response that never arrives (loading states). */
export const pending = (): Promise<Response> => new Promise(() => undefined);

export const jsonError = (status: number, message: string) => () => new Response(JSON.stringify({ message }), { status, headers: { 'Content-Type': 'application/json' } });
