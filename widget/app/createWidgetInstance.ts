import { isEmbeddedMode } from '../../shared/routes';
import type { HostBridge } from '../platform/bridge/HostBridge';
import { safeStorage } from '../platform/safeStorage';
import { createNotifications } from '../state/notifications';
import { loadSessionUser } from '../state/session';
import { signal } from '../state/signals';
import type { SizeClass } from '../state/sizeClass';
import { createPlatform } from './createPlatform';
import { chooseRouter } from './instanceRouting';
import { createInstanceCart, createInstanceHttp, createInstanceSession, followViewport, reportRoutes } from './instanceServices';
import { ownsViewport } from './ownsViewport';
import { createStyleHost } from './styleHost';
import type { InstanceEnvironment, WidgetInstance } from './WidgetInstance';

export type { InstanceEnvironment, WidgetInstance } from './WidgetInstance';

/**
 * One mounted widget (WidgetInstance): its router, session, request layer, platform (device, analytics, experiments,
 * flags), bag and reports to the host page, each made by its own module and wired together here.
 */
export function createWidgetInstance(bridge: HostBridge, env: InstanceEnvironment): WidgetInstance {
  const config = bridge.config;
  const win = env.window;
  const router = chooseRouter(config, win);
  const notifications = createNotifications();
  const storage = safeStorage(() => win.localStorage, bridge.hostStorage);
  const frameless = config.mode === 'framelessEmbed';
  const session = createInstanceSession(config, win, storage);
  const http = createInstanceHttp({ config, window: win, env, session, router, bridge, notifications });
  const platform = createPlatform({ bridge, window: win, storage, http, session, router });
  const { analytics, deviceId: readDeviceId } = platform;
  const cart = createInstanceCart({ config, window: win, http, storage, notifications, bridge, analytics, deviceId: readDeviceId });
  const title = signal('Menu');
  loadSessionUser(session, http);

  const stopRouteReports = reportRoutes({ router, title, bridge, window: win, frameless, errors: env.errors });
  const stopNavigate = bridge.onNavigate((path) => router.navigate(path));
  bridge.setStateProvider(() => ({ path: router.path.peek(), title: title.peek(), cart: cart.uuid.peek() }));

  const viewport = followViewport(bridge, frameless);
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
    ownsViewport: ownsViewport(win, config.mode),
    ...viewport.signals,
    storeId: config.storeId ?? config.partnerId ?? null,
    embedded: isEmbeddedMode(config.mode),
    cache: new Map(),
    errors: env.errors ?? null,
    destroy() {
      for (const stop of [stopRouteReports, platform.stop, stopNavigate, viewport.stop, cart.destroy, router.destroy, notifications.destroy, styles.destroy]) stop();
    },
  };
}
