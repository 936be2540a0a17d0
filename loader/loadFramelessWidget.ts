import type { Transport, WidgetConfig } from '../shared/protocol';
import { LoaderError } from './LoaderError';

/** The widget's framelessEmbed entry (widget/frameless.tsx). */
export interface FramelessModule {
  mount(shadowRoot: ShadowRoot, config: WidgetConfig, transport: Transport): { unmount(): void };
}

export interface FramelessAssets {
  module: FramelessModule;
  /** Absolute URLs of the widget's stylesheets, to link inside each shadow root. */
  css: string[];
}

const loads = new Map<string, Promise<FramelessAssets>>();

/**
 * Fetches the widget's manifest and imports its frameless entry from the widget origin, once per origin;
 * a failed load is forgotten so the next embed retries (the stripe-js loader's habit).
 */
export function loadFramelessWidget(widgetOrigin: string): Promise<FramelessAssets> {
  let load = loads.get(widgetOrigin);
  if (!load) {
    load = fetchAssets(widgetOrigin);
    loads.set(widgetOrigin, load);
    load.catch(() => loads.delete(widgetOrigin));
  }
  return load;
}

async function fetchAssets(widgetOrigin: string): Promise<FramelessAssets> {
  try {
    const response = await fetch(`${widgetOrigin}/widget/manifest.json`, { credentials: 'omit' });
    if (!response.ok) throw new Error(`manifest.json answered ${response.status}`);
    const manifest = (await response.json()) as { entries?: { frameless?: unknown }; css?: unknown };
    const entry = manifest.entries?.frameless;
    if (typeof entry !== 'string' || !entry.startsWith('/')) throw new Error('manifest.json names no frameless entry');
    const module = (await import(/* webpackIgnore: true */ widgetOrigin + entry)) as FramelessModule;
    if (typeof module.mount !== 'function') throw new Error(`${entry} exports no mount()`);
    const css = Array.isArray(manifest.css) ? manifest.css.filter((f): f is string => typeof f === 'string' && f.startsWith('/')) : [];
    return { module, css: css.map((file) => widgetOrigin + file) };
  } catch (error) {
    throw new LoaderError('widget_unavailable', `the Canopy widget could not be loaded from ${widgetOrigin}`, { cause: error });
  }
}
