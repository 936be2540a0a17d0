import type { MenuProduct } from '../../shared/types';
import { buildMenuIndex, type MenuIndex } from './buildMenuIndex';
import { changeMark, generationOf, productsChangedSince } from './menuChanges';
import { patchMenuIndex } from './patchMenuIndex';

/** Reads a store's menu products (visible or not) from wherever they live. */
export type MenuLoader = (storeId: number) => Promise<readonly MenuProduct[]>;

/** Reads some of a store's menu products by product id, leaving out those the store does not carry. */
export type MenuProductsLoader = (storeId: number, productIds: readonly number[]) => Promise<readonly MenuProduct[]>;

interface Entry {
  generation: number;
  /** The index holds every product change up to this mark (menuChanges). */
  mark: number;
  index: Promise<MenuIndex>;
}

/**
 * Per-store menu indexes built on first use, rebuilt after invalidateStore and patched after invalidateProduct
 * (the changed products alone are re-read with loadProducts; without it, or when a change cannot be patched in,
 * the store is rebuilt). One cache per data source (the API makes one per database), so tests with several
 * databases never share indexes.
 */
export class MenuIndexCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly load: MenuLoader,
    private readonly loadProducts?: MenuProductsLoader,
  ) {}

  get(storeId: number): Promise<MenuIndex> {
    const generation = generationOf(storeId);
    // Taken before any read starts: a change recorded after it is committed after it, so it is re-read next time.
    const mark = changeMark();
    const cached = this.entries.get(storeId);
    if (!cached || cached.generation !== generation) return this.remember(storeId, { generation, mark, index: this.build(storeId) });
    const changed = productsChangedSince(storeId, cached.mark);
    if (changed.length === 0) return cached.index;
    return this.remember(storeId, { generation, mark, index: cached.index.then((index) => this.patch(index, changed)) });
  }

  private build(storeId: number): Promise<MenuIndex> {
    return this.load(storeId).then((products) => buildMenuIndex(storeId, products));
  }

  private async patch(index: MenuIndex, productIds: readonly number[]): Promise<MenuIndex> {
    if (!this.loadProducts) return this.build(index.storeId);
    const fresh = new Map((await this.loadProducts(index.storeId, productIds)).map((product) => [product.id, product]));
    const patched = productIds.every((id) => patchMenuIndex(index, id, fresh.get(id) ?? null));
    return patched ? index : this.build(index.storeId);
  }

  private remember(storeId: number, entry: Entry): Promise<MenuIndex> {
    // A failed load or re-read is not cached, so the next request builds afresh.
    entry.index.catch(() => {
      if (this.entries.get(storeId) === entry) this.entries.delete(storeId);
    });
    this.entries.set(storeId, entry);
    return entry.index;
  }
}
