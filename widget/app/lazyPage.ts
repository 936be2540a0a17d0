import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';

export type LazyPage<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A route's page, loaded on first use so each feature is its own chunk (DESIGN §2, code-split by route).
 * preload() starts the load early (the first route at boot); a page already loaded renders without suspending.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const get = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        pending = null; // a failed chunk load may be retried by the next render
        throw error;
      },
    ));
  const Lazy = lazy(get);
  function Page(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return Object.assign(Page, { preload: get });
}
