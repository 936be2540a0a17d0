import type { MenuProduct } from '../../shared/types';
import { buildMenuIndex, type MenuIndex } from './buildMenuIndex';

/** Reads a store's menu products (visible or not) from wherever they live. */
export type MenuLoader = (storeId: number) => Promise<readonly MenuProduct[]>;

interface Entry {
  generation: number;
  index: Promise<MenuIndex>;
}

// Bumped by invalidateStore; an entry built under an older generation is rebuilt on next use.
const generations = new Map<number, number>();

/**
 * Per-store menu indexes built on first use and rebuilt after invalidateStore. One cache per data source
 * (the API makes one per database), so tests with several databases never share indexes.
 */
export class MenuIndexCache {
  private readonly entries = new Map<number, Entry>();

  constructor(private readonly load: MenuLoader) {}

  get(storeId: number): Promise<MenuIndex> {
    const generation = generations.get(storeId) ?? 0;
    const cached = this.entries.get(storeId);
    if (cached && cached.generation === generation) return cached.index;
    const index = this.load(storeId).then((products) => buildMenuIndex(storeId, products));
    // A failed load is not cached, so the next request retries.
    index.catch(() => {
      if (this.entries.get(storeId)?.index === index) this.entries.delete(storeId);
    });
    this.entries.set(storeId, { generation, index });
    return index;
  }
}

/** Marks a store's menu as changed (prices, stock, visibility, specials): every cache rebuilds it on next use. */
export function invalidateStore(storeId: number): void {
  generations.set(storeId, (generations.get(storeId) ?? 0) + 1);
}
