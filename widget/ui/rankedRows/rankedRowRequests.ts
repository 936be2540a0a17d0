import type { Placement } from '../../../shared/merchandising';
import { RANKED_ROWS_PAGE_SIZE } from '../../../shared/merchandising';
import { CARD_SEARCH_ATTRIBUTES } from '../../../shared/merchandising/searchAttributes';
import { MultiAnswerSchema, SmartAnswerSchema, SmartPageAnswerSchema } from '../../../shared/schemas/merchandisingAnswers';
import type { DmProduct, SmartAnswer } from '../../../shared/schemas/merchandisingAnswers';
import type { PlacementFields } from '../../../shared/schemas/merchandisingRequests';
import type { MenuCard } from '../../../shared/types';
import type { DmClient } from '../../api/dmClient';
import type { WidgetInstance } from '../../app';

/** One placement's fields as the page asks for it (001 §7 POST /v2/smart), the placement name included. */
export type RowRequest = Pick<PlacementFields, 'placement'> & Partial<Omit<PlacementFields, 'placement'>>;

/** The answers of one request: each placement's row, null where the service had none (204, or left it out). */
export type RowAnswers = Partial<Record<Placement, SmartAnswer | null>>;

/** Who asks (001 §7): every ranked-rows call carries the app mode, the device and the store. */
export function whoAsks(widget: Pick<WidgetInstance, 'config' | 'deviceId' | 'session'>, storeId: number) {
  const deviceId = readDeviceId(widget);
  const user = widget.session.user.peek();
  return { app_mode: widget.config.mode, jane_device_id: deviceId, distinct_id: user ? String(user.id) : deviceId, store_id: storeId };
}

/** The device id, or null where storage refuses one (the service then ranks without the shopper's history). */
export function readDeviceId(widget: Pick<WidgetInstance, 'deviceId'>): string | null {
  try {
    return widget.deviceId() || null;
  } catch {
    return null;
  }
}

/**
 * The rows of `requests` in one round: one POST /v2/multi (type custom, the page's placements) when the
 * multi-placements flag is on (000 §1), else one POST /v2/smart per placement. A failed placement rejects the
 * whole round for /v2/multi, only its own row for /v2/smart (its answer is then missing, and the row hides). Each
 * asks for the card's fields only (CARD_SEARCH_ATTRIBUTES): a row draws cards, and a whole menu product is three
 * times the JSON (a row of 60 was about 300 KB).
 */
export async function askRows(client: DmClient, who: ReturnType<typeof whoAsks>, requests: readonly RowRequest[], multi: boolean, signal: AbortSignal): Promise<RowAnswers> {
  if (multi) {
    const answer = await client.post(
      '/v2/multi',
      { ...who, search_attributes: CARD_SEARCH_ATTRIBUTES, type: 'custom', placements: requests },
      { schema: MultiAnswerSchema, signal },
    );
    const rows: RowAnswers = {};
    for (const request of requests) rows[request.placement] = answer?.placements.find((row) => row.placement === request.placement) ?? null;
    return rows;
  }
  const settled = await Promise.allSettled(
    requests.map((request) => client.post('/v2/smart', { ...who, search_attributes: CARD_SEARCH_ATTRIBUTES, ...request }, { schema: SmartAnswerSchema, signal })),
  );
  const rows: RowAnswers = {};
  if (settled.every((result) => result.status === 'rejected')) throw (settled[0] as PromiseRejectedResult).reason;
  settled.forEach((result, index) => {
    const placement = requests[index]!.placement;
    if (result.status === 'fulfilled') rows[placement] = result.value;
    else if (!signal.aborted) console.warn(`[canopy] ranked row ${placement} unavailable:`, result.reason instanceof Error ? result.reason.message : result.reason);
  });
  return rows;
}

/** A ranked product with its card (later pages come without one until POST /v2/smartpage fills it in). */
export type ShownProduct = DmProduct & { search_attributes: MenuCard };

export function shownProducts(products: readonly DmProduct[]): ShownProduct[] {
  return products.filter((product): product is ShownProduct => product.search_attributes !== null);
}

/**
 * 001 §7, §9: the next page of a row, by the next 60 ranked object ids after those already drawn (POST /v2/smartpage,
 * answered from the service's cache of the first answer). Its products come without ad tokens (the page's answer has
 * none): their impressions and clicks name the product only.
 */
export async function askNextPage(client: DmClient, who: ReturnType<typeof whoAsks>, row: SmartAnswer, drawn: readonly DmProduct[]): Promise<DmProduct[]> {
  const have = new Set(drawn.map((product) => product.object_id));
  const next = row.object_ids.filter((id) => !have.has(id)).slice(0, RANKED_ROWS_PAGE_SIZE);
  if (next.length === 0) return [];
  const { app_mode, jane_device_id, store_id } = who;
  const page = { app_mode, jane_device_id, store_id, object_ids: next, search_attributes: CARD_SEARCH_ATTRIBUTES };
  const answer = await client.post('/v2/smartpage', page, { schema: SmartPageAnswerSchema });
  return (answer?.products ?? []).map((product) => ({
    object_id: product.object_id,
    product_id: product.search_attributes?.id ?? Number(/\d+$/.exec(product.object_id)?.[0]),
    ad_token: null,
    kevel_token: null,
    my_high_d: null,
    flight_id: null,
    search_attributes: product.search_attributes,
  }));
}
