import type { CanopyApi, CanopyEmbed, CanopyMountOptions, CanopyQueuedCall } from './canopy';
import { createUrlSync } from './createUrlSync';
import { createLiveEmbeds } from './liveEmbeds';
import { mountEmbed, type LoaderContext } from './mountEmbed';
import { optionsFromDataset } from './parseOptions';

/** What a second copy of the loader on the same page hands its script tag to. */
interface Internals {
  mountScript(script: HTMLScriptElement | null): void;
}
type InstalledApi = CanopyApi & { readonly __canopy: Internals };

/**
 * Defines window.Canopy (the loader's one global), mounts the embed its script tag describes and replays
 * the calls queued before it arrived (DESIGN §1.3). A second copy of the loader on the page hands its tag to
 * the first and defines nothing; a script tag is never mounted twice. Nothing here throws into the page.
 */
export function install(script: HTMLScriptElement | null, version: string): void {
  const win = window as unknown as { Canopy?: unknown };
  const existing = win.Canopy as (Partial<InstalledApi> & { q?: unknown }) | undefined;
  if (existing?.__canopy) {
    existing.__canopy.mountScript(script);
    return;
  }
  const queued = existing && Array.isArray(existing.q) ? (existing.q as unknown[]) : [];
  let ids = 0;
  const sync = createUrlSync();
  const embeds = createLiveEmbeds();
  // The widget origin is where a tag's loader.js came from; `mount()` uses the first loader's (DESIGN §1.2).
  const contextFor = (tag: HTMLScriptElement | null): LoaderContext | null => {
    const src = tag?.src;
    if (!src) return null;
    return { widgetOrigin: new URL(src, location.href).origin, sync, embeds, nextId: () => (ids += 1) };
  };
  const firstContext = contextFor(script);
  const seenScripts = new WeakSet<HTMLScriptElement>();

  const mount = (raw: unknown, source: 'attributes' | 'options', tag: HTMLScriptElement | null): CanopyEmbed | null => {
    try {
      const context = (tag && contextFor(tag)) || firstContext;
      if (!context) {
        console.error('[Canopy] cannot tell where loader.js came from; load it with <script src=".../loader.js">.');
        return null;
      }
      if (typeof raw !== 'object' || raw === null) {
        console.error('[Canopy] mount() takes an options object such as { storeId: 12, target: "#canopy-menu" }.');
        return null;
      }
      return mountEmbed(raw as Record<string, unknown>, source, context, tag);
    } catch (error) {
      console.error('[Canopy] the embed could not be mounted', error);
      return null;
    }
  };

  const run = (call: unknown) => {
    try {
      const [method, options, callback] = Array.from(call as ArrayLike<unknown>);
      if (method !== 'mount') {
        console.error(`[Canopy] queued call ${JSON.stringify(method)} is unknown; queue ['mount', options, callback?].`);
        return;
      }
      const embed = mount(options, 'options', null);
      if (typeof callback === 'function') callback(embed);
    } catch (error) {
      console.error('[Canopy] a queued call failed', error);
    }
  };

  const internals: Internals = {
    mountScript(tag) {
      if (!tag || seenScripts.has(tag)) return;
      seenScripts.add(tag);
      const options = optionsFromDataset(tag.dataset);
      // A tag with none of our attributes only defines window.Canopy (DESIGN §1.2).
      if (Object.keys(options).length === 0) return;
      // An async tag in <head> can run before the parser reaches its target: look again once it has.
      if (document.readyState === 'loading' && !targetExists(options.target)) {
        document.addEventListener('DOMContentLoaded', () => mount(options, 'attributes', tag), { once: true });
      } else {
        mount(options, 'attributes', tag);
      }
    },
  };
  const api: InstalledApi = {
    version,
    mount: (options: CanopyMountOptions) => mount(options, 'options', null),
    q: {
      push(...calls: CanopyQueuedCall[]) {
        calls.forEach(run);
        return 0;
      },
    },
    __canopy: internals,
  };
  Object.defineProperty(api, '__canopy', { enumerable: false });
  win.Canopy = api;
  internals.mountScript(script);
  queued.forEach(run);
}

function targetExists(target: unknown): boolean {
  if (typeof target !== 'string') return true;
  try {
    return document.querySelector(target) !== null;
  } catch {
    return true; // a bad selector is reported by the mount
  }
}
