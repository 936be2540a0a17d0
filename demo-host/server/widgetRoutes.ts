import { matchRoute, splitModeBase } from '../../shared/routes';

/** Whether a path is a widget route (000 §2) under some mode base (DESIGN §1.4): those get the widget's HTML
 * with 200, anything else the widget's not-found page with 404 (DESIGN §1.1). */
export function isWidgetPath(path: string): boolean {
  if (path.startsWith('/api/')) return false;
  if (matchRoute(path)) return true;
  for (const hint of [{}, { mode: 'kiosk' as const }]) {
    const split = splitModeBase(path, hint);
    if (split && matchRoute(split.route)) return true;
  }
  return false;
}
