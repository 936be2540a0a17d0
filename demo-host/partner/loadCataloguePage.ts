import type { Hono } from 'hono';
import { matchRoute, type RouteMatch, type RouteName } from '../../shared/routes';
import type { CataloguePage } from './cataloguePage';
import { loadCatalogPage } from './catalogPages';
import { loadStorePage } from './storePages';

/** The widget routes that show public catalogue (000 §2): the only ones a crawlable page is drawn for. */
const STORE_ROUTES: ReadonlySet<RouteName> = new Set(['store', 'storeMenuById', 'storeMenu', 'storeMenuCategory', 'storeProduct', 'storeSpecials', 'storeSpecial']);
const CATALOG_ROUTES: ReadonlySet<RouteName> = new Set(['product', 'brandProduct', 'brands', 'brand', 'category']);

/** Whether a widget route (relative to the mode base) is a catalogue route. */
export function isCatalogueRoute(path: string): boolean {
  const match = matchRoute(path);
  return match !== null && (STORE_ROUTES.has(match.name) || CATALOG_ROUTES.has(match.name));
}

/** An embed's own menu routes: what the loader mirrors into ?canopy= for a widget embedding one store (data-store-id). */
const EMBED_MENU_ROUTES: ReadonlySet<RouteName> = new Set(['root', 'menu']);

/** The route as a catalogue route: an embed's /menu (or /) is the menu of the store it embeds, when that store is given. */
function catalogueMatch(route: string, embedStoreId: number | undefined): RouteMatch | null {
  const match = matchRoute(route);
  if (!match || !EMBED_MENU_ROUTES.has(match.name)) return match;
  return embedStoreId === undefined ? null : { name: 'storeMenuById', params: { storeId: String(embedStoreId) }, query: match.query };
}

/**
 * The crawlable page of a widget route, read from the public catalogue API; null for a route that is not a
 * catalogue route or names nothing public. `embedStoreId`: the store a partner page embeds, which its /menu shows.
 * Throws CatalogueUnavailable when the API cannot answer.
 */
export async function loadCataloguePage(api: Hono, route: string, embedStoreId?: number): Promise<CataloguePage | null> {
  const match = catalogueMatch(route, embedStoreId);
  if (!match) return null;
  const page = STORE_ROUTES.has(match.name) ? await loadStorePage(api, match) : CATALOG_ROUTES.has(match.name) ? await loadCatalogPage(api, match) : null;
  return page ? { ...page, route } : null;
}
