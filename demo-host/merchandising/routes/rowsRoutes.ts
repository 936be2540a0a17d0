import type { Hono } from 'hono';
import { FEATURED_PLACEMENTS, type Placement } from '../../../shared/merchandising';
import { asksForCards } from '../../../shared/merchandising/searchAttributes';
import { MultiRequestSchema, SmartPageRequestSchema, SmartRequestSchema, type PlacementFields } from '../../../shared/schemas/merchandisingRequests';
import type { MerchandisingContext } from '../deps';
import { checkMulti, checkPlacement, dmBody } from '../http/dmBody';
import { answerJson, dmProducts } from '../wire/rowToWire';
import { rankRow, shopperOf } from './rankRow';

const JSON_TYPE = { 'Content-Type': 'application/json; charset=UTF-8' };

/** 001 §7: POST /v2/smart, /v2/multi and /v2/smartpage. A row with no products, or a page with none, is a 204. */
export function rowsRoutes(app: Hono, ctx: MerchandisingContext): void {
  app.post('/v2/smart', async (c) => {
    const body = await dmBody(c, SmartRequestSchema, checkPlacement);
    const answer = await rankRow(ctx, body.store_id, await shopperOf(c, ctx, body.jane_device_id), body, { cards: asksForCards(body.search_attributes) });
    return answer.products.length > 0 ? c.body(answerJson(answer), 200, JSON_TYPE) : c.body(null, 204);
  });

  // custom: the placements listed, each with its own fields; featured: the menu's rows (FEATURED_PLACEMENTS).
  app.post('/v2/multi', async (c) => {
    const body = await dmBody(c, MultiRequestSchema, checkMulti);
    const shopper = await shopperOf(c, ctx, body.jane_device_id);
    const featured = FEATURED_PLACEMENTS.filter((placement) => !(body.exclude_menu_top_row && placement === 'menu_top_row'));
    const requested: { fields: PlacementFields; at: string }[] =
      body.type === 'custom'
        ? (body.placements ?? []).map((fields, i) => ({ fields, at: `placements.${i}.` }))
        : featured.map((placement: Placement) => ({ fields: { placement }, at: '' }));
    const cards = asksForCards(body.search_attributes);
    const rows = await Promise.all(requested.map(({ fields, at }) => rankRow(ctx, body.store_id, shopper, fields, { at, cards })));
    const placements = rows.filter((answer) => answer.products.length > 0).map(answerJson);
    return placements.length > 0 ? c.body(`{"placements":[${placements.join(',')}]}`, 200, JSON_TYPE) : c.body(null, 204);
  });

  // 001 §9: the later pages of a row, by object id, with the placement and flight of the answer that ranked them.
  app.post('/v2/smartpage', async (c) => {
    const body = await dmBody(c, SmartPageRequestSchema);
    const index = await ctx.menus.get(body.store_id);
    const asked = body.object_ids.flatMap((objectId) => {
      if (!/^\d{1,10}$/.test(objectId)) return [];
      const answered = ctx.answered.lookup(body.store_id, objectId);
      return [{ productId: Number(objectId), placement: answered?.placement ?? null, flightId: answered?.flightId ?? null }];
    });
    const products = await dmProducts(index, asked, ctx.tokens, asksForCards(body.search_attributes) ? ctx.cards : undefined);
    return products.length > 0 ? c.body(answerJson({ products }), 200, JSON_TYPE) : c.body(null, 204);
  });
}
