import type { Kysely } from 'kysely';
import { menuOrNull } from '../menuOrNull';
import type { Database } from '../../db';
import type { MenuFeatureReader } from '../../api/data/menuFeatureRows';
import { sharedFeatureRead } from '../../api/data/sharedFeatureRead';
import type { MenuIndex, MenuIndexCache } from '../../search';
import { createEngagementLog } from './engagementLog';
import { EngagementReader } from './engagementStats';
import { finishRow } from './finishRow';
import { ruleRow } from './placementRules';
import { rankingFeaturesCache } from './rankingFeatures';
import { readShopperPurchases, readStoreSales, type StoreSales } from './salesHistory';
import { readStoreContext, type StoreContext } from './storeContext';
import { TtlCache } from './ttlCache';
import type { Ranking } from './types';

/** How long a process keeps a store's sales and settings before reading them again. */
export const STORE_READS_TTL_MS = 60_000;

const NO_STATS = new Map();

/**
 * The ranking behind every placement (docs/api-merchandising.md § Ranking): each placement's rule over the store's
 * menu index (visible products only), its settings and specials (fresh after every write), its sales and engagement
 * (read once per store per minute), and the engagement log that moves it.
 */
export function createRanking(deps: { db: Kysely<Database>; menus: MenuIndexCache; now?: () => Date; features?: MenuFeatureReader }): Ranking {
  const { db, menus } = deps;
  const featuresOf = rankingFeaturesCache(sharedFeatureRead(deps.features ?? db));
  const now = deps.now ?? (() => new Date());
  const engagement = new EngagementReader(db, now);
  const stores = new WeakMap<MenuIndex, { readAt: number; context: Promise<StoreContext | null> }>();
  const sales = new TtlCache<number, StoreSales>(STORE_READS_TTL_MS, now);
  // An operator's write to the store's settings or specials bumps its menu version (admin/settings/menuChanged.ts),
  // which gives the store a new index: keyed by the index, the store's reads are fresh on the very next request, on
  // every instance (DESIGN §1.7). The minute bounds only what time changes alone (a special starting or ending).
  const storeContextOf = (index: MenuIndex, storeId: number) => {
    const cached = stores.get(index);
    if (cached && now().getTime() - cached.readAt < STORE_READS_TTL_MS) return cached.context;
    const context = readStoreContext(db, storeId, now());
    stores.set(index, { readAt: now().getTime(), context });
    context.catch(() => stores.delete(index));
    return context;
  };

  return {
    log: createEngagementLog(db, engagement, now),
    async rank({ storeId, shopper, fields }) {
      const index = await menuOrNull(menus, storeId);
      const store = index && (await storeContextOf(index, storeId));
      if (!index || !store) return null;
      const row = await ruleRow({
        index,
        features: () => featuresOf(index),
        store,
        fields,
        shopper,
        sales: () => sales.get(storeId, () => readStoreSales(db, storeId, now())),
        purchases: (userId) => readShopperPurchases(db, storeId, userId),
        deviceBrands: (deviceId) => engagement.deviceBrands(deviceId),
      });
      const stats = row.engagement ? await engagement.ofStore(storeId) : NO_STATS;
      return { ...finishRow(index, row, fields, store.settings, stats), index };
    },
  };
}
