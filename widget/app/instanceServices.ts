import { isEmbeddedMode } from '../../shared/routes';
import { hostMessage, visibleTopOf } from '../../shared/protocol';
import type { ViewportInfo, WidgetConfig } from '../../shared/protocol';
import { createHttp } from '../api/createHttp';
import type { Http } from '../api/createHttp';
import { explainRefusedCalls } from '../api/explainRefusedCalls';
import { lineChangeEvent } from '../platform/analytics';
import type { Analytics } from '../platform/analytics';
import type { HostBridge } from '../platform/bridge/HostBridge';
import { withoutQuery, type WidgetErrors } from '../platform/errors/startWidgetErrors';
import { safeStorage, type SafeStorage } from '../platform/safeStorage';
import { createCartState } from '../state/cart';
import type { CartState } from '../state/cart';
import type { Notifications } from '../state/notifications';
import { createSession, type Session } from '../state/session';
import { effect, signal } from '../state/signals';
import type { Signal } from '../state/signals';
import type { InstanceEnvironment } from './WidgetInstance';
import { endRefusedSession } from './instanceRouting';
import type { Router } from './router/createRouter';
import { isMaintenancePath, maintenancePathFrom } from './pages/maintenancePath';

// The parts of a widget instance (createWidgetInstance) that are wired to the host page: the request layer, the
// bag, and the reports of routes and of the host's viewport.

/**
 * The session of one widget. It never reaches the partner page: in frameless the host keeps it in an HttpOnly cookie,
 * and an iframe keeps its token in its own storage only (never written through to the partner's, unlike the cart).
 * A temporary session ("keep me signed in" off) is kept in the tab's session storage instead (001 §4, §9).
 */
export function createInstanceSession(config: WidgetConfig, win: Window, storage: SafeStorage): Session {
  const frameless = config.mode === 'framelessEmbed';
  return createSession({
    storage: frameless ? storage : safeStorage(() => win.localStorage),
    tabStorage: safeStorage(() => win.sessionStorage),
    cookie: frameless,
    // 001 §1: auth can be disabled in embedded mode (the embed option data-auth="off").
    enabled: !(isEmbeddedMode(config.mode) && config.auth === false),
  });
}

interface HttpParts {
  readonly config: WidgetConfig;
  readonly window: Window;
  readonly env: InstanceEnvironment;
  readonly session: Session;
  readonly router: Router;
  readonly bridge: HostBridge;
  readonly notifications: Notifications;
}

/** The request layer of one widget: its session's token or cookie, its error notices and its breadcrumbs. */
export function createInstanceHttp({ config, window: win, env, session, router, bridge, notifications }: HttpParts): Http {
  const frameless = config.mode === 'framelessEmbed';
  return createHttp({
    apiBase: config.apiBase,
    early: env.early,
    fetch: env.fetch,
    getToken: () => session.token.peek(),
    cookieSession: frameless ? { signedIn: () => session.signedIn.peek() } : undefined,
    onUnauthorized: () => endRefusedSession(session, router, bridge),
    notify: (message) => notifications.show(message, 'error'),
    forwardError: config.mode === 'headless' ? (error) => bridge.send(hostMessage('error', error)) : undefined,
    // 000 §8: the maintenance page, keeping the page the shopper wanted so Reload can return there.
    onMaintenance: () => {
      const current = router.path.peek();
      if (!isMaintenancePath(current)) router.navigate(maintenancePathFrom(current), { replace: true });
    },
    // 001 §7 network breadcrumbs: method, path and status only, never a query string or a body.
    onAnswer: env.errors ? (method, path, status) => env.errors?.breadcrumb('network', `${method} ${withoutQuery(path)} ${status}`) : undefined,
    // framelessEmbed calls the API cross-origin: a page missing from the host's partner allowlist is told so.
    onNoAnswer: frameless ? explainRefusedCalls(win.location.origin, env.fetch ?? ((input, init) => win.fetch(input, init))) : undefined,
  });
}

interface CartParts {
  readonly config: WidgetConfig;
  readonly window: Window;
  readonly http: Http;
  readonly storage: SafeStorage;
  readonly notifications: Notifications;
  readonly bridge: HostBridge;
  readonly analytics: Analytics;
  readonly deviceId: () => string;
}

/** The bag of one widget: its changes reported to the host page (`cart`) and to analytics. */
export function createInstanceCart({ config, window: win, http, storage, notifications, bridge, analytics, deviceId }: CartParts): CartState {
  return createCartState({
    http,
    mode: config.mode,
    deviceId,
    userAgent: win.navigator?.userAgent,
    storage,
    partnerId: config.partnerId ?? null,
    search: win.location?.search,
    notify: (message, tone) => notifications.show(message, tone),
    onChange: ({ uuid, count, totalCents }) => bridge.send(hostMessage('cart', { uuid, count, total: totalCents })),
    onAdded: ({ drawer }) => {
      // The drawer confirms the add where it opens; elsewhere (headless, bloom) a notice does.
      if (!drawer) notifications.show('Added to your bag', 'success');
    },
    onCountChanged: ({ line, storeId: store, delta }) => analytics.track(...lineChangeEvent(line, delta, analytics.currencyOf(store))),
  });
}

interface RouteReportParts {
  readonly router: Router;
  readonly title: Signal<string>;
  readonly bridge: HostBridge;
  readonly window: Window;
  readonly frameless: boolean;
  readonly errors?: WidgetErrors;
}

/** Every route change, and the title the page settles on, reported to the host (DESIGN §1.3). Returns the stop. */
export function reportRoutes({ router, title, bridge, window: win, frameless, errors }: RouteReportParts): () => void {
  return effect(() => {
    const path = router.path.value;
    const text = title.value;
    if (!frameless) win.document.title = text;
    errors?.breadcrumb('navigation', withoutQuery(path));
    bridge.send(hostMessage('route', { path, title: text }));
  });
}

/** The host page's viewport as the widget's sticky bars need it (see WidgetInstance stickyTop and pageTopInset). */
export function followViewport(bridge: HostBridge, frameless: boolean) {
  const stickyTop = signal(0);
  const viewport = signal<ViewportInfo | null>(null);
  const pageTopInset = signal(0);
  const stop = bridge.onViewport((info) => {
    if (frameless) {
      pageTopInset.value = Math.max(0, Math.round(info.topInset ?? 0));
      return;
    }
    viewport.value = info;
    stickyTop.value = visibleTopOf(info);
  });
  return { signals: { stickyTop, viewport, pageTopInset }, stop };
}
