import type { Kysely } from 'kysely';
import type { MenuFeatureReader } from '../../api/data/menuFeatureRows';
import { menuOrNull } from '../menuOrNull';
import type { Database } from '../../db';
import type { MenuIndex, MenuIndexCache } from '../../search';
import { composeAnswer } from './composeAnswer';
import { parseQuestion } from './parseQuestion';
import { createStoreFactsCache } from './buildStoreFacts';
import type { StoreFacts } from './storeFacts';
import { suggestQueries } from './suggestQueries';
import type { Budtender } from './types';

export interface BudtenderDeps {
  /** Where the store facts are read from (the narrow feature select) unless `features` is given. */
  db: Kysely<Database>;
  /** The store menu indexes the catalogue API answers from: the budtender recommends exactly what the menu shows. */
  menus: MenuIndexCache;
  /** Reads a store's feature rows (default: menuFeatureRows over `db`); the ranking given the same reader (or db) shares its reads. */
  features?: MenuFeatureReader;
}

/**
 * The virtual budtender over the store menus (001 §7): parses the question, ranks the store's visible products and
 * explains each pick (docs/budtender.md). What it derives from a store's menu is kept until the menu index changes; the
 * picks' menu products are read by id from the index's records.
 */
export function createBudtender(deps: BudtenderDeps): Budtender {
  const factsOf = createStoreFactsCache(deps.features ?? deps.db);
  const storeFacts = async (storeId: number): Promise<{ index: MenuIndex; facts: StoreFacts } | null> => {
    const index = await menuOrNull(deps.menus, storeId);
    return index ? { index, facts: await factsOf(index) } : null;
  };
  return {
    async answer(storeId, query) {
      const store = await storeFacts(storeId);
      if (!store) return null;
      return composeAnswer(store.facts, parseQuestion(query, store.facts.brands), (ids) => store.index.records.products(ids));
    },
    async suggestedQueries(storeId) {
      const store = await storeFacts(storeId);
      return store ? suggestQueries(store.facts) : null;
    },
  };
}
