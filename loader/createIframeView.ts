import { connect, WindowMessenger } from 'penpal';
import { isHostMessage, PENPAL_CHANNEL, type HostMessage, type WidgetConfig, type WidgetMethods } from '../shared/protocol';
import { writeHostStorage } from './hostStorage';
import { resizeIframe } from './resizeIframe';
import type { EmbedView } from './EmbedView';

// What the widget may ask the browser for: the directory's "near me", payments, copying a link. (Not web-share:
// Chromium warns "Unrecognized feature" in the partner's console.)
export const IFRAME_ALLOW = 'geolocation; payment; clipboard-write';
export const DEFAULT_FRAME_TITLE = 'Dispensary menu';
// Until the widget says it has drawn, the iframe lies over the skeleton (createSkeleton, as tall as the iframe
// starts). A document is transparent until it paints, so the skeleton shows through until the widget's first view
// covers it: the first card is on screen in the frame the widget draws it (DESIGN §3), with no message to wait for.
const OVERLAY = 'position:absolute;top:0;left:0;pointer-events:none;';
const SHOWN = 'display:block;border:0;margin:0;padding:0;overflow:hidden;width:1px;min-width:100%;';

export interface IframeViewOptions {
  container: HTMLElement;
  src: string;
  name: string;
  widgetOrigin: string;
  /** Asked by the widget on every handshake, so a reloaded iframe gets the current route. */
  getConfig: () => WidgetConfig;
  onMessage: (message: HostMessage) => void;
  /** The widget drew its first page (LoaderMethods.shown). */
  onShown: () => void;
  /** The white-label theme (DESIGN §1.2 data-theme), also in the frame's name for the widget's HTML (FRAME_NAME_PREFIX). */
  theme?: Record<string, string>;
}

/**
 * The iframe modes (DESIGN §1.4): an iframe at the mode base plus the route, over the skeleton until the widget
 * has drawn; a penpal channel accepting the widget origin only (it re-shakes hands by itself when the
 * iframe reloads: penpal 7 drops the old port on the new SYN); host-bound messages taken from this iframe's
 * window and the widget origin only; iframe-resizer sizing.
 */
export function createIframeView(options: IframeViewOptions): EmbedView {
  const { container, widgetOrigin } = options;
  const iframe = container.ownerDocument.createElement('iframe');
  iframe.name = options.name + (options.theme ? ' ' + JSON.stringify(options.theme) : '');
  iframe.id = options.name;
  iframe.title = DEFAULT_FRAME_TITLE;
  iframe.allow = IFRAME_ALLOW;
  // The widget reads the host origin from the referrer where ancestorOrigins is missing (Firefox).
  iframe.referrerPolicy = 'strict-origin-when-cross-origin';
  iframe.style.cssText = OVERLAY + SHOWN + 'height:600px';
  iframe.src = options.src;
  container.appendChild(iframe);

  const onWindowMessage = (event: MessageEvent) => {
    if (event.source === null || event.source !== iframe.contentWindow) return;
    if (event.origin !== widgetOrigin || !isHostMessage(event.data)) return;
    if (event.data.type === 'route' && event.data.payload.title) iframe.title = event.data.payload.title;
    options.onMessage(event.data);
  };
  addEventListener('message', onWindowMessage);

  const connection = connect<WidgetMethods>({
    messenger: new WindowMessenger({ remoteWindow: iframe.contentWindow as Window, allowedOrigins: [widgetOrigin] }),
    channel: PENPAL_CHANNEL,
    methods: {
      getConfig: options.getConfig,
      shown: options.onShown,
      setStorage: (key: unknown, value: unknown) => writeHostStorage(widgetOrigin, key, value),
    },
  });
  const remote = connection.promise;
  remote.catch(() => undefined);
  const detachResizer = resizeIframe(iframe, widgetOrigin);

  return {
    reveal() {
      const height = iframe.style.height;
      iframe.style.cssText = SHOWN + `height:${height}`;
    },
    navigate(path) {
      remote.then((widget) => widget.navigate(path)).catch(() => undefined);
    },
    getState() {
      return remote.then((widget) => widget.getState());
    },
    destroy() {
      removeEventListener('message', onWindowMessage);
      detachResizer();
      connection.destroy();
      iframe.remove();
    },
  };
}
