import type { Kysely } from 'kysely';
import type { Database } from '../db';
import type { MenuIndexCache } from '../search';

/**
 * Builds menu indexes before any shopper asks (DESIGN §3: a cold first menu request ≤ 200 ms, where building a
 * 5,000-product store's index takes about 0.8 s): 'all' the stores by id, or the ones named, one after another.
 * A store that fails is logged and skipped; its first request builds it as usual. Once `stop` is aborted (the host
 * closes, and its database with it) no further store is built, and the failure of the build under way, which
 * only says the database went away, is not logged.
 */
export async function warmMenus(
  db: Kysely<Database>,
  menus: MenuIndexCache,
  stores: number[] | 'all',
  log: (message: string, error?: unknown) => void,
  stop?: AbortSignal,
): Promise<void> {
  const logUnlessStopped = (message: string, error: unknown) => {
    if (!stop?.aborted) log(message, error);
  };
  let storeIds = stores;
  if (storeIds === 'all') {
    try {
      storeIds = await allStoreIds(db);
    } catch (error) {
      logUnlessStopped('menu indexes not warmed', error);
      return;
    }
  }
  for (const storeId of storeIds) {
    if (stop?.aborted) return;
    await menus.get(storeId).catch((error) => logUnlessStopped(`menu index of store ${storeId} not warmed`, error));
  }
}

async function allStoreIds(db: Kysely<Database>): Promise<number[]> {
  return (await db.selectFrom('stores').select('id').orderBy('id').execute()).map((row) => row.id);
}
