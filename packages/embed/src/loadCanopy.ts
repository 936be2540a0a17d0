import type { CanopyApi } from './canopy.js';

export interface LoadCanopyOptions {
  /**
   * The Canopy host's origin, such as `https://menu.example.com`: /loader.js is loaded from there, and the widget
   * is served from there (DESIGN §1.2). Not needed when the page already has the loader's script tag.
   */
  host?: string;
}

// One loader per page: every call shares the first one's promise (a failed load is forgotten, so a later call tries again).
let loading: Promise<CanopyApi | null> | null = null;

/**
 * Adds `<script async src="HOST/loader.js">` to the page once and resolves to `window.Canopy`, the typed API. A second
 * call, or a loader script already on the page, gives the same promise. On the server (no `window`) it resolves to
 * null and touches nothing, so it is safe to call while rendering. Rejects with an Error saying why when the script
 * cannot be loaded or defines no API.
 */
export function loadCanopy(options: LoadCanopyOptions | string = {}): Promise<CanopyApi | null> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve(null);
  if (loading) return loading;
  const host = typeof options === 'string' ? options : options.host;
  loading = new Promise<CanopyApi | null>((resolve, reject) => {
    const api = installedApi();
    if (api) {
      resolve(api);
      return;
    }
    const src = host === undefined ? null : loaderUrl(host);
    const script = findLoaderScript(src) ?? injectLoaderScript(src ?? missingHost());
    script.addEventListener('load', () => {
      const loaded = installedApi();
      if (loaded) resolve(loaded);
      else reject(new Error(`[Canopy] ${script.src} loaded but defined no window.Canopy: is it Canopy's loader.js?`));
    });
    script.addEventListener('error', () => {
      // A failed tag is dead weight; the next call adds a fresh one.
      script.remove();
      reject(new Error(`[Canopy] ${script.src} could not be loaded: check the host's address and that the page may load scripts from it (CSP script-src).`));
    });
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** window.Canopy once a loader has defined it; not the queue (`{ q: [] }`) a page may set up before. */
function installedApi(): CanopyApi | null {
  const candidate = window.Canopy as Partial<CanopyApi> | undefined;
  return candidate && typeof candidate.mount === 'function' ? (candidate as CanopyApi) : null;
}

function missingHost(): never {
  throw new Error('[Canopy] loadCanopy needs the Canopy host, such as loadCanopy({ host: "https://menu.example.com" }).');
}

/** The address of /loader.js on the host; a clear Error for a malformed host. */
function loaderUrl(host: string): string {
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    throw new Error(`[Canopy] loadCanopy: host ${JSON.stringify(host)} is not a URL; give an origin such as "https://menu.example.com".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`[Canopy] loadCanopy: host ${JSON.stringify(host)} must be an http(s) origin.`);
  return `${url.origin}/loader.js`;
}

/** A loader script already on the page (the partner's snippet, or ours from before): this one, or any when none is named. */
function findLoaderScript(wanted: string | null): HTMLScriptElement | null {
  for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    const src = new URL(script.src, location.href);
    if (wanted === null ? src.pathname.endsWith('/loader.js') : src.href === wanted) return script;
  }
  return null;
}

function injectLoaderScript(src: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  (document.head ?? document.body).appendChild(script);
  return script;
}
