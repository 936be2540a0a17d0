// The partner-facing API of /loader.js (DESIGN §1.2–1.3), shipped as dist/canopy.d.ts.
// Standalone on purpose: partners copy this one file. tests/unit/loader/canopyTypes.test.ts keeps it in
// step with shared/protocol/.

/** Where the widget runs; `embedded` when not given. */
export type CanopyMode = 'embedded' | 'framelessEmbed' | 'whiteLabel' | 'operatorEmbed' | 'kiosk' | 'bloom' | 'headless';

/** The app mode reported in `ready` (the mode a widget opened without the loader found in its URL may be `default`). */
export type CanopyAppMode = CanopyMode | 'default';

/** `Canopy.mount()` options: the snippet's data-* attributes in camelCase. */
export interface CanopyMountOptions {
  /** A CSS selector or an element to render into; default: a container right after the loader's script tag. */
  target?: string | Element;
  mode?: CanopyMode;
  /** At least one of storeId, partnerId and operatorId. Positive integers (numbers or digit strings). */
  storeId?: number | string;
  partnerId?: number | string;
  /** Required in operatorEmbed. */
  operatorId?: number | string;
  /** kiosk: the partner's name, for the kiosk's URL (`/stores/{partnerId}/{name-slug}`). */
  partnerName?: string;
  /** A partner-hosted API: a path on the Canopy host (`/api/v1`) or an absolute http(s) URL. */
  apiBase?: string;
  /** The widget route to open first, e.g. `/products/12/blue-dream`. */
  path?: string;
  /** Mirror the widget route into this page's URL as `?canopy=<path>`; default on (one embed per page). */
  urlSync?: boolean | 'on' | 'off';
  /**
   * Shopper accounts; default on. Off (`false` or `'off'`) hides Log in and the account menu, the account pages
   * say sign-in is turned off, and checkout is for guests. Embedded modes only (a kiosk has no accounts anyway).
   */
  auth?: boolean | 'on' | 'off';
  /**
   * White label: primary, on-primary, bg, surface, text, muted, border, focus, font, radius, radius-sm, sale,
   * sale-soft, warn, and font-url (a web-font stylesheet for `font`), e.g. `{ primary: '#0a7' }` (or the same as a
   * JSON string); each entry the widget cannot use is warned about and left out, the rest applied.
   */
  theme?: Record<string, string> | string;
  /** The height kept for the menu until it has drawn and been sized: pixels or a CSS height ('800px', '100vh', '40rem'). Default '100vh'. */
  height?: number | string;
}

/** Payloads of the messages a host page receives (money in integer cents). */
export interface CanopyMessagePayloads {
  ready: { mode: CanopyAppMode; storeId: number | null; version: string };
  route: { path: string; title: string };
  resize: { height: number };
  cart: { uuid: string | null; count: number; total: number };
  analytics: { event: string; properties: Record<string, unknown> };
  checkout: { reservationId: string; amount: number };
  error: { status: number; message: string; path: string };
  login: Record<string, never>;
  logout: Record<string, never>;
}

export type CanopyMessageType = keyof CanopyMessagePayloads;

/** The `data` of the `message` events a host page receives, with or without the JS API. */
export type CanopyMessage<T extends CanopyMessageType = CanopyMessageType> = {
  [K in T]: {
    source: 'canopy';
    type: K;
    payload: CanopyMessagePayloads[K];
    /** The id of the embed that sent it (its handle's `id`); absent from a widget framed without the loader. */
    embedId?: number;
  };
}[T];

export type CanopyListener<T extends CanopyMessageType> = (payload: CanopyMessagePayloads[T], message: CanopyMessage<T>) => void;

/** What `getState()` resolves to once the widget has started: where the shopper is, and their cart. */
export interface CanopyState {
  /** The widget route shown, e.g. `/products/12/blue-dream`. */
  path: string;
  /** The title of that page. */
  title: string;
  /** The uuid of the shopper's cart; null while the bag is empty. */
  cart: string | null;
}

/** One embed on the page. */
export interface CanopyEmbed {
  /** The loader's number for this embed on the page: its container's data-canopy-embed and its messages' embedId. */
  readonly id: number;
  on<T extends CanopyMessageType>(type: T, listener: CanopyListener<T>): CanopyEmbed;
  off<T extends CanopyMessageType>(type: T, listener: CanopyListener<T>): CanopyEmbed;
  /** Opens a widget route, e.g. `/cart`. */
  navigate(path: string): void;
  /** The widget's state: its route, the title of that page and the cart; null until the widget has started. */
  getState(): Promise<CanopyState | null>;
  /** Removes the container, the widget and every listener and timer of this embed. */
  destroy(): void;
  /** Resolves with the `ready` payload once the widget has rendered. */
  readonly ready: Promise<CanopyMessagePayloads['ready']>;
}

/** A call queued before /loader.js arrived: `['mount', options, callback?]`. */
export type CanopyQueuedCall = [method: 'mount', options: CanopyMountOptions, callback?: (embed: CanopyEmbed | null) => void];

export interface CanopyApi {
  readonly version: string;
  /** Mounts an embed; null (after one console.error per bad option) when the options are bad. */
  mount(options: CanopyMountOptions): CanopyEmbed | null;
  /** Calls pushed after the loader arrived run at once. */
  readonly q: { push(...calls: CanopyQueuedCall[]): number };
}

/** What a page may define before the loader arrives: `window.Canopy = window.Canopy || { q: [] }`. */
export interface CanopyStub {
  q: CanopyQueuedCall[];
}

declare global {
  /**
   * The loader's API, for scripts that run once /loader.js has (`Canopy.mount(...)`). `window.Canopy` says what it
   * holds at any time: nothing before the loader ran, or the queue a page set up for it (CanopyStub).
   */
  const Canopy: CanopyApi;
  interface Window {
    Canopy?: CanopyApi | CanopyStub;
  }
}
