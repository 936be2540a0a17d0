import { joinBase, matchRoute } from '../../../shared/routes';
import type { RouteMatch } from '../../../shared/routes';
import { computed, signal } from '../../state/signals';
import type { ReadonlySignal } from '../../state/signals';

export interface NavigateOptions {
  /** Replace the current entry instead of adding one (redirects, filter changes). */
  readonly replace?: boolean;
}

/**
 * The widget's router. Paths are widget routes (000 §2) relative to the mode base, with their ?query.
 * The iframe modes keep the real URL under the mode base (history API) so a reload or a shared iframe URL
 * lands on the same page; framelessEmbed lives inside the partner's page and must not touch its URL, so it
 * routes in memory and the loader mirrors each route into the host URL (DESIGN §1.5).
 */
export interface Router {
  readonly path: ReadonlySignal<string>;
  readonly match: ReadonlySignal<RouteMatch | null>;
  navigate(path: string, options?: NavigateOptions): void;
  /** What an <a href> should hold for a route, so open-in-new-tab and copy-link work. */
  href(path: string): string;
  destroy(): void;
}

export interface HistoryRouterOptions {
  readonly base: string;
  readonly window: Window;
  /** Never add history entries (the host page owns history under URL sync). */
  readonly replaceOnly?: boolean;
}

export function createHistoryRouter({ base, window: win, replaceOnly = false }: HistoryRouterOptions): Router {
  const read = () => stripBase(base, win.location.pathname) + win.location.search;
  const path = signal(read());
  const onPop = () => {
    path.value = read();
  };
  win.addEventListener('popstate', onPop);
  return {
    path,
    match: computed(() => matchRoute(path.value)),
    navigate(to, options = {}) {
      const next = normalize(to);
      if (next === path.peek()) return;
      const url = joinBase(base, next);
      if (options.replace || replaceOnly) win.history.replaceState(null, '', url);
      else win.history.pushState(null, '', url);
      path.value = next;
    },
    href: (to) => joinBase(base, normalize(to)),
    destroy: () => win.removeEventListener('popstate', onPop),
  };
}

export interface MemoryRouterOptions {
  readonly initialPath: string;
  /** The href for a route; framelessEmbed points at the host page with ?canopy=<route> (DESIGN §1.5). */
  readonly hrefFor?: (path: string) => string;
}

export function createMemoryRouter({ initialPath, hrefFor }: MemoryRouterOptions): Router {
  const path = signal(normalize(initialPath));
  return {
    path,
    match: computed(() => matchRoute(path.value)),
    navigate(to) {
      path.value = normalize(to);
    },
    href: (to) => (hrefFor ? hrefFor(normalize(to)) : normalize(to)),
    destroy: () => undefined,
  };
}

function normalize(path: string): string {
  const trimmed = path.trim();
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function stripBase(base: string, pathname: string): string {
  if (!base) return pathname || '/';
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}
