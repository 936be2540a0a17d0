import { DM_ERRORS } from '../../shared/merchandising';
import { BudtenderAnswerSchema, BudtenderQueriesAnswerSchema } from '../../shared/schemas/merchandisingAnswers';
import type { BudtenderAnswer } from '../../shared/schemas/merchandisingAnswers';
import type { AppMode, MenuProduct } from '../../shared/types';
import type { DmClient } from './dmClient';

// 001 §7: the virtual budtender's two calls on the merchandising service.

type WireProduct = BudtenderAnswer['products'][number];
/** A ranked product of the answer: search_attributes is the menu product the grid draws (null past the first page). */
export type BudtenderProduct = Pick<WireProduct, 'object_id' | 'product_id' | 'ad_token' | 'kevel_token' | 'my_high_d' | 'flight_id' | 'score' | 'reasoning'> & {
  readonly search_attributes: MenuProduct | null;
};
export type BudtenderReply = Pick<BudtenderAnswer, 'query' | 'totalResults' | 'markdownResponse' | 'htmlResponse' | 'unformattedResponse'> & {
  readonly products: readonly BudtenderProduct[];
};

export interface BudtenderScope {
  readonly appMode: AppMode;
  /** The shopper's device id (001 §4, jdid); the service needs one for both calls (001 §8). */
  readonly deviceId: string | null | undefined;
  readonly storeId: number;
}

/** POST /v2/virtual-budtender/queries: the store's suggested questions (camelCase body, as 001 §7 names it). */
export async function fetchBudtenderQueries(dm: DmClient, { appMode, deviceId, storeId }: BudtenderScope, signal?: AbortSignal): Promise<string[]> {
  // 001 §8: rejected before any request is made.
  if (!deviceId) throw new Error(DM_ERRORS.queriesNeedDeviceId);
  const answer = await dm.post('/v2/virtual-budtender/queries', { appMode, janeDeviceId: deviceId, storeId }, { schema: BudtenderQueriesAnswerSchema, signal });
  return answer?.queries ?? [];
}

/**
 * POST /v2/virtual-budtender: the budtender's answer to the shopper's question (snake_case body, 001 §7), or null
 * when the service answers 204 (nothing to say).
 */
export async function askBudtender(
  dm: DmClient,
  { appMode, deviceId, storeId, query }: BudtenderScope & { readonly query: string },
  signal?: AbortSignal,
): Promise<BudtenderReply | null> {
  // 001 §8: rejected before any request is made.
  if (!deviceId) throw new Error(DM_ERRORS.searchNeedsDeviceId);
  const body = { app_mode: appMode, jane_device_id: deviceId, placement: 'virtual_budtender_search', query, store_id: storeId };
  // The schema's menu product is the wire shape of shared/types' MenuProduct (an answer off its schema is logged, used).
  return (await dm.post('/v2/virtual-budtender', body, { schema: BudtenderAnswerSchema, signal })) as BudtenderReply | null;
}
