import type { Analytics } from '../platform/analytics';
import { pageViewParams } from '../platform/analytics';
import { effect } from '../state/signals';
import type { Session } from '../state/session';
import type { Router } from './router/createRouter';

const pathnameOf = (path: string) => path.split(/[?#]/)[0];

/**
 * The analytics every page gets (001 §7): a page_view for each route (a change of the menu's filters or search in
 * the route's query is not a new page), and identity analytics once the signed-in shopper is known. The source of
 * identity analytics is the embed: its mode and store.
 */
export function trackWidget(analytics: Analytics, router: Router, session: Session, source: string): () => void {
  let shownPath: string | null = null;
  const stopPages = effect(() => {
    const path = router.path.value;
    if (pathnameOf(path) === shownPath) return;
    shownPath = pathnameOf(path);
    analytics.track('page_view', pageViewParams(path));
  });
  const stopIdentity = effect(() => {
    const user = session.user.value;
    if (user) analytics.identify(user.id, source);
  });
  return () => {
    stopPages();
    stopIdentity();
  };
}
