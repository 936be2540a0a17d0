import type { DispensarySearchRecord, Review, Store } from '../../shared/types';
import type { QueryParams } from '../../shared/routes';
import type { Http } from './createHttp';

export interface StoreListQuery {
  readonly country?: string;
  readonly state?: string;
  readonly city?: string;
  readonly lat?: number;
  readonly long?: number;
  readonly radius?: number;
  readonly page?: number;
  readonly per_page?: number;
}

export interface StoreList {
  readonly stores: DispensarySearchRecord[];
  readonly nb_hits: number;
  readonly page: number;
  readonly per_page: number;
}

const storePath = (storeId: number) => `/stores/${storeId}`;

export async function fetchStore(http: Http, storeId: number, signal?: AbortSignal): Promise<Store> {
  const answer = await http.get<{ store: Store }>(storePath(storeId), { signal });
  return answer.store;
}

/** The store if its answer is already here (the widget's HTML or the boot requests), for a first render. */
export function peekStore(http: Http, storeId: number): Store | undefined {
  return http.peek<{ store: Store }>(storePath(storeId))?.store;
}

/** The directory (GET /stores): by place or by a point and radius, paged. */
export function listStores(http: Http, query: StoreListQuery, signal?: AbortSignal): Promise<StoreList> {
  return http.get<StoreList>('/stores', { query: query as QueryParams, signal });
}

export interface ReviewList {
  readonly reviews: Review[];
  readonly nb_hits: number;
  readonly page: number;
  readonly per_page: number;
}

export function listStoreReviews(http: Http, storeId: number, page = 1, signal?: AbortSignal): Promise<ReviewList> {
  return http.get<ReviewList>(`/stores/${storeId}/reviews`, { query: { page }, signal });
}
