import type { Hono } from 'hono';
import { DM_ERRORS } from '../../../shared/merchandising';
import { BudtenderQueriesRequestSchema, BudtenderRequestSchema } from '../../../shared/schemas/merchandisingRequests';
import { notFound } from '../../http';
import type { MerchandisingContext } from '../deps';
import { dmBody, requireDeviceId } from '../http/dmBody';

/** 001 §7 the virtual budtender: its suggested questions and its answer, both for a shopper with a device id (001 §8). */
export function budtenderRoutes(app: Hono, ctx: MerchandisingContext): void {
  app.post('/v2/virtual-budtender/queries', async (c) => {
    const body = await dmBody(c, BudtenderQueriesRequestSchema, requireDeviceId('janeDeviceId', DM_ERRORS.queriesNeedDeviceId));
    const queries = await ctx.budtender.suggestedQueries(body.storeId);
    if (!queries) throw notFound('store', body.storeId);
    return c.json({ queries });
  });

  app.post('/v2/virtual-budtender', async (c) => {
    const body = await dmBody(c, BudtenderRequestSchema, requireDeviceId('jane_device_id', DM_ERRORS.searchNeedsDeviceId));
    const answer = await ctx.budtender.answer(body.store_id, body.query);
    if (!answer) throw notFound('store', body.store_id);
    // The service's own tokens on each product, so a click from the panel is attributed to the budtender.
    const products = answer.products.map((product) => ({
      ...product,
      ...ctx.tokens.issue({ storeId: body.store_id, placement: 'virtual_budtender_search', flightId: product.flight_id ?? null }, product.product_id),
    }));
    return c.json({ ...answer, products });
  });
}
