import { useEffect, useReducer, useRef } from 'react';
import { useWidget } from '../../app';
import { initialMenuState, menuLocation, menuQueryKey, menuReducer } from '../../../shared/search';
import type { MenuAction, MenuState } from '../../../shared/search';

const MENU_ROUTES = new Set(['root', 'menu', 'kioskLanding', 'store', 'storeMenuById', 'storeMenu', 'storeMenuCategory']);

/**
 * The menu's state, kept in its URL. Each change replaces the route's query at once (no history entry per click;
 * the widget reports the route to the host as for any navigation), so a reload, a shared link or Back from a
 * product shows the same menu. A route changed from outside (the host's back and forward, its navigate) resets
 * the state; the menu's own replacements do not, since they already match it.
 * `beforeChange` runs with the next state before React renders it (the menu's prefetch).
 */
export function useMenuState(query: Readonly<Record<string, string>>, category: string | null, beforeChange: (next: MenuState) => void) {
  const { router } = useWidget();
  const [chosen, dispatchChosen] = useReducer(menuReducer, undefined, () => initialMenuState(query, category));
  // Every dispatch and every router write happen together, so the two agree between renders too.
  const latest = useRef(chosen);

  const dispatch = (action: MenuAction) => {
    // A choice made just before the shopper left the menu (a tab applies after its frame: MenuTabs) rewrites no other route.
    if (!MENU_ROUTES.has(router.match.peek()?.name ?? '')) return;
    const next = menuReducer(latest.current, action);
    if (next === latest.current) return;
    latest.current = next;
    beforeChange(next);
    dispatchChosen(action);
    router.navigate(menuLocation(router.path.peek(), next), { replace: true });
  };

  const routeKey = menuQueryKey(initialMenuState(query, category));
  useEffect(() => {
    const live = router.match.peek();
    if (!live || !MENU_ROUTES.has(live.name)) return;
    const fromUrl = initialMenuState(live.query, live.params.category ?? null);
    if (menuQueryKey(fromUrl) === menuQueryKey(latest.current)) return;
    latest.current = fromUrl;
    dispatchChosen({ type: 'replace', state: fromUrl });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new route (its query key) resets the choice; the router and `latest` are stable.
  }, [routeKey]);

  return [chosen, dispatch] as const;
}
