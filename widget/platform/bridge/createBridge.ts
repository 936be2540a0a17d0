import type { HostCommand, HostMessage, ViewportInfo, WidgetConfig } from '../../../shared/protocol';
import type { HostBridge } from './HostBridge';
import { createOutbox, type OutboxOptions } from './outbox';
import type { Transport } from './transport';

/**
 * A HostBridge over any Transport: one outbox in front of `transport.send`, host commands fanned out to the
 * app's listeners, and a flush when the page is hidden so nothing queued is lost (DESIGN §1.3: nothing is dropped).
 */
export function createBridge(config: WidgetConfig, transport: Transport, options: OutboxOptions = {}): HostBridge {
  // Each message says which embed sent it (DESIGN §1.3 plus embedId, the loader's number for the embed), so a page
  // with several tells them apart; a widget opened without the loader has no number and sends none.
  const { embedId } = config;
  const stamped = (message: HostMessage): HostMessage => (embedId === undefined ? message : { ...message, embedId });
  const outbox = createOutbox((messages) => messages.forEach((message) => transport.send(stamped(message))), options);
  const navigateListeners = new Set<(path: string) => void>();
  const viewportListeners = new Set<(info: ViewportInfo) => void>();
  let stateProvider: () => unknown = () => null;
  let viewport: ViewportInfo | null = null;
  let lastRoute: string | null = null;
  // A navigate the host sends as soon as the channel opens (the loader's, or a partner's embed.navigate() right after
  // mount) can come before the app listens: the newest one waits for the first listener.
  let unheardPath: string | null = null;
  let destroyed = false;

  const unsubscribe = transport.onMessage((command: HostCommand) => {
    switch (command.type) {
      case 'navigate':
        if (navigateListeners.size === 0) unheardPath = command.path;
        navigateListeners.forEach((fn) => fn(command.path));
        return undefined;
      case 'getState':
        return stateProvider();
      case 'viewport':
        viewport = command.info;
        viewportListeners.forEach((fn) => fn(command.info));
        return undefined;
    }
  });

  const onHide = () => outbox.flush();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') outbox.flush();
  };
  addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', onVisibility);

  return {
    config,
    send(message: HostMessage) {
      if (destroyed) return;
      if (message.type === 'route') {
        // Scroll to the top on a route change at once, not after the debounce; the first route is the
        // page load and must not move the partner's page.
        // A change of the query only (menu filters, sort, search) stays where the shopper is.
        if (lastRoute !== null && pathOf(lastRoute) !== pathOf(message.payload.path)) transport.scrollToTop?.();
        lastRoute = message.payload.path;
      }
      outbox.push(message);
    },
    shown() {
      if (!destroyed) transport.shown?.();
    },
    onNavigate(fn) {
      navigateListeners.add(fn);
      if (unheardPath !== null) fn(unheardPath);
      unheardPath = null;
      return () => navigateListeners.delete(fn);
    },
    setStateProvider(fn) {
      stateProvider = fn;
    },
    onViewport(fn) {
      viewportListeners.add(fn);
      if (viewport) fn(viewport);
      return () => viewportListeners.delete(fn);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      outbox.destroy();
      unsubscribe();
      removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      navigateListeners.clear();
      viewportListeners.clear();
      transport.destroy();
    },
  };
}

const pathOf = (route: string) => route.split(/[?#]/)[0];
