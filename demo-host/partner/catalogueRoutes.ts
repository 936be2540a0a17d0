import type { Hono } from 'hono';
import type { Brand, StoreSpecial } from '../../shared/types';
import { readCatalogue, readStore } from './catalogueReads';
import type { MenuListing } from './menuListing';
import { brandPath, brandsPath, storeMenuPath, storeProductPath, storeSpecialPath, storeSpecialsPath } from '../../shared/routes/catalogueLinks';

// The largest pages the catalogue API serves (docs/api.md): a sitemap reads it page by page, never all at once.
const STORES_PER_PAGE = 100;
const BRANDS_PER_PAGE = 200;

interface Paged {
  nb_hits: number;
}

/** Every item of a paged catalogue list, page after page, until `limit` items or the last page. */
async function readAllPages<T>(read: (page: number) => Promise<(Paged & Record<string, unknown>) | null>, key: string, limit: number): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; items.length < limit; page += 1) {
    const answer = await read(page);
    const found = (answer?.[key] ?? []) as T[];
    items.push(...found);
    if (found.length === 0 || items.length >= (answer?.nb_hits ?? 0)) break;
  }
  return items.slice(0, limit);
}

async function storeRoutes(api: Hono, listMenu: MenuListing, storeId: number, limit: number): Promise<string[]> {
  const store = await readStore(api, storeId);
  if (!store) return [];
  const specials = (await readCatalogue<{ specials: StoreSpecial[] }>(api, `/stores/${store.id}/specials`))?.specials.filter((s) => s.active) ?? [];
  const products = await listMenu(store.id, limit);
  return [
    storeMenuPath(store),
    ...(specials.length > 0 ? [storeSpecialsPath(store), ...specials.map((s) => storeSpecialPath(store, s))] : []),
    ...products.map((p) => storeProductPath(store, p)),
  ];
}

/**
 * The widget routes of the public catalogue: every store's menu and its live specials (public API), the products on
 * its menu (menuListing), then the brands (public API). At most `limit` (a sitemap's reader stops there). With
 * `storeId`, that store's routes alone (a partner page embedding one store); none for a store that does not exist.
 */
export async function listCatalogueRoutes(api: Hono, listMenu: MenuListing, limit: number, storeId?: number): Promise<string[]> {
  if (storeId !== undefined) return storeRoutes(api, listMenu, storeId, limit);
  const routes: string[] = [];
  const stores = await readAllPages<{ id: number }>((page) => readCatalogue(api, '/stores', { page, per_page: STORES_PER_PAGE }), 'stores', limit);
  for (const { id } of stores) {
    if (routes.length >= limit) break;
    routes.push(...(await storeRoutes(api, listMenu, id, limit - routes.length)));
  }
  const brands = await readAllPages<Brand>((page) => readCatalogue(api, '/brands', { page, per_page: BRANDS_PER_PAGE }), 'brands', limit);
  routes.push(brandsPath(), ...brands.map(brandPath));
  return routes.slice(0, limit);
}
