import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { menuChanged } from '../../search';

/**
 * After a committed admin write that shoppers see (settings, specials, promo codes, flags): the stores' menu versions
 * move, so every host process rebuilds their menus on its very next request (DESIGN §1.7).
 */
export async function storesChanged(db: Kysely<Database>, storeIds: readonly number[]): Promise<void> {
  for (const storeId of storeIds) await menuChanged(db, storeId);
}
