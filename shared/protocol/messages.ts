// The loader⇄widget protocol (DESIGN §1.3–1.5): everything that crosses a window between a partner's page
// and the Canopy widget.
//
// In the iframe modes the loader (on the partner page) creates an iframe on the widget origin and both sides
// open a penpal channel named PENPAL_CHANNEL, each accepting only the other's origin. Penpal's hello (SYN)
// and iframe-resizer's "[iFrameResizerChild]Ready" ping are the only posts to '*'; neither carries data.
// The widget then calls `getConfig()` on the loader and receives a WidgetConfig: mode, ids, API base,
// initial route, theme, the host page's origin and this protocol version. A reloaded iframe shakes hands
// again on the same channel and asks for the config again. A widget opened without a loader (a direct link,
// a headless parent's own iframe) gets no answer and boots from its own URL after HANDSHAKE_TIMEOUT_MS.
//
// Host-bound messages are plain objects `{ source: 'canopy', type, payload, embedId }` (HostMessage), posted by the
// widget straight to the host window with the host origin as target — never '*' — so a headless parent that
// uses no JS API receives them as ordinary `message` events (embedId, the number the loader gave the embed, tells
// several embeds apart; a widget opened without the loader has none); the loader listens to the same events and
// accepts them only from its own iframe's window and the widget origin. Before they are posted they pass one
// outbox (000 §1: 275 ms debounce, 1 s max wait; route, resize and cart keep only their newest value).
// In framelessEmbed there is no window boundary: the loader hands the widget a Transport whose `send`
// delivers the same messages and re-posts them on the page's own window for raw listeners.
//
// Host-to-widget calls are the RPC methods of WidgetMethods (navigate, getState). Every value read off a
// window is parsed with the guards below before it is trusted.
//
// Browsers increasingly deny storage to third-party frames (Safari; Chromium with third-party blocking), so a
// widget in an iframe on another site would lose its cart on every reload. The loader therefore keeps a small
// store for the widget on the partner page's own origin: the widget writes through `setStorage` and gets the
// entries back in the config (`storage`) on every handshake.
import type { AppMode } from '../routes/appModes';

/** Bumped when a message or method changes incompatibly; sent in the config and in `ready`. */
export const PROTOCOL_VERSION = 1;

/** The penpal channel, so a partner page's own penpal connections never meet ours. */
export const PENPAL_CHANNEL = 'canopy';

/** How long an iframe widget waits for the loader's handshake before booting from its own URL. */
export const HANDSHAKE_TIMEOUT_MS = 1000;

/**
 * The loader names its iframes with this prefix, so a widget knows a loader is there and waits longer
 * (LOADER_HANDSHAKE_TIMEOUT_MS) for a busy partner page to answer before falling back to its URL. The prefix is
 * followed by the embed's number and, with a white-label theme, a space and the theme as JSON: the widget's HTML
 * applies it before its first view paints (demo-host/server/firstView), long before the handshake brings it.
 */
export const FRAME_NAME_PREFIX = 'canopy-';
export const LOADER_HANDSHAKE_TIMEOUT_MS = 10_000;

/** The value of `source` on every host-bound message. */
export const MESSAGE_SOURCE = 'canopy';

/** What the loader tells the widget (DESIGN §1.5). Paths are routes relative to the mode base. */
export interface WidgetConfig {
  mode: AppMode;
  storeId?: number;
  partnerId?: number;
  operatorId?: number;
  /** Absolute API base URL without a trailing slash (shared/routes apiBase). */
  apiBase: string;
  /** The route to open first, relative to the mode base, e.g. '/menu'. */
  initialPath: string;
  /** White label: CSS custom-property values, e.g. { primary: '#0a7' } → --canopy-primary. */
  theme?: Record<string, string>;
  /** The partner page's origin: where host-bound messages are posted. */
  hostOrigin: string;
  /** Whether the loader mirrors the route into the host URL (?canopy=). */
  urlSync: boolean;
  protocolVersion: number;
  /** Entries the widget kept on the partner page's origin through setStorage (iframe modes). */
  storage?: Record<string, string>;
  /** false: shoppers cannot sign in here (001 §1, the embed option data-auth="off"; embedded modes only). */
  auth?: boolean;
  /** The loader's number for this embed on the page: every host-bound message carries it as `embedId`. */
  embedId?: number;
  /**
   * 000 §1: the featureFlagsOn / featureFlagsOff parameters of the partner page's URL, alone, as a query string
   * (shared/platform flagOverrideQuery): an iframe cannot read its parent's address.
   */
  flagOverrides?: string;
  /**
   * The og_ref and utm_* tags of the partner page's address as a query string (`&utm_source=mail`), for the
   * widget's analytics (001 §7): a widget in an iframe cannot read that address.
   */
  tags?: string;
}

/** The longest flag-override query the widget accepts from the loader. */
export const FLAG_OVERRIDES_MAX_LENGTH = 2048;

/** Limits of the store the loader keeps for a widget on the partner page (setStorage). */
export const HOST_STORAGE_MAX_KEYS = 32;
export const HOST_STORAGE_MAX_VALUE_LENGTH = 16 * 1024;

export interface MessagePayloads {
  ready: { mode: AppMode; storeId: number | null; version: string };
  route: { path: string; title: string };
  resize: { height: number };
  /** total in integer cents (STYLE 8). */
  cart: { uuid: string | null; count: number; total: number };
  analytics: { event: string; properties: Record<string, unknown> };
  /** amount in integer cents. */
  checkout: { reservationId: string; amount: number };
  /** headless: a failed API call (001 §8). */
  error: { status: number; message: string; path: string };
  login: Record<string, never>;
  logout: Record<string, never>;
}

export type HostMessageType = keyof MessagePayloads;
export const HOST_MESSAGE_TYPES = ['ready', 'route', 'resize', 'cart', 'analytics', 'checkout', 'error', 'login', 'logout'] as const satisfies readonly HostMessageType[];

/** State messages: within one outbox flush only the newest of each type is delivered (DESIGN §1.3). */
export const COALESCED_TYPES = ['route', 'resize', 'cart'] as const satisfies readonly HostMessageType[];

export type HostMessageOf<T extends HostMessageType> = {
  source: typeof MESSAGE_SOURCE;
  type: T;
  payload: MessagePayloads[T];
  /** Which embed sent it: the loader's number for it (the handle's `id`); absent for a widget opened without the loader. */
  embedId?: number;
};
export type HostMessage = { [T in HostMessageType]: HostMessageOf<T> }[HostMessageType];

export type ReadyMessage = HostMessageOf<'ready'>;
export type RouteMessage = HostMessageOf<'route'>;
export type ResizeMessage = HostMessageOf<'resize'>;
export type CartMessage = HostMessageOf<'cart'>;
export type AnalyticsMessage = HostMessageOf<'analytics'>;
export type CheckoutMessage = HostMessageOf<'checkout'>;
export type ErrorMessage = HostMessageOf<'error'>;
export type LoginMessage = HostMessageOf<'login'>;
export type LogoutMessage = HostMessageOf<'logout'>;

/** Builds a message with the right envelope. */
export function hostMessage<T extends HostMessageType>(type: T, payload: MessagePayloads[T]): HostMessageOf<T> {
  return { source: MESSAGE_SOURCE, type, payload } as HostMessageOf<T>;
}

// Type aliases, not interfaces: penpal's Methods constraint needs an implicit index signature.
/** What the host side may call on the widget. */
export type WidgetMethods = {
  /** Opens a route (relative to the mode base). */
  navigate(path: string): void;
  /** The widget's state as the app chooses to expose it (route, cart summary). */
  getState(): unknown;
};

/** What the widget may call on the loader. */
export type LoaderMethods = {
  getConfig(): WidgetConfig;
  /** Keeps (or, with null, forgets) one entry of the widget's storage on the partner page's origin. */
  setStorage(key: string, value: string | null): void;
  /**
   * The widget has drawn its first page (its content or its own skeletons): the loader shows the iframe now,
   * not when the `ready` message arrives through the outbox's 275 ms debounce (DESIGN §1.3).
   */
  shown(): void;
};

/** The parent page's scroll position and viewport, so modals land in the visible part of a tall iframe. */
export interface ViewportInfo {
  /** How far the host page is scrolled. */
  scrollTop: number;
  /** The height of the host page's visible area. */
  viewportHeight: number;
  /** The widget's top edge in host-page coordinates. */
  offsetTop: number;
  /**
   * How much of the viewport's top the host page's own fixed or sticky bars cover (a site header), in px from
   * the viewport's top. Optional: a loader older than this field sends none, which means 0.
   */
  topInset?: number;
}

/**
 * How far below the widget's top edge the part of the host page the shopper can see and reach begins: the
 * viewport's top, below the host's fixed header, or 0 while the widget's top edge is itself in view. Sticky
 * bars stick there and modals open there, in an iframe sized to its content (it never scrolls itself).
 */
export function visibleTopOf(view: ViewportInfo): number {
  return Math.max(0, Math.round(view.scrollTop + (view.topInset ?? 0) - view.offsetTop));
}

/** Host-to-widget commands carried by a Transport (STYLE 3); the handler's return value answers getState. */
export type HostCommand = { type: 'navigate'; path: string } | { type: 'getState' } | { type: 'viewport'; info: ViewportInfo };

/**
 * How a widget bridge reaches its host page (STYLE 3): the iframe transport (postMessage + penpal), the
 * frameless transport the loader hands the widget, and test doubles are interchangeable.
 */
export interface Transport {
  /** Delivers one host-bound message (already through the outbox). */
  send(message: HostMessage): void;
  /** Host-to-widget commands; a handler's return value answers `getState`. Returns an unsubscribe. */
  onMessage(handler: (command: HostCommand) => unknown): () => void;
  /** Scrolls the host page so the widget's top edge is visible, when it is above the viewport. */
  scrollToTop?(): void;
  /** The widget has drawn its first page: the loader may take its skeleton away (LoaderMethods.shown). */
  shown?(): void;
  destroy(): void;
}
