import { lazy } from 'react';
import type { ComponentType } from 'react';

/** A route's page, loaded on first use so each feature is its own chunk (DESIGN §2, code-split by route). */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}
