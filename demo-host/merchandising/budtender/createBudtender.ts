import type { Kysely } from 'kysely';
import { menuOrNull } from '../menuOrNull';
import type { Database } from '../../db';
import type { MenuIndexCache } from '../../search';
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

/**
 * The virtual budtender over the store menus (001 §7): parses the question, ranks the store's visible products and
 * explains each pick (docs/budtender.md). What it derives from a store's menu is kept until the menu index changes.
 */
export function createBudtender(deps: BudtenderDeps): Budtender {
  const factsOf = createStoreFactsCache();
  const storeFacts = async (storeId: number): Promise<StoreFacts | null> => {
    const index = await menuOrNull(deps.menus, storeId);
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
