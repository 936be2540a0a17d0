import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';

export type LazyPage<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

// Bumped by the Oops page's Try again: pages whose chunk failed to load before it load again.
let retries = 0;
const chunkFailures = new WeakSet<object>();

/** Whether an error is a page's chunk failing to load (as opposed to the page failing to render). */
export function isChunkLoadError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && chunkFailures.has(error);
}

/** The error page's Try again (000 §2): a page whose chunk failed to load is loaded again on its next render. */
export function retryFailedPages(): void {
  retries += 1;
}

// Chromium keeps a failed import()'s failure in the document's module map for good (whatwg/html#6768; the change
// that ends this, whatwg/html#10327, is not in every Chromium), so importing the chunk again fails at once. Its
// message names the URL (Firefox's too); the same URL with a query is a new module-map entry, fetched afresh, and
// its own imports are the chunks the page already has.
const FAILED_IMPORT = /dynamically imported module:\s*(https?:\/\/\S+)\s*$/;

/** The URL of the chunk a failed import() names, where the browser names it. */
export function failedImportUrl(error: unknown): string | null {
  return (error instanceof Error && FAILED_IMPORT.exec(error.message)?.[1]) || null;
}

const importUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * A route's page, loaded on first use so each feature is its own chunk (DESIGN §2, code-split by route).
 * preload() starts the load early (the first route at boot); a page already loaded renders without suspending.
 * After Try again, a chunk that failed is asked for again, by a fresh URL where the browser kept the failure.
 */
export function lazyPage<M, P extends object>(
  importModule: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  importAgain: (url: string) => Promise<unknown> = importUrl,
): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let failedBefore: number | null = null;
  let failedOnce = false;
  const load = (): Promise<M> =>
    failedOnce
      ? importModule().catch((error: unknown) => {
          const url = failedImportUrl(error);
          if (!url) throw error;
          return importAgain(`${url}${url.includes('?') ? '&' : '?'}retry=${retries}`) as Promise<M>;
        })
      : importModule();
  const get = () =>
    (pending ??= load().then(
      (module) => {
        loaded = pick(module);
        return { default: loaded };
      },
      (error: unknown) => {
        pending = null;
        failedBefore = retries;
        failedOnce = true;
        if (typeof error === 'object' && error !== null) chunkFailures.add(error);
        throw error;
      },
    ));
  let Lazy = lazy(get);
  function Page(props: P) {
    if (loaded) return createElement(loaded, props);
    // lazy() keeps its rejection for good, so only a new one loads again. Only after Try again: renewing it on
    // any render would retry a chunk that keeps failing in a loop (a rejection re-renders the boundary).
    if (failedBefore !== null && failedBefore < retries) {
      failedBefore = null;
      Lazy = lazy(get);
    }
    return createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return Object.assign(Page, { preload: get });
}
