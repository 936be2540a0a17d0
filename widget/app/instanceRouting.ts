import { modeBase, splitModeBase, withReturnTo } from '../../shared/routes';
import { hostMessage } from '../../shared/protocol';
import type { WidgetConfig } from '../../shared/protocol';
import type { HostBridge } from '../platform/bridge/HostBridge';
import type { Session } from '../state/session';
import { createHistoryRouter, createMemoryRouter } from './router/createRouter';
import type { Router } from './router/createRouter';

const LEAVING_SESSION = /^\/(login|logout)(?:[/?#]|$)/;

/**
 * 001 §4, §8: a 401 on a request that went with a session means its token no longer works: the session is
 * cleared, the host page told, and login opens (in embedded modes the embedded login page: /login under the
 * mode base) to bring the shopper back here afterwards. A guest's 401 (a wrong password on /login) is that
 * call's own answer, and a second 401 of a session already cleared finds nothing to end, so login opens once.
 */
export function endRefusedSession(session: Session, router: Router, bridge: HostBridge): void {
  if (!session.signedIn.peek()) return;
  session.clear({ refused: true });
  bridge.send(hostMessage('logout', {}));
  const here = router.path.peek();
  if (session.enabled && !LEAVING_SESSION.test(here)) router.navigate(withReturnTo('/login', here), { replace: true });
}

/** framelessEmbed routes in memory (the partner page's address is the loader's); iframe modes use their own history under the mode base. */
export function chooseRouter(config: WidgetConfig, win: Window): Router {
  if (config.mode === 'framelessEmbed') {
    return createMemoryRouter({
      initialPath: config.initialPath || '/',
      hrefFor: (path) => {
        const url = new URL(win.location.href);
        url.searchParams.set('canopy', path);
        return url.pathname + url.search;
      },
    });
  }
  const split = splitModeBase(win.location.pathname, { mode: config.mode });
  let base = split?.base ?? '';
  if (!split) {
    try {
      base = modeBase(config);
    } catch {
      base = '';
    }
  }
  // With URL sync the host page owns history (the loader mirrors each route), so the iframe replaces.
  return createHistoryRouter({ base, window: win, replaceOnly: config.urlSync });
}
