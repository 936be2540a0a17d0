import { FEATURE_FLAGS } from '../../shared/platform';
import { hostMessage } from '../../shared/protocol';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { baseCss, gridCss } from '../styles/baseCss';
import { useSignalValue } from '../state/useSignalValue';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { NotificationBanner } from './NotificationBanner';
import { CartOverlayHost } from '../features/cart/CartOverlayHost';
import { DeviceCookieNotice } from './DeviceCookieNotice';
import { PageSkeleton } from './PageSkeleton';
import { RouteView } from './RouteView';
import { themeProperties } from './styleHost';
import { useStyles } from './kit/useStyles';
import { useWidget } from './kit/WidgetContext';

declare const __CANOPY_VERSION__: string;
const VERSION = typeof __CANOPY_VERSION__ === 'string' ? __CANOPY_VERSION__ : '0.0.0-dev';

/** The shell: header for the mode, the routed page behind an error boundary, footer, notifications. */
export function App() {
  const widget = useWidget();
  useStyles('base', baseCss + gridCss);
  const size = useSignalValue(widget.sizeClass);
  const path = useSignalValue(widget.router.path);
  const theme = themeProperties(widget.config.theme);
  const flags = useSignalValue(widget.flags.values);
  // 000 §1: the flags on, named on the root (data-features) for the partner's CSS.
  const features = FEATURE_FLAGS.filter((flag) => flags[flag]).join(' ');
  // The server's first view has no top window (renderFirstView's stand-in): it leaves the attribute to the first render.
  const viewport = widget.ownsViewport ? 'page' : undefined;

  // The first commit is on screen-to-be (content or skeletons): the loader can drop its placeholder now.
  useLayoutEffect(() => widget.bridge.shown(), [widget]);
  useEffect(() => {
    widget.bridge.send(hostMessage('ready', { mode: widget.config.mode, storeId: widget.storeId, version: VERSION }));
  }, [widget]);

  const main = useRef<HTMLElement>(null);
  const route = pathOnly(path);
  const firstRoute = useRef(route);
  // A new page moves focus to the content so screen readers start there, not at the link just used.
  useEffect(() => {
    if (route !== firstRoute.current) main.current?.focus({ preventScroll: true });
  }, [route]);

  return (
    <div className="cn-app" style={theme} data-mode={widget.config.mode} data-size={size ?? undefined} data-features={features || undefined} data-viewport={viewport}>
      <div className="cn-frame">
        <button type="button" className="cn-skip" onClick={() => main.current?.focus()}>
          Skip to content
        </button>
        <Header />
        <main ref={main} id="cn-main" className="cn-main" tabIndex={-1}>
          {/* 000 §2: page content stays hidden until the size class is known. */}
          {size && (
            <ErrorBoundary key={route}>
              <Suspense fallback={<PageSkeleton />}>
                <RouteView />
              </Suspense>
            </ErrorBoundary>
          )}
        </main>
        <Footer />
      </div>
      <CartOverlayHost />
      <NotificationBanner />
      <DeviceCookieNotice />
    </div>
  );
}

function pathOnly(path: string): string {
  const at = path.indexOf('?');
  return at === -1 ? path : path.slice(0, at);
}
