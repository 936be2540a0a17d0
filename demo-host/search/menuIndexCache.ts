import type { MenuProduct } from '../../shared/types';
import { buildMenuIndex, type MenuIndex } from './buildMenuIndex';
import { changeMark, generationOf, productsChangedSince } from './menuChanges';
import { patchMenuIndex } from './patchMenuIndex';

/** Reads a store's menu products (visible or not) from wherever they live. */
export type MenuLoader = (storeId: number) => Promise<readonly MenuProduct[]>;

/** Reads some of a store's menu products by product id, leaving out those the store does not carry. */
export type MenuProductsLoader = (storeId: number, productIds: readonly number[]) => Promise<readonly MenuProduct[]>;

/** Reads a store's menu version where every host process sees it (menuVersionOf over the database). */
export type MenuVersionReader = (storeId: number) => Promise<number> | number;

interface Entry {
  /** The stored menu version read before the index's rows were: the index holds every write up to it. */
  version: number;
  generation: number;
  /** The index holds every product change up to this mark (menuChanges). */
  mark: number;
  index: Promise<MenuIndex>;
}

/**
 * Per-store menu indexes built on first use. Before using one, get() reads the store's menu version (one
 * primary-key read, menuVersions.ts): a version moved by a write on any host process rebuilds the store, so every
 * process answers the write on its very next request (DESIGN §1.7). The version is read before the rows, so a write
 * landing during a build is caught by the next get; a get that read an older version than a build already under
 * way uses that newer build. Within this process, invalidateStore also rebuilds and invalidateProduct patches (the
 * changed products alone are re-read with loadProducts; without it, or when a change cannot be patched in, the
 * store is rebuilt). One cache per data source (the API makes one per database), so tests with several databases
 * never share indexes. Without readVersion only this process's changes are seen.
 */
export class MenuIndexCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly load: MenuLoader,
    private readonly loadProducts?: MenuProductsLoader,
    private readonly readVersion: MenuVersionReader = () => 0,
  ) {}

  async get(storeId: number): Promise<MenuIndex> {
    const version = await this.readVersion(storeId);
    const generation = generationOf(storeId);
    // Taken before any read starts: a change recorded after it is committed after it, so it is re-read next time.
    const mark = changeMark();
    const cached = this.entries.get(storeId);
    // Versions only grow: an index built from a version at least this one's holds every write this request must see.
    if (!cached || cached.version < version || cached.generation !== generation) {
      return this.remember(storeId, { version, generation, mark, index: this.build(storeId) });
    }
    const changed = productsChangedSince(storeId, cached.mark);
    if (changed.length === 0) return cached.index;
    return this.remember(storeId, { ...cached, mark, index: cached.index.then((index) => this.patch(index, changed)) });
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
