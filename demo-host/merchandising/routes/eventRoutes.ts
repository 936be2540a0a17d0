import type { Hono } from 'hono';
import { insightEvent, type InsightEvent } from '../../../shared/merchandising';
import {
  ClickEventSchema,
  ExternalCheckoutEventSchema,
  ImpressionEventSchema,
  InsightEventsRequestSchema,
  SessionEventSchema,
} from '../../../shared/schemas/merchandisingRequests';
import { requireStoreExists } from '../../api/data/findStore';
import { ApiError, type Validations } from '../../http';
import type { MerchandisingContext } from '../deps';
import { dmBody } from '../http/dmBody';

/**
 * 001 §7: impressions, clicks, external checkouts, the session beacon and search-analytics insights, each handed to the
 * ranking's engagement log (they move the ranking) and answered 204. An impression or click is attributed through the
 * tokens of the answer that showed the product; one whose tokens are missing or not genuine is not attributed.
 */
export function eventRoutes(app: Hono, ctx: MerchandisingContext): void {
  app.post('/v2/event/1', async (c) => {
    const body = await dmBody(c, ImpressionEventSchema);
    const items = body.engagements.flatMap(({ productId, adToken, kevelToken, myHighD }) => {
      const source = ctx.tokens.read([adToken, kevelToken, myHighD], productId);
      return source ? [{ productId, source }] : [];
    });
    if (items.length > 0) await ctx.ranking.log.impressions(body.janeDeviceId ?? null, items);
    return c.body(null, 204);
  });

  app.post('/v2/event/2', async (c) => {
    const body = await dmBody(c, ClickEventSchema);
    await requireStoreExists(ctx.db, body.storeId);
    const read = ctx.tokens.read([body.adToken, body.kevelToken, body.myHighD], body.productId);
    // A token of another store's answer says nothing about this click.
    const source = read?.storeId === body.storeId ? read : { storeId: body.storeId, placement: null, flightId: null };
    await ctx.ranking.log.click(body.janeDeviceId ?? null, { productId: body.productId, source, addToCart: body.isAddToCart });
    return c.body(null, 204);
  });

  app.post('/v2/event/3e', async (c) => {
    const body = await dmBody(c, ExternalCheckoutEventSchema);
    await requireStoreExists(ctx.db, body.storeId);
    await ctx.ranking.log.externalCheckout(body.janeDeviceId ?? null, body.storeId, { posOrderId: body.posOrderId, products: body.products });
    return c.body(null, 204);
  });

  app.post('/v2/event/session', async (c) => {
    const body = await dmBody(c, SessionEventSchema);
    const events = body.events.map(({ name, at }) => ({ name, at: at ?? null }));
    await ctx.ranking.log.session(body.janeDeviceId ?? null, body.distinctId ?? null, events);
    return c.body(null, 204);
  });

  // 001 §7 search-analytics insights: facet filters (with a colon, brand facets first, at most 10) or object ids.
  app.post('/1/events', async (c) => {
    const body = await dmBody(c, InsightEventsRequestSchema);
    const validations: Validations = {};
    const events = body.events.flatMap((event, i): InsightEvent[] => {
      const kept = insightEvent({
        index: event.index,
        eventName: event.eventName,
        deviceId: event.userToken,
        filters: event.filters ?? undefined,
        objectIds: event.objectIDs ?? undefined,
      });
      if (!kept) validations[`events.${i}`] = ['must carry filters with a colon (brand:Kiva) or objectIDs'];
      return kept ? [kept] : [];
    });
    if (Object.keys(validations).length > 0) throw new ApiError('bad_request', `Invalid body: ${Object.keys(validations).join(', ')}`, validations);
    await ctx.ranking.log.insights(events);
    return c.body(null, 204);
  });
}
