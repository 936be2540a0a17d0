import { visibleTopOf, type ViewportInfo } from '../../../shared/protocol';

interface ParentIFrame {
  getPageInfo(callback: ((info: PageInfo) => void) | false): void;
  scrollToOffset(x: number, y: number): void;
  close(): void;
}
interface PageInfo {
  offsetTop: number;
  scrollTop: number;
  clientHeight: number;
  windowHeight?: number;
  /** Sent by loaders that measure the host's fixed header (loader/measureTopInset). */
  topInset?: number;
}
type ResizerWindow = Window & { iFrameResizer?: object; parentIFrame?: ParentIFrame };

export interface ResizerChild {
  /** Scrolls the host page to the iframe's top edge when that edge is above the viewport or under its header. */
  scrollToTop(): void;
  stop(): void;
}

/**
 * The content side of iframe-resizer 4.3.11 (iframe modes only): the host page sizes the iframe to the
 * widget, reports its scroll position and viewport (for modals), and scrolls on request. It posts to the
 * host origin only; its one '*' post is the library's data-free "[iFrameResizerChild]Ready" hello.
 */
export async function startResizerChild(hostOrigin: string, onViewport: (info: ViewportInfo) => void): Promise<ResizerChild> {
  const win = window as ResizerWindow;
  let latest: ViewportInfo | null = null;
  win.iFrameResizer = {
    targetOrigin: hostOrigin,
    onReady() {
      win.parentIFrame?.getPageInfo((info) => {
        latest = {
          scrollTop: info.scrollTop,
          viewportHeight: info.windowHeight ?? info.clientHeight,
          offsetTop: info.offsetTop,
          topInset: typeof info.topInset === 'number' && info.topInset > 0 ? info.topInset : 0,
        };
        onViewport(latest);
      });
    },
  };
  await import('iframe-resizer/js/iframeResizer.contentWindow');
  return {
    scrollToTop() {
      if (latest && visibleTopOf(latest) > 0) win.parentIFrame?.scrollToOffset(0, 0);
    },
    stop() {
      win.parentIFrame?.getPageInfo(false);
    },
  };
}
