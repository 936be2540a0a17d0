import * as v from 'valibot';
import type { Hono } from 'hono';
import { emptyMenuJson, searchMenuJson } from '../../search';
import type { MenuQuery } from '../../search';
import { storePasses } from '../../../shared/search/storePreFilters';
import type { ApiContext } from '../context';
import { Id, IdParams, notFound, parseParams, parseQuery } from '../../http';
import { menuCards } from '../data/menuCards';
import { MENU_LIST_PARAMS, MenuQuerySchema } from './menuQuerySchema';

const StoreProductQuery = v.object({ store_id: Id, product_id: Id });

export function menuRoutes(app: Hono, ctx: ApiContext): void {
  // DESIGN §1.1: the menu search, answered from the store's in-memory index (demo-host/search), the page's products read by
  // id; with fields=card each product is only what a card shows (docs/api.md).
  app.get('/stores/:id/menu_products', async (c) => {
    const { id } = parseParams(c, IdParams);
    const query = parseQuery(c, MenuQuerySchema, MENU_LIST_PARAMS);
    const wanted = await storeIsWanted(ctx, id, query);
    // The page is searched and its records read while the store's menu version is read beside them (menuIndexCache.ts).
    const json = await ctx.menus.answer(id, (index) => (wanted ? searchMenuJson(index, query, query.fields === 'card' ? menuCards : undefined) : emptyMenuJson(index, query)));
    return c.body(json, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  });

  // 001 §7: GET /materialized_menu_products (store_id, product_id): the menu product as the search holds it.
  app.get('/materialized_menu_products', async (c) => {
    const { store_id, product_id } = parseQuery(c, StoreProductQuery);
    const index = await ctx.menus.get(store_id);
    const json = (await index.records.json([product_id])).get(product_id);
    if (json === undefined) throw notFound(`menu product in store ${store_id}`, product_id);
    return c.body(json, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  });
}

/** 000 §2 store pre-filters on a store's menu: whether this store is among those wanted (its flags read only when a type is asked). */
async function storeIsWanted(ctx: ApiContext, storeId: number, query: MenuQuery): Promise<boolean> {
  const stores = query.stores ?? {};
  if (!stores.store_id?.length && !stores.store_type?.length) return true;
  const flags = stores.store_type?.length ? await ctx.db.selectFrom('stores').select(['medical', 'recreational']).where('id', '=', storeId).executeTakeFirst() : undefined;
  return storePasses({ id: storeId, medical: flags?.medical === 1, recreational: flags?.recreational === 1 }, stores);
}
