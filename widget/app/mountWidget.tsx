import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAutoRefresh } from '../state/autoRefresh';
import { computed } from '../state/signals';
import { sizeClassOf } from '../state/sizeClass';
import { App } from './App';
import { createWidgetInstance } from './createWidgetInstance';
import { takeFirstView } from './firstView/takeFirstView';
import { linkThemeFont, warnAboutThemeEntries } from './themeExtras';
import { afterNextPaint } from './kit/useFirstScreen';
import type { WidgetInstance } from './createWidgetInstance';
import { WidgetContext } from './kit/WidgetContext';
import type { HostBridge } from '../platform/bridge/HostBridge';
import type { EarlyResponses } from './earlyResponses';
import { startWidgetErrors } from '../platform/errors/startWidgetErrors';

export interface MountedWidget {
  readonly instance: WidgetInstance;
  unmount(): void;
}

export interface MountOptions {
  /** Answers requested at boot (startEarlyLoad). */
  readonly early?: EarlyResponses;
  /** The first frame the host drew into the HTML (#canopy-first-view), replaced by the first render's. */
  readonly firstView?: Element | null;
}

/**
 * Renders the widget into an element (the iframe's #canopy-root) or into an open shadow root
 * (framelessEmbed), with its own state, router and styles, and measures its width for the size class.
 */
export function mountWidget(root: Element | ShadowRoot | null, bridge: HostBridge, options: MountOptions = {}): MountedWidget {
  if (!root) throw new Error('mountWidget: no root element to render into (expected #canopy-root or a shadow root)');
  const doc = root.ownerDocument ?? document;
  const win = doc.defaultView ?? window;
  let container: HTMLElement;
  let styleTarget: ShadowRoot | HTMLElement;
  if (isShadowRoot(root)) {
    container = doc.createElement('div');
    container.className = 'cn-host';
    root.appendChild(container);
    styleTarget = root;
  } else {
    container = root as HTMLElement;
    styleTarget = doc.head;
  }

  // 001 §7: reporting starts before the instance and the first render; it reads the shopper and route when it reports.
  const mounted: { instance?: WidgetInstance } = {};
  const errors = startWidgetErrors(
    bridge.config,
    { window: win, clicks: isShadowRoot(root) ? root : doc },
    { userId: () => mounted.instance?.session.user.peek()?.id ?? null, route: () => mounted.instance?.router.path.peek() ?? bridge.config.initialPath },
  );
  const instance = createWidgetInstance(bridge, { window: win, styleTarget, early: options.early, errors });
  mounted.instance = instance;
  void instance.bootstrapDevice();
  warnAboutThemeEntries(bridge.config.theme);
  linkThemeFont(doc, bridge.config.theme);
  const measure = (width: number) => {
    if (width > 0) instance.sizeClass.value = sizeClassOf(width);
  };
  let observer: ResizeObserver | null = null;
  if (typeof ResizeObserver === 'function') {
    observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.observe(container);
  }
  measure(container.getBoundingClientRect().width || win.innerWidth);

  const firstView = takeFirstView(options.firstView, instance, win, container);
  const stopAutoRefresh = startAutoRefresh({ enabled: computed(() => instance.flags.values.value['auto-refresh']), window: win, refresh: instance.refreshData });

  const reactRoot = createRoot(container);
  let unmounted = false;
  const render = () => {
    if (unmounted) return;
    instance.firstScreen.value = true;
    reactRoot.render(
      <WidgetContext.Provider value={instance}>
        <FirstCommit onCommit={firstView.replace}>
          <App />
        </FirstCommit>
      </WidgetContext.Provider>,
    );
    afterNextPaint(win, () => {
      instance.firstScreen.value = false;
    });
  };
  // With the first view on screen, the loader's `shown` goes out before the first render's task, not after it.
  if (firstView.kept) win.setTimeout(render, 0);
  else render();

  return {
    instance,
    unmount() {
      unmounted = true;
      firstView.replace();
      observer?.disconnect();
      stopAutoRefresh();
      reactRoot.unmount();
      instance.destroy();
      errors.stop();
      if (container !== root && container.parentNode) container.parentNode.removeChild(container);
    },
  };
}

/** Calls onCommit once, after the tree's first commit (layout effects run children first: the whole first frame). */
function FirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first commit: later onCommits are not wanted.
  useLayoutEffect(onCommit, []);
  return <>{children}</>;
}

function isShadowRoot(node: Element | ShadowRoot): node is ShadowRoot {
  return typeof ShadowRoot !== 'undefined' && node instanceof ShadowRoot;
}
