import { matchRoute, splitModeBase } from '../../shared/routes';

/**
 * The widget route (000 §2) a host path (with its query) opens: itself, or the route under its mode base (DESIGN
 * §1.4), with the query; null for a path that is no widget route.
 */
export function widgetRouteOf(path: string): string | null {
  if (path.startsWith('/api/')) return null;
  if (matchRoute(path)) return path;
  const queryAt = path.indexOf('?');
  const [pathname, search] = queryAt === -1 ? [path, ''] : [path.slice(0, queryAt), path.slice(queryAt)];
  for (const hint of [{}, { mode: 'kiosk' as const }]) {
    const split = splitModeBase(pathname, hint);
    if (split && matchRoute(split.route)) return `${split.route}${search}`;
  }
  return null;
}

/** Whether a path is a widget route (000 §2) under some mode base (DESIGN §1.4): those get the widget's HTML
 * with 200, anything else the widget's not-found page with 404 (DESIGN §1.1). */
export function isWidgetPath(path: string): boolean {
  return widgetRouteOf(path) !== null;
}
