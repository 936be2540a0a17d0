/**
 * What changed in each store's menu, shared by every MenuIndexCache in this process (the API makes one per
 * database): a generation that invalidateStore bumps (caches rebuild the store's index) and a log of products
 * that invalidateProduct records as changed in place (caches re-read just those and patch them in).
 * Only this process hears of a change: nothing here reaches another host instance.
 */

interface StoreChanges {
  generation: number;
  /** Products changed in place since the generation began, oldest first. */
  log: { sequence: number; productId: number }[];
}

// Past this many logged products the store is rebuilt instead: the log stays small and re-reading stays cheap.
const MAX_LOGGED_PRODUCTS = 256;

let lastSequence = 0;
const stores = new Map<number, StoreChanges>();

export function generationOf(storeId: number): number {
  return stores.get(storeId)?.generation ?? 0;
}

/** A mark to pass to productsChangedSince later: every change recorded so far is at or before it. */
export function changeMark(): number {
  return lastSequence;
}

/** The store's products changed in place after the mark, each once. */
export function productsChangedSince(storeId: number, mark: number): number[] {
  const log = stores.get(storeId)?.log ?? [];
  const changed = new Set<number>();
  for (let k = log.length - 1; k >= 0 && log[k].sequence > mark; k--) changed.add(log[k].productId);
  return [...changed];
}

/** Marks a store's menu as changed (prices, stock, visibility, specials): every cache rebuilds it on next use. */
export function invalidateStore(storeId: number): void {
  stores.set(storeId, { generation: generationOf(storeId) + 1, log: [] });
}

/**
 * Marks one product of a store as changed in place (its rating and review count after a review): every cache
 * re-reads just that product on next use. Call it after the change is committed.
 */
export function invalidateProduct(storeId: number, productId: number): void {
  const changes = stores.get(storeId) ?? { generation: 0, log: [] };
  stores.set(storeId, changes);
  if (changes.log.length >= MAX_LOGGED_PRODUCTS) return invalidateStore(storeId);
  changes.log.push({ sequence: ++lastSequence, productId });
}
