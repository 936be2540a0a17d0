import type { DispensarySearchRecord } from '../../shared/types';
import type { QueryParams } from '../../shared/routes';
import type { Http } from './createHttp';
import { listStores } from './stores';
import type { StoreList, StoreListQuery } from './stores';

/** GET /stores filters beyond place and point (docs/api.md): a fulfilment mode and the store's licence. */
export interface DirectoryQuery extends StoreListQuery {
  readonly mode?: 'pickup' | 'delivery' | 'curbside';
  readonly medical?: boolean;
  readonly recreational?: boolean;
}

// The API's largest page for GET /stores.
export const DIRECTORY_PAGE_MAX = 100;
// A country holds a few hundred stores at most in any catalogue we serve; stop rather than loop forever.
const MAX_PAGES = 20;

/** One page of the directory with every filter GET /stores takes. */
export function searchStores(http: Http, query: DirectoryQuery, signal?: AbortSignal): Promise<StoreList> {
  return listStores(http, query as StoreListQuery & QueryParams, signal);
}

/** Every store a place search finds, page after page, so a country or state can be grouped by place. */
export async function listAllStores(http: Http, query: DirectoryQuery, signal?: AbortSignal): Promise<DispensarySearchRecord[]> {
  const stores: DispensarySearchRecord[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await searchStores(http, { ...query, page, per_page: DIRECTORY_PAGE_MAX }, signal);
    stores.push(...answer.stores);
    if (answer.stores.length === 0 || stores.length >= answer.nb_hits) break;
  }
  return stores;
}
