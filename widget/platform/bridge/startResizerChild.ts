import type { ViewportInfo } from '../../../shared/protocol';

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
}
type ResizerWindow = Window & { iFrameResizer?: object; parentIFrame?: ParentIFrame };

export interface ResizerChild {
  /** Scrolls the host page to the iframe's top edge when that edge is above the viewport. */
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
        };
        onViewport(latest);
      });
    },
  };
  await import('iframe-resizer/js/iframeResizer.contentWindow');
  return {
    scrollToTop() {
      if (latest && latest.scrollTop > latest.offsetTop) win.parentIFrame?.scrollToOffset(0, 0);
    },
    stop() {
      win.parentIFrame?.getPageInfo(false);
    },
  };
}
