import { connect, WindowMessenger, type Connection } from 'penpal';
import {
  FRAME_NAME_PREFIX,
  HANDSHAKE_TIMEOUT_MS,
  LOADER_HANDSHAKE_TIMEOUT_MS,
  PENPAL_CHANNEL,
  isRoutePath,
  isWidgetConfig,
  type HostCommand,
  type LoaderMethods,
  type WidgetConfig,
} from '../../../shared/protocol';
import { configFromUrl } from '../../../shared/routes';
import { createBridge } from './createBridge';
import type { HostBridge, HostStorage } from './HostBridge';
import { parentOrigin } from './parentOrigin';
import { reportContentHeight } from './reportContentHeight';
import { startResizerChild, type ResizerChild } from './startResizerChild';
import type { Transport } from './transport';

/**
 * For a widget in an iframe (or opened directly): shake hands with the loader over penpal and take its
 * config; with no loader answering within 1 s (10 s when the frame's name says a loader made it), boot
 * from the widget's own URL and post to the parent's origin (DESIGN §1.5). Never rejects.
 */
export async function connectToHost(): Promise<HostBridge> {
  const here = new URL(location.href);
  if (window.parent === window) return createBridge(configFromUrl(here, here.origin), createIframeTransport(null));

  const guessed = parentOrigin();
  const handlers = new Set<(command: HostCommand) => unknown>();
  // The loader may navigate as soon as the handshake completes, before the widget has its config and its bridge
  // listens: the newest navigate waits for the first listener (createIframeTransport).
  let unheard: HostCommand | null = null;
  const dispatch = (command: HostCommand) => {
    if (handlers.size === 0 && command.type === 'navigate') unheard = command;
    let answer: unknown;
    handlers.forEach((handler) => {
      const value = handler(command);
      if (answer === undefined) answer = value;
    });
    return answer;
  };
  const connection = connect<LoaderMethods>({
    // The parent's origin when the browser tells us; otherwise any origin, but only from window.parent,
    // and penpal answers the origin that said hello, never '*'.
    messenger: new WindowMessenger({ remoteWindow: window.parent, allowedOrigins: [guessed ?? '*'] }),
    channel: PENPAL_CHANNEL,
    methods: {
      navigate(path: unknown) {
        if (isRoutePath(path)) dispatch({ type: 'navigate', path });
      },
      getState() {
        return dispatch({ type: 'getState' }) ?? null;
      },
    },
  });

  const waitMs = window.name.startsWith(FRAME_NAME_PREFIX) ? LOADER_HANDSHAKE_TIMEOUT_MS : HANDSHAKE_TIMEOUT_MS;
  const config = await withTimeout(
    connection.promise.then((remote) => remote.getConfig()),
    waitMs,
  );
  if (isWidgetConfig(config)) {
    const hostOrigin = guessed ?? config.hostOrigin;
    const resolved: WidgetConfig = { ...config, hostOrigin };
    const takeUnheard = () => {
      const command = unheard;
      unheard = null;
      return command;
    };
    const transport = createIframeTransport(hostOrigin, { connection, handlers, dispatch, takeUnheard });
    const hostStorage: HostStorage = {
      snapshot: config.storage ?? {},
      write(key, value) {
        connection.promise.then((remote) => remote.setStorage(key, value)).catch(() => undefined);
      },
    };
    return withHeightReports({ ...createBridge(resolved, transport), hostStorage });
  }
  connection.destroy();
  return withHeightReports(createBridge(configFromUrl(here, guessed ?? here.origin), createIframeTransport(guessed)));
}

function withHeightReports(bridge: HostBridge): HostBridge {
  const stop = reportContentHeight(bridge);
  const destroy = bridge.destroy;
  return {
    ...bridge,
    destroy() {
      stop();
      destroy();
    },
  };
}

interface Channel {
  connection: Connection<LoaderMethods>;
  handlers: Set<(command: HostCommand) => unknown>;
  dispatch: (command: HostCommand) => unknown;
  /** The navigate that came before anyone listened, once. */
  takeUnheard: () => HostCommand | null;
}

/** Posts straight to the parent at `hostOrigin` (null: nowhere to post), so raw listeners see each message. */
function createIframeTransport(hostOrigin: string | null, channel?: Channel): Transport {
  const handlers = channel?.handlers ?? new Set<(command: HostCommand) => unknown>();
  let resizer: ResizerChild | null = null;
  let destroyed = false;
  if (channel && hostOrigin) {
    startResizerChild(hostOrigin, (info) => channel.dispatch({ type: 'viewport', info }))
      .then((started) => {
        resizer = started;
        if (destroyed) started.stop();
      })
      .catch((error: unknown) => console.error('[Canopy] iframe resizing could not start', error));
  }
  return {
    send(message) {
      if (hostOrigin && !destroyed) window.parent.postMessage(message, hostOrigin);
    },
    onMessage(handler) {
      handlers.add(handler);
      const unheard = channel?.takeUnheard();
      if (unheard) handler(unheard);
      return () => handlers.delete(handler);
    },
    scrollToTop() {
      resizer?.scrollToTop();
    },
    shown() {
      // A loader from before `shown` answers with an error; it shows the widget on `ready` instead.
      channel?.connection.promise.then((remote) => remote.shown()).catch(() => undefined);
    },
    destroy() {
      destroyed = true;
      resizer?.stop();
      handlers.clear();
      channel?.connection.destroy();
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}
