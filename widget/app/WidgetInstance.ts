import type { ViewportInfo, WidgetConfig } from '../../shared/protocol';
import type { Http } from '../api/createHttp';
import type { Analytics } from '../platform/analytics';
import type { HostBridge } from '../platform/bridge/HostBridge';
import type { WidgetErrors } from '../platform/errors/startWidgetErrors';
import type { SafeStorage } from '../platform/safeStorage';
import type { CartState } from '../state/cart';
import type { Experiments } from '../state/experiments';
import type { Flags } from '../state/flags';
import type { Notifications } from '../state/notifications';
import type { Session } from '../state/session';
import type { ReadonlySignal, Signal } from '../state/signals';
import type { SizeClass } from '../state/sizeClass';
import type { EarlyResponses } from './earlyResponses';
import type { Router } from './router/createRouter';
import type { StyleHost } from './styleHost';

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
   * Whether the shopper's screen is the widget's viewport (ownsViewport: framelessEmbed, or the widget as the top
   * window): lists far below it may wait to draw until scrolled near (useNearScreen). False in tests' instances.
   */
  readonly ownsViewport: boolean;
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
