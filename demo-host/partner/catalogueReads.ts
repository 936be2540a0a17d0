import type { Hono } from 'hono';
import { requestUrl, type QueryParams } from '../../shared/routes';
import type { Store } from '../../shared/types';

/** The catalogue API could not answer (maintenance, a failure): the page cannot be drawn now, though it may exist. */
export class CatalogueUnavailable extends Error {
  constructor(readonly status: number) {
    super(`the catalogue API answered ${status}`);
  }
}

/**
 * A GET of the public catalogue API, asked in-process and without credentials, so a crawlable page can show nothing
 * a shopper who is not signed in could not read (and reuses the API's reads, caches and rules, never a copy).
 * Null for a 404 or 400 (no such page); any other failure throws CatalogueUnavailable.
 */
export async function readCatalogue<T>(api: Hono, path: string, query?: QueryParams): Promise<T | null> {
  const response = await api.request(requestUrl('', path, query), { headers: { Accept: 'application/json' } });
  if (response.status === 200) return (await response.json()) as T;
  if (response.status === 404 || response.status === 400) return null;
  throw new CatalogueUnavailable(response.status);
}

export async function readStore(api: Hono, storeId: number | string): Promise<Store | null> {
  return (await readCatalogue<{ store: Store }>(api, `/stores/${storeId}`))?.store ?? null;
}

/** Some stores by id (each one read once), for the currency and name of their offers. */
export async function readStores(api: Hono, storeIds: Iterable<number>): Promise<Map<number, Store>> {
  const stores = await Promise.all([...new Set(storeIds)].map((id) => readStore(api, id)));
  return new Map(stores.flatMap((store) => (store ? [[store.id, store] as const] : [])));
}
