import { createRoot } from 'react-dom/client';
import { sizeClassOf } from '../state/sizeClass';
import { App } from './App';
import { createWidgetInstance } from './createWidgetInstance';
import { afterFirstPaint } from './useFirstScreen';
import type { WidgetInstance } from './createWidgetInstance';
import { WidgetContext } from './WidgetContext';
import type { HostBridge } from '../platform/bridge/HostBridge';
import type { EarlyResponses } from './earlyResponses';

export interface MountedWidget {
  readonly instance: WidgetInstance;
  unmount(): void;
}

/**
 * Renders the widget into an element (the iframe's #canopy-root) or into an open shadow root
 * (framelessEmbed), with its own state, router and styles, and measures its width for the size class.
 */
export function mountWidget(root: Element | ShadowRoot | null, bridge: HostBridge, options: { early?: EarlyResponses } = {}): MountedWidget {
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

  const instance = createWidgetInstance(bridge, { window: win, styleTarget, early: options.early });
  const measure = (width: number) => {
    if (width > 0) instance.sizeClass.value = sizeClassOf(width);
  };
  let observer: ResizeObserver | null = null;
  if (typeof ResizeObserver === 'function') {
    observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.observe(container);
  }
  measure(container.getBoundingClientRect().width || win.innerWidth);

  const reactRoot = createRoot(container);
  instance.firstScreen.value = true;
  reactRoot.render(
    <WidgetContext.Provider value={instance}>
      <App />
    </WidgetContext.Provider>,
  );
  afterFirstPaint(win, () => {
    instance.firstScreen.value = false;
  });

  return {
    instance,
    unmount() {
      observer?.disconnect();
      reactRoot.unmount();
      instance.destroy();
      if (container !== root && container.parentNode) container.parentNode.removeChild(container);
    },
  };
}

function isShadowRoot(node: Element | ShadowRoot): node is ShadowRoot {
  return typeof ShadowRoot !== 'undefined' && node instanceof ShadowRoot;
}
