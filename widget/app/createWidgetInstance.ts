import { isEmbeddedMode, modeBase, splitModeBase, withReturnTo } from '../../shared/routes';
import { createHttp } from '../api/createHttp';
import type { Http } from '../api/createHttp';
import { explainRefusedCalls } from '../api/explainRefusedCalls';
import { lineChangeEvent } from '../platform/analytics';
import type { Analytics } from '../platform/analytics';
import { createPlatform } from './createPlatform';
import { safeStorage, type SafeStorage } from '../platform/safeStorage';
import { createCartState } from '../state/cart';
import type { Experiments } from '../state/experiments';
import type { CartState } from '../state/cart';
import type { Flags } from '../state/flags';
import { createNotifications } from '../state/notifications';
import type { Notifications } from '../state/notifications';
import { createSession, loadSessionUser } from '../state/session';
import type { Session } from '../state/session';
import { effect, signal } from '../state/signals';
import type { ReadonlySignal, Signal } from '../state/signals';
import type { SizeClass } from '../state/sizeClass';
import { createHistoryRouter, createMemoryRouter } from './router/createRouter';
import type { Router } from './router/createRouter';
import { createStyleHost } from './styleHost';
import type { StyleHost } from './styleHost';
import { hostMessage, visibleTopOf } from '../../shared/protocol';
import type { ViewportInfo, WidgetConfig } from '../../shared/protocol';
import type { HostBridge } from '../platform/bridge/HostBridge';
import type { EarlyResponses } from './earlyResponses';
import { withoutQuery, type WidgetErrors } from '../platform/errors/startWidgetErrors';

/**
 * Everything one mounted widget owns. framelessEmbed can mount several widgets in one page (one per shadow
 * root), so no state is module-global: each mount gets its own instance, provided through WidgetContext.
 */
export interface WidgetInstance {
  readonly config: WidgetConfig;
  readonly bridge: HostBridge;
  readonly router: Router;
  readonly http: Http;
  readonly notifications: Notifications;
  readonly session: Session;
  readonly cart: CartState;
  /** 000 §1 feature flags: the store's values under the featureFlagsOn / featureFlagsOff overrides. */
  readonly flags: Flags;
  /**
   * Bumped to fetch the open pages' data again (000 §1 auto refresh): the menu's and the store's requests are keyed
   * by it, so each bump reloads them with the current page kept on screen.
   */
  readonly freshness: ReadonlySignal<number>;
  /** Fetches the open menu, store and bag again. */
  refreshData(): void;
  /** 001 §7 analytics: GA4 events to the host page (`analytics` messages), none in kiosk mode or development. */
  readonly analytics: Analytics;
  /** 001 §4 device id (j_device_id), read from storage on first use. */
  readonly deviceId: () => string;
  /** 001 §7 GET /bootstrap, called once when the widget is mounted: the host's device-id cookie and the id to keep (true once set). */
  readonly bootstrapDevice: () => Promise<boolean>;
  /** 000 §1, 001 §9: the live experiments (fee label, persisting checkout data), each reporting its exposure. */
  readonly experiments: Experiments;
  readonly styles: StyleHost;
  /** Null until the widget's width is measured (000 §2: content hidden until the size class is known). */
  readonly sizeClass: Signal<SizeClass | null>;
  readonly title: Signal<string>;
  /**
   * True while mountWidget draws the widget's very first frame: product lists draw only their first screen of
   * cards until it is painted (useFirstScreen). False in an instance nobody mounts (tests render everything).
   */
  readonly firstScreen: Signal<boolean>;
  /**
   * In an iframe sized to its content the iframe never scrolls, so sticky elements stick to the host page's
   * visible top instead, below the host's own fixed header: how far that is below the widget's top edge (0 when
   * the widget's top is visible).
   */
  readonly stickyTop: Signal<number>;
  /** The host page's viewport over an iframe widget (null in framelessEmbed or before the host reports it). */
  readonly viewport: Signal<ViewportInfo | null>;
  /**
   * framelessEmbed: how much of the page viewport's top the partner's own fixed header covers (ViewportInfo
   * topInset), so the widget's sticky bars stick below it. 0 in iframe modes, where stickyTop counts it already.
   */
  readonly pageTopInset: Signal<number>;
  /** The store the embed is for: the configured store, else the partner id (001 §4 store verification). */
  readonly storeId: number | null;
  readonly embedded: boolean;
  readonly cache: Map<string, unknown>;
  /** The widget's storage: its own localStorage, else the partner page's through the loader (iframe modes). */
  readonly storage: SafeStorage;
  /** Error reporting (001 §7), started by mountWidget; null where nothing is mounted (the server's first view, tests). */
  readonly errors: WidgetErrors | null;
  destroy(): void;
}

export interface InstanceEnvironment {
  readonly window: Window;
  readonly styleTarget?: ShadowRoot | HTMLElement;
  /** Answers requested at boot, before the handshake (startEarlyLoad). */
  readonly early?: EarlyResponses;
  /** Where style sheets go when not into styleTarget (the server's first view collects them). */
  readonly styles?: StyleHost;
  /** The request layer's fetch (the server's first view has no network). */
  readonly fetch?: typeof fetch;
  /** The mounted widget's error reporting: fed the navigation and network breadcrumbs. */
  readonly errors?: WidgetErrors;
}

export function createWidgetInstance(bridge: HostBridge, env: InstanceEnvironment): WidgetInstance {
  const config = bridge.config;
  const win = env.window;
  const router = chooseRouter(config, win);
  const notifications = createNotifications();
  const storage = safeStorage(() => win.localStorage, bridge.hostStorage);
  const frameless = config.mode === 'framelessEmbed';
  // The session never reaches the partner page: in frameless the host keeps it in an HttpOnly cookie, and an
  // iframe keeps its token in its own storage only (never written through to the partner's, unlike the cart).
  // A temporary session ("keep me signed in" off) is kept in the tab's session storage instead (001 §4, §9).
  const session = createSession({
    storage: frameless ? storage : safeStorage(() => win.localStorage),
    tabStorage: safeStorage(() => win.sessionStorage),
    cookie: frameless,
    // 001 §1: auth can be disabled in embedded mode (the embed option data-auth="off").
    enabled: !(isEmbeddedMode(config.mode) && config.auth === false),
  });
  const http = createHttp({
    apiBase: config.apiBase,
    early: env.early,
    fetch: env.fetch,
    getToken: () => session.token.peek(),
    cookieSession: frameless ? { signedIn: () => session.signedIn.peek() } : undefined,
    onUnauthorized: () => endRefusedSession(session, router, bridge),
    notify: (message) => notifications.show(message, 'error'),
    forwardError: config.mode === 'headless' ? (error) => bridge.send(hostMessage('error', error)) : undefined,
    onMaintenance: () => {
      if (router.path.peek() !== '/maintenance') router.navigate('/maintenance', { replace: true });
    },
    // 001 §7 network breadcrumbs: method, path and status only, never a query string or a body.
    onAnswer: env.errors ? (method, path, status) => env.errors?.breadcrumb('network', `${method} ${withoutQuery(path)} ${status}`) : undefined,
    // framelessEmbed calls the API cross-origin: a page missing from the host's partner allowlist is told so.
    onNoAnswer: frameless ? explainRefusedCalls(win.location.origin, env.fetch ?? ((input, init) => win.fetch(input, init))) : undefined,
  });
  const platform = createPlatform({ bridge, window: win, storage, http, session, router });
  const { analytics, deviceId: readDeviceId } = platform;
  const cart = createCartState({
    http,
    mode: config.mode,
    deviceId: readDeviceId,
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
  const title = signal('Menu');
  loadSessionUser(session, http);

  // Every route change, and the title the page settles on, is reported to the host (DESIGN §1.3).
  const stopRouteReports = effect(() => {
    const path = router.path.value;
    const text = title.value;
    if (!frameless) win.document.title = text;
    env.errors?.breadcrumb('navigation', withoutQuery(path));
    bridge.send(hostMessage('route', { path, title: text }));
  });
  const stopNavigate = bridge.onNavigate((path) => router.navigate(path));
  bridge.setStateProvider(() => ({ path: router.path.peek(), title: title.peek(), cart: cart.uuid.peek() }));

  const stickyTop = signal(0);
  const viewport = signal<ViewportInfo | null>(null);
  const pageTopInset = signal(0);
  const stopViewport = bridge.onViewport((info) => {
    if (frameless) {
      pageTopInset.value = Math.max(0, Math.round(info.topInset ?? 0));
      return;
    }
    viewport.value = info;
    stickyTop.value = visibleTopOf(info);
  });
  const styles = env.styles ?? createStyleHost(env.styleTarget ?? win.document.head);
  const freshness = signal(0);
  return {
    config,
    bridge,
    router,
    http,
    notifications,
    session,
    cart,
    flags: platform.flags,
    freshness,
    refreshData() {
      freshness.value += 1;
      void cart.refresh();
    },
    analytics,
    deviceId: readDeviceId,
    bootstrapDevice: platform.bootstrapDevice,
    experiments: platform.experiments,
    styles,
    storage,
    sizeClass: signal<SizeClass | null>(null),
    title,
    firstScreen: signal(false),
    stickyTop,
    viewport,
    pageTopInset,
    storeId: config.storeId ?? config.partnerId ?? null,
    embedded: isEmbeddedMode(config.mode),
    cache: new Map(),
    errors: env.errors ?? null,
    destroy() {
      stopRouteReports();
      platform.stop();
      stopNavigate();
      stopViewport();
      cart.destroy();
      router.destroy();
      notifications.destroy();
      styles.destroy();
    },
  };
}

const LEAVING_SESSION = /^\/(login|logout)(?:[/?#]|$)/;

/**
 * 001 §4, §8: a 401 on a request that went with a session means its token no longer works: the session is
 * cleared, the host page told, and login opens (in embedded modes the embedded login page: /login under the
 * mode base) to bring the shopper back here afterwards. A guest's 401 (a wrong password on /login) is that
 * call's own answer, and a second 401 of a session already cleared finds nothing to end, so login opens once.
 */
function endRefusedSession(session: Session, router: Router, bridge: HostBridge): void {
  if (!session.signedIn.peek()) return;
  session.clear({ refused: true });
  bridge.send(hostMessage('logout', {}));
  const here = router.path.peek();
  if (session.enabled && !LEAVING_SESSION.test(here)) router.navigate(withReturnTo('/login', here), { replace: true });
}

function chooseRouter(config: WidgetConfig, win: Window): Router {
  if (config.mode === 'framelessEmbed') {
    return createMemoryRouter({
      initialPath: config.initialPath || '/',
      hrefFor: (path) => {
        const url = new URL(win.location.href);
        url.searchParams.set('canopy', path);
        return url.pathname + url.search;
      },
    });
  }
  const split = splitModeBase(win.location.pathname, { mode: config.mode });
  let base = split?.base ?? '';
  if (!split) {
    try {
      base = modeBase(config);
    } catch {
      base = '';
    }
  }
  // With URL sync the host page owns history (the loader mirrors each route), so the iframe replaces.
  return createHistoryRouter({ base, window: win, replaceOnly: config.urlSync });
}
