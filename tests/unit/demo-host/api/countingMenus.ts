import type { Kysely } from 'kysely';
import { loadMenuProductsByIds, menuProductChunks } from '../../../../demo-host/api/data/loadMenuProducts';
import type { Database } from '../../../../demo-host/db';
import { MenuIndexCache, menuVersionOf, productsChangedSince } from '../../../../demo-host/search';

/** Estimated bytes per product a compact index stays under (tests/unit/demo-host/search/menuIndexScale.test.ts). */
export const COMPACT_BYTES_PER_PRODUCT = 1500;

/**
 * A menu index cache as createMenuIndexCache makes it, counting its reads: whole menus read in full (`menus`) and the
 * product ids whose full records were read by id (`records`).
 */
export function countingMenus(db: Kysely<Database>) {
  const reads = { menus: 0, records: [] as number[] };
  const menus = new MenuIndexCache(
    (storeId) => (reads.menus++, menuProductChunks(db, storeId)),
    (storeId, ids) => (reads.records.push(...ids), loadMenuProductsByIds(db, storeId, ids)),
    (storeId) => menuVersionOf(db, storeId),
    (storeId, after) => productsChangedSince(db, storeId, after),
  );
  return { menus, reads };
}

/** The estimated bytes per product the resident indexes hold, but for their records' caches (counted at their cap). */
export function bytesPerProduct(menus: MenuIndexCache): number {
  const { rows, bytes, recordsBytes } = menus.resident();
  return (bytes - recordsBytes) / rows;
}
