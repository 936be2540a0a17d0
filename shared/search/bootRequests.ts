import { configFromUrl } from '../routes/configFromUrl';
import { matchRoute } from '../routes/matchRoute';
import type { RouteMatch } from '../routes/matchRoute';
import type { QueryParams } from '../routes/requestUrl';
import { menuCardParams } from './menuSearchParams';
import { BEST_SELLERS_SEARCH, initialMenuState, isFiltered, menuSearch } from './menuState';

const STORE_MENU_ROUTES = new Set(['store', 'storeMenuById', 'storeMenu', 'storeMenuCategory']);
const STORE_LANDING_ROUTES = new Set(['root', 'menu', 'kioskLanding']);

export interface BootGet {
  readonly path: string;
  readonly query?: QueryParams;
  /** Only the answer's products are read (the Best sellers row): a host inlining it leaves its facets out. */
  readonly productsOnly?: true;
}

export interface BootPlan {
  /** The route the widget's URL opens (DESIGN §1.5), or null for a path the widget does not know. */
  readonly match: RouteMatch | null;
  /** The store the embed is configured for, from the mode base of the URL. */
  readonly configuredStore: number | null;
  /** The API GETs the first page renders from, as the request layer will ask for them without a token. */
  readonly gets: readonly BootGet[];
  /**
   * The first page is the store menu, which the widget's first chunk draws, so the host can draw its first view
   * from the answers. Another page (the kiosk's landing) is in a chunk of its own: its answers are inlined, but a
   * render on the server would suspend on that chunk.
   */
  readonly drawable: boolean;
}

/**
 * What the first page of a widget URL needs from the API. Pure, so the widget can start these requests before
 * the handshake and the host can answer them inside the widget's HTML; both then agree on the URLs. Today the
 * store menu (the first page of nearly every embed): the store, its first menu page, the Best sellers row and the
 * store's specials (the deals row).
 */
export function bootRequests(url: URL): BootPlan {
  const config = configFromUrl(url, url.origin);
  const match = matchRoute(config.initialPath);
  const configuredStore = config.storeId ?? config.partnerId ?? null;
  if (!match) return { match, configuredStore, gets: [], drawable: false };
  // 000 §2 kiosk /landing: a kiosk's start page names its store and shows no menu.
  if (match.name === 'kioskLanding' && config.mode === 'kiosk') {
    return { match, configuredStore, gets: configuredStore === null ? [] : [{ path: `/stores/${configuredStore}` }], drawable: false };
  }
  const storeId = STORE_MENU_ROUTES.has(match.name) ? Number(match.params.storeId) : STORE_LANDING_ROUTES.has(match.name) ? configuredStore : null;
  if (storeId === null || !Number.isSafeInteger(storeId)) return { match, configuredStore, gets: [], drawable: false };
  const state = initialMenuState(match.query, match.params.category ?? null);
  const gets: BootGet[] = [{ path: `/stores/${storeId}` }, { path: `/stores/${storeId}/menu_products`, query: menuCardParams(menuSearch(state, 1)) }];
  // An unfiltered menu shows the Best sellers row and the deals row; drawn from the first answers, the deals row no
  // longer arrives later and pushes the results down (layout shift, DESIGN §3 Lighthouse CLS).
  if (!isFiltered(state)) {
    gets.push({ path: `/stores/${storeId}/menu_products`, query: menuCardParams(BEST_SELLERS_SEARCH), productsOnly: true }, { path: `/stores/${storeId}/specials` });
  }
  return { match, configuredStore, gets, drawable: true };
}
