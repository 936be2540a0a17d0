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

/**
 * A route's page, loaded on first use so each feature is its own chunk (DESIGN §2, code-split by route).
 * preload() starts the load early (the first route at boot); a page already loaded renders without suspending.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let failedBefore: number | null = null;
  const get = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        pending = null;
        failedBefore = retries;
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
