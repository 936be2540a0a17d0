import * as v from 'valibot';
import type { Hono } from 'hono';
import { searchMenuJson } from '../../search';
import type { ApiContext } from '../context';
import { Id, IdParams, notFound, parseParams, parseQuery } from '../../http';
import { MENU_LIST_PARAMS, MenuQuerySchema } from './menuQuerySchema';

const StoreProductQuery = v.object({ store_id: Id, product_id: Id });

export function menuRoutes(app: Hono, ctx: ApiContext): void {
  // DESIGN §1.1: the menu search, answered from the store's in-memory index (demo-host/search).
  app.get('/stores/:id/menu_products', async (c) => {
    const { id } = parseParams(c, IdParams);
    const query = parseQuery(c, MenuQuerySchema, MENU_LIST_PARAMS);
    const index = await ctx.menus.get(id);
    return c.body(searchMenuJson(index, query), 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  });

  // 001 §7: GET /materialized_menu_products (store_id, product_id): the menu product as the search holds it.
  app.get('/materialized_menu_products', async (c) => {
    const { store_id, product_id } = parseQuery(c, StoreProductQuery);
    const index = await ctx.menus.get(store_id);
    const position = index.positionOf.get(product_id);
    if (position === undefined) throw notFound(`menu product in store ${store_id}`, product_id);
    return c.json(index.products[position]);
  });
}
