import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { ApiError } from '../../http';
import type { MenuIndex, MenuIndexCache } from '../../search';
import { composeAnswer } from './composeAnswer';
import { parseQuestion } from './parseQuestion';
import { createStoreFactsCache, type StoreFacts } from './storeFacts';
import { suggestQueries } from './suggestQueries';
import type { Budtender } from './types';

export interface BudtenderDeps {
  /** Kept for the interface the host wires; the budtender reads only the store's public menu, through `menus`. */
  db: Kysely<Database>;
  /** The store menu indexes the catalogue API answers from: the budtender recommends exactly what the menu shows. */
  menus: MenuIndexCache;
}

/** The store's menu index, or null for a store that does not exist (the cache's loader answers not_found). */
async function menuOf(menus: MenuIndexCache, storeId: number): Promise<MenuIndex | null> {
  try {
    return await menus.get(storeId);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') return null;
    throw error;
  }
}

/**
 * The virtual budtender over the store menus (001 §7): parses the question, ranks the store's visible products and
 * explains each pick (docs/budtender.md). What it derives from a store's menu is kept until the menu index changes.
 */
export function createBudtender(deps: BudtenderDeps): Budtender {
  const factsOf = createStoreFactsCache();
  const storeFacts = async (storeId: number): Promise<StoreFacts | null> => {
    const index = await menuOf(deps.menus, storeId);
    return index ? factsOf(index) : null;
  };
  return {
    async answer(storeId, query) {
      const store = await storeFacts(storeId);
      return store ? composeAnswer(store, parseQuestion(query, store.brands)) : null;
    },
    async suggestedQueries(storeId) {
      const store = await storeFacts(storeId);
      return store ? suggestQueries(store) : null;
    },
  };
}
