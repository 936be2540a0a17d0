import type { Http } from '../api/createHttp';
import { createAnalytics, documentCookies } from '../platform/analytics';
import type { Analytics } from '../platform/analytics';
import { safeStorage, type SafeStorage } from '../platform/safeStorage';
import { createDeviceIdentity } from '../state/deviceIdentity';
import { createExperiments, experimentSearch } from '../state/experiments';
import type { Experiments } from '../state/experiments';
import { createFlags } from '../state/flags';
import type { Flags } from '../state/flags';
import type { Session } from '../state/session';
import { hostMessage } from '../../shared/protocol';
import type { HostBridge } from '../platform/bridge/HostBridge';
import type { Router } from './router/createRouter';
import { trackWidget } from './trackWidget';

/** The platform layer of one widget (000 §1, 001 §4, §7, §9): who the device is, what it tracks, tests and flags. */
export interface Platform {
  /** 001 §4 device id (j_device_id), read from storage on first use. */
  readonly deviceId: () => string;
  /** 001 §7 GET /bootstrap: the host's device-id cookie and the id to keep (true once set). */
  readonly bootstrapDevice: () => Promise<boolean>;
  readonly analytics: Analytics;
  readonly experiments: Experiments;
  readonly flags: Flags;
  /** Stops the route and sign-in tracking. */
  readonly stop: () => void;
}

export interface PlatformDeps {
  readonly bridge: HostBridge;
  readonly window: Window;
  readonly storage: SafeStorage;
  readonly http: Http;
  readonly session: Session;
  readonly router: Router;
}

/**
 * Device identity, analytics, experiments and flags, wired to one widget's bridge, storage and session. The
 * device identity comes first: the experiments and the flags of a signed-out shopper are hashed from its id.
 */
export function createPlatform({ bridge, window: win, storage, http, session, router }: PlatformDeps): Platform {
  const { config } = bridge;
  const device = createDeviceIdentity(storage, http);
  const analytics = createAnalytics({
    send: (event, properties) => bridge.send(hostMessage('analytics', { event, properties })),
    mode: config.mode,
    development: process.env.NODE_ENV === 'development',
    search: win.location?.search,
    pageTags: config.tags,
    storage,
    cookies: win.document ? documentCookies(win.document) : null,
  });
  const experiments = createExperiments({
    storage,
    tabStorage: safeStorage(() => win.sessionStorage),
    shopperId: () => String(session.user.peek()?.id ?? device.read()),
    search: () => experimentSearch(router.path.peek(), win.location?.search ?? ''),
    // The exposure is an analytics event like the others: none in kiosk mode or development, with the page's tags.
    report: (_event, properties) => analytics.track('experiment_exposure', properties),
  });
  const flags = createFlags({
    ownSearch: win.location?.search,
    forwarded: config.flagOverrides,
    user: session.user,
    deviceId: device.read,
    warn: (message) => console.warn(message),
  });
  const stop = trackWidget(analytics, router, session, `${config.mode}:${config.storeId ?? config.partnerId ?? ''}`);
  return { deviceId: device.read, bootstrapDevice: device.bootstrap, analytics, experiments, flags, stop };
}
