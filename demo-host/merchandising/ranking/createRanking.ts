import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { ApiError } from '../../http';
import type { MenuIndex, MenuIndexCache } from '../../search';
import { createEngagementLog } from './engagementLog';
import { EngagementReader } from './engagementStats';
import { finishRow } from './finishRow';
import { ruleRow } from './placementRules';
import { readShopperPurchases, readStoreSales, type StoreSales } from './salesHistory';
import { readStoreContext, type StoreContext } from './storeContext';
import { TtlCache } from './ttlCache';
import type { Ranking } from './types';

/** How long a process keeps a store's sales and settings before reading them again. */
export const STORE_READS_TTL_MS = 60_000;

const NO_STATS = new Map();

/** The store's menu index, or null for a store the menu does not know (the cache answers not_found). */
async function menuOf(menus: MenuIndexCache, storeId: number): Promise<MenuIndex | null> {
  try {
    return await menus.get(storeId);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') return null;
    throw error;
  }
}

/**
 * The ranking behind every placement (docs/api-merchandising.md § Ranking): each placement's rule over the store's
 * menu index (visible products only) and its sales, settings and engagement, read once per store per minute, and the
 * engagement log that moves it.
 */
export function createRanking(deps: { db: Kysely<Database>; menus: MenuIndexCache; now?: () => Date }): Ranking {
  const { db, menus } = deps;
  const now = deps.now ?? (() => new Date());
  const engagement = new EngagementReader(db, now);
  const stores = new TtlCache<number, StoreContext | null>(STORE_READS_TTL_MS, now);
  const sales = new TtlCache<number, StoreSales>(STORE_READS_TTL_MS, now);

  return {
    log: createEngagementLog(db, engagement, now),
    async rank({ storeId, shopper, fields }) {
      const [index, store] = await Promise.all([menuOf(menus, storeId), stores.get(storeId, () => readStoreContext(db, storeId, now()))]);
      if (!index || !store) return null;
      const row = await ruleRow({
        index,
        store,
        fields,
        shopper,
        sales: () => sales.get(storeId, () => readStoreSales(db, storeId, now())),
        purchases: (userId) => readShopperPurchases(db, storeId, userId),
        deviceBrands: (deviceId) => engagement.deviceBrands(deviceId),
      });
      const stats = row.engagement ? await engagement.ofStore(storeId) : NO_STATS;
      return finishRow(index, row, fields, store.settings, stats);
    },
  };
}
