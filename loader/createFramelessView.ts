import { isHostMessage, type HostCommand, type HostMessage, type Transport, type WidgetConfig } from '../shared/protocol';
import { adoptStyles } from './adoptStyles';
import type { EmbedView } from './EmbedView';
import { loadFramelessWidget } from './loadFramelessWidget';
import { measureTopInset } from './measureTopInset';

// The page's CSS does not cross the shadow boundary, but inherited properties (color, font, …) do through
// the host element, and a page rule on the host beats a normal :host rule; an !important one inside wins
// (CSS Scoping: important declarations of the inner context come later). `all` leaves custom properties alone, so
// the height the loader reserves (--canopy-height, until the widget is ready) still applies.
// While the host holds a server-side fragment (inert, DESIGN §1.6) that reset would undo the loader's inline hold: the
// host keeps no room and shows nothing (the same document paints the widget in the frame it is revealed).
const HOST_RESET =
  ':host{all:initial!important;display:block!important;position:relative!important;min-height:var(--canopy-height)!important}' +
  ':host([inert]){height:0!important;min-height:0!important;overflow:hidden!important}';

export interface FramelessViewOptions {
  /** The shadow host: an element of ours, never the partner's. */
  container: HTMLElement;
  /** None when the target holds a server-side fragment (DESIGN §1.6). */
  skeleton: HTMLElement | null;
  widgetOrigin: string;
  /** Read when the widget mounts, so it opens the embed's current route with its current URL-sync setting. */
  getConfig: () => WidgetConfig;
  onMessage: (message: HostMessage) => void;
  onFail: (error: unknown) => void;
  /** The widget drew its first page. */
  onShown: () => void;
}

/**
 * framelessEmbed (DESIGN §1.4): the widget renders straight into an open shadow root in the partner page.
 * Its messages arrive through a Transport — the same shape and outbox as in an iframe — and are re-posted
 * on the page's own window so a raw `message` listener sees them too.
 */
export function createFramelessView(options: FramelessViewOptions): EmbedView {
  const { container } = options;
  const shadow = container.attachShadow({ mode: 'open' });
  adoptStyles(shadow, HOST_RESET);
  if (options.skeleton) shadow.append(options.skeleton);

  const handlers = new Set<(command: HostCommand) => unknown>();
  const command = (cmd: HostCommand) => {
    let answer: unknown;
    handlers.forEach((handler) => {
      const value = handler(cmd);
      if (answer === undefined) answer = value;
    });
    return answer;
  };
  let destroyed = false;
  let unmount: (() => void) | null = null;
  let frame = 0;

  const viewport = () => {
    frame = 0;
    const rect = container.getBoundingClientRect();
    command({ type: 'viewport', info: { scrollTop: scrollY, viewportHeight: innerHeight, offsetTop: rect.top + scrollY, topInset: measureTopInset(container) } });
  };
  const onScroll = () => {
    frame ||= requestAnimationFrame(viewport);
  };
  addEventListener('scroll', onScroll, { passive: true });
  addEventListener('resize', onScroll, { passive: true });

  const transport: Transport = {
    shown: options.onShown,
    send(message) {
      if (destroyed || !isHostMessage(message)) return;
      options.onMessage(message);
      try {
        postMessage(message, location.origin);
      } catch {
        // An opaque page origin (file://) cannot be targeted; the JS API still got the message.
      }
    },
    onMessage(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    scrollToTop() {
      // Below the page's own fixed header, where the widget's top can be seen.
      const top = container.getBoundingClientRect().top - measureTopInset(container);
      if (top < 0) scrollTo({ top: scrollY + top });
    },
    destroy() {
      handlers.clear();
    },
  };

  loadFramelessWidget(options.widgetOrigin).then(
    ({ module, css }) => {
      if (destroyed) return;
      for (const href of css) {
        const link = container.ownerDocument.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        shadow.insertBefore(link, options.skeleton);
      }
      unmount = module.mount(shadow, options.getConfig(), transport).unmount;
      viewport();
    },
    (error: unknown) => {
      if (!destroyed) options.onFail(error);
    },
  );

  return {
    reveal() {
      // The skeleton goes with the handle's reveal; the shadow root needs nothing more.
    },
    navigate(path) {
      command({ type: 'navigate', path });
    },
    getState() {
      return Promise.resolve(command({ type: 'getState' }) ?? null);
    },
    destroy() {
      destroyed = true;
      removeEventListener('scroll', onScroll);
      removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
      try {
        unmount?.();
      } finally {
        handlers.clear();
      }
    },
  };
}
