import type { Context } from 'hono';
import type { Placement } from '../../../shared/merchandising';
import type { PlacementFields } from '../../../shared/schemas/merchandisingRequests';
import { notFound } from '../../http';
import type { MerchandisingContext } from '../deps';
import type { Shopper } from '../ranking/types';
import { menuQueryOf, menuSortOf } from '../searchFilter';
import { rowToWire, type WireSmartAnswer } from '../wire/rowToWire';

/** Who asks: the signed-in user from the session only (a body's user_id is ignored), and the body's device id. */
export async function shopperOf(c: Context, ctx: MerchandisingContext, deviceId: string | null | undefined): Promise<Shopper> {
  return { userId: await ctx.authenticate(c), deviceId: deviceId ?? null };
}

/**
 * One placement's row on the wire (001 §7): its filter and sort checked (a 400 naming `at` + the field), ranked,
 * cut to its first page (its menu products read by id, as cards when `cards`: asksForCards), and its products
 * remembered for the later pages. An unknown store is a 404.
 */
export async function rankRow(
  ctx: MerchandisingContext,
  storeId: number,
  shopper: Shopper,
  fields: PlacementFields,
  { at = '', cards = false }: { at?: string; cards?: boolean } = {},
): Promise<WireSmartAnswer> {
  menuQueryOf(fields.search_filter, `${at}search_filter`);
  menuSortOf(fields.search_sort, `${at}search_sort`);
  const row = await ctx.ranking.rank({ storeId, shopper, fields });
  if (!row) throw notFound('store', storeId);
  const index = row.index ?? (await ctx.menus.get(storeId));
  const sizes = { pageSize: fields.page_size, maxProducts: fields.max_products };
  const answer = await rowToWire(fields.placement as Placement, row, index, ctx.tokens, sizes, cards ? ctx.cards : undefined);
  ctx.answered.remember(storeId, answer.placement, answer.object_ids, row.sponsored);
  return answer;
}
