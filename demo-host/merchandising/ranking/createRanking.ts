import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { sortOrder, type MenuIndexCache } from '../../search';
import { ApiError } from '../../http';
import type { EngagementLog, Ranking } from './types';

// INTERIM, replaced at merge by the ranking engineer's file of the same name and signature: every placement is the
// store's menu by best-seller rank, and engagements are not stored. It lets the service's routes run meanwhile.

const NOTHING_LOGGED: EngagementLog = {
  impressions: async () => {},
  click: async () => {},
  externalCheckout: async () => {},
  session: async () => {},
  insights: async () => {},
};

export function createRanking(deps: { db: Kysely<Database>; menus: MenuIndexCache; now?: () => Date }): Ranking {
  return {
    log: NOTHING_LOGGED,
    async rank({ storeId, fields }) {
      const index = await deps.menus.get(storeId).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'not_found') return null;
        throw error;
      });
      if (!index) return null;
      const productIds = Array.from(sortOrder(index, 'best-seller-rank'), (position) => index.products[position].id).filter((id) => id !== fields.product_id);
      const limited = productIds.slice(0, fields.max_products ?? 600);
      return { title: 'Best sellers', productIds: limited, sponsored: new Map(), creativeIds: [], customImage: null, facets: null, nbHits: productIds.length };
    },
  };
}
