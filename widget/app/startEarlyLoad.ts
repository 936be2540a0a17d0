import { matchRoute } from '../../shared/routes';
import { BEST_SELLERS_SEARCH, initialMenuState, isFiltered, menuSearch } from '../features/menu/menuState';
import { menuSearchParams } from '../api/menu';
import { configFromUrl } from '../platform/bridge/configFromUrl';
import { createEarlyResponses } from './earlyResponses';
import type { EarlyResponses } from './earlyResponses';
import { preloadRoute } from './RouteView';

const STORE_MENU_ROUTES = new Set(['store', 'storeMenuById', 'storeMenu', 'storeMenuCategory']);
const STORE_LANDING_ROUTES = new Set(['root', 'menu', 'kioskLanding']);

/**
 * Boot work that need not wait for the loader's handshake: the widget's own URL names the mode, the store and
 * the route (DESIGN §1.5), so the route's chunk and, for a store menu, the store, its first menu page and the
 * Best sellers row are requested at once. The loader's config normally agrees; where it does not, the request
 * layer asks for other URLs and these answers go unused.
 */
export function startEarlyLoad(url: URL): EarlyResponses {
  const config = configFromUrl(url, url.origin);
  const early = createEarlyResponses(config.apiBase);
  const match = matchRoute(config.initialPath);
  if (!match) return early;
  const configuredStore = config.storeId ?? config.partnerId ?? null;
  preloadRoute(match, configuredStore);

  const storeId = STORE_MENU_ROUTES.has(match.name) ? Number(match.params.storeId) : STORE_LANDING_ROUTES.has(match.name) ? configuredStore : null;
  if (storeId === null || !Number.isSafeInteger(storeId)) return early;
  const state = initialMenuState(match.query, match.params.category ?? null);
  early.get(`/stores/${storeId}`);
  early.get(`/stores/${storeId}/menu_products`, menuSearchParams(menuSearch(state, 1)));
  if (!isFiltered(state)) early.get(`/stores/${storeId}/menu_products`, menuSearchParams(BEST_SELLERS_SEARCH));
  return early;
}
