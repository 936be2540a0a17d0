import type { HostMessage, ViewportInfo, WidgetConfig } from '../../../shared/protocol';

/** What the widget app sees of its host page, in every mode. */
export interface HostBridge {
  /**
   * The configuration from the handshake (or from the widget's own URL). When `config.urlSync` is true the
   * host page owns history: the app should replace, not push, its own history entries and follow
   * `onNavigate` for back/forward.
   */
  readonly config: WidgetConfig;
  /** Queues a host-bound message in the outbox (275 ms debounce, 1 s max wait, DESIGN §1.3). */
  send(message: HostMessage): void;
  /**
   * Tells the loader the first page is drawn, so it shows the widget at once instead of after the debounced
   * `ready` (a loader RPC, not a host message: partners still get `ready` through the outbox).
   */
  shown(): void;
  /** The host asks for a route: Canopy handle `navigate()`, or back/forward through URL sync. */
  onNavigate(fn: (path: string) => void): () => void;
  /** Answers the host's `getState()`. */
  setStateProvider(fn: () => unknown): void;
  /** The host page's scroll position and viewport, so modals can sit in the visible part of the widget. */
  onViewport(fn: (info: ViewportInfo) => void): () => void;
  /** Flushes the outbox and disconnects. */
  destroy(): void;
  /**
   * The store the loader keeps on the partner page's origin (iframe modes with a loader): a cross-site frame
   * is often denied its own localStorage, and the cart must survive a reload (shared/protocol).
   */
  readonly hostStorage?: HostStorage;
}

export interface HostStorage {
  /** The entries as the loader read them at the handshake. */
  readonly snapshot: Readonly<Record<string, string>>;
  /** Keeps (or, with null, forgets) an entry; fire and forget. */
  write(key: string, value: string | null): void;
}
