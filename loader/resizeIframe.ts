// The host side of iframe-resizer 4.3.11's protocol; the widget runs the library's own content script.
// Why not the library's host script: measured in the es2017 loader bundle, it is 6.2 KB gzip and penpal 4.0 KB,
// 10.2 KB of the loader's 12 KB (DESIGN §3) before the loader's own code. It also throws an uncaught Error
// into the partner's console for every message from another origin, publishes window.iFrameResize, registers
// an anonymous AMD module on RequireJS pages and patches jQuery. The part we use is this small.
import { measureTopInset } from './measureTopInset';

const MSG_ID = '[iFrameSizer]';
// id:bodyMarginV1:sizeWidth:log:interval:enablePublicMethods:autoResize:bodyMargin:heightCalculationMethod:
// bodyBackground:bodyPadding:tolerance:inPageLinks:resizeFrom:widthCalculationMethod:mouseEvents
const INIT_FIELDS = ':8:false:false:32:true:true:null:bodyOffset:null:null:0:false:parent:scroll:false';

/**
 * Sizes an iframe to the widget's content, accepting resizer messages from that iframe's window and the
 * widget origin only; sends the page's scroll position and viewport when the widget asks (modals in view)
 * and scrolls the page when it asks (route changes). Returns the detach function.
 */
export function resizeIframe(iframe: HTMLIFrameElement, widgetOrigin: string): () => void {
  const id = iframe.id;
  let frame = 0;
  let watching = false;
  const post = (message: string) => iframe.contentWindow?.postMessage(MSG_ID + message, widgetOrigin);
  const init = () => post(id + INIT_FIELDS);

  // The fields our widget reads (widget/platform/bridge/startResizerChild.ts), named as the library names them;
  // topInset is ours (the content script hands the parsed object over whole, and older widgets ignore it).
  const sendPageInfo = () => {
    frame = 0;
    const rect = iframe.getBoundingClientRect();
    const info = {
      offsetTop: Math.round(rect.top + pageYOffset),
      scrollTop: pageYOffset,
      clientHeight: Math.max(document.documentElement.clientHeight, innerHeight || 0),
      windowHeight: innerHeight,
      topInset: measureTopInset(iframe),
    };
    post('pageInfo:' + JSON.stringify(info));
  };
  const onViewportChange = () => {
    frame ||= requestAnimationFrame(sendPageInfo);
  };
  const watch = (on: boolean) => {
    if (on === watching) return;
    watching = on;
    for (const type of ['scroll', 'resize']) {
      if (on) addEventListener(type, onViewportChange, { passive: true });
      else removeEventListener(type, onViewportChange);
    }
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source === null || event.source !== iframe.contentWindow || event.origin !== widgetOrigin) return;
    const data = event.data;
    if (data === '[iFrameResizerChild]Ready') return init();
    if (typeof data !== 'string' || !data.startsWith(MSG_ID + id + ':')) return;
    const [, height, width, type] = data.slice(MSG_ID.length).split(':');
    const y = Number(height);
    const x = Number(width);
    switch (type) {
      case 'scrollToOffset': {
        const rect = iframe.getBoundingClientRect();
        // Below the page's own fixed header, where the widget's top can be seen.
        scrollTo(pageXOffset + rect.left + x, pageYOffset + rect.top + y - measureTopInset(iframe));
        return;
      }
      case 'scrollTo':
        scrollTo(x, y);
        return;
      case 'pageInfo':
        sendPageInfo();
        watch(true);
        return;
      case 'pageInfoStop':
        watch(false);
        return;
      default:
        // init, resize, mutationObserver, interval, size, …: a new content height. The library's other types
        // (close, message, mouse events, in-page links) come only from calls our widget never makes, and carry the
        // current height too.
        if (Number.isFinite(y) && y >= 0) iframe.style.height = `${Math.ceil(y)}px`;
    }
  };

  addEventListener('message', onMessage);
  iframe.addEventListener('load', init);
  return () => {
    removeEventListener('message', onMessage);
    iframe.removeEventListener('load', init);
    watch(false);
    cancelAnimationFrame(frame);
  };
}
