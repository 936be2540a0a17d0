import type { MenuProduct } from '../../shared/types';
import { buildMenuIndex, type MenuIndex } from './buildMenuIndex';
import type { MenuVersion } from './menuVersions';
import { patchMenuIndex } from './patchMenuIndex';

/** Reads a store's menu products (visible or not) from wherever they live. */
export type MenuLoader = (storeId: number) => Promise<readonly MenuProduct[]>;

/** Reads some of a store's menu products by product id, leaving out those the store does not carry. */
export type MenuProductsLoader = (storeId: number, productIds: readonly number[]) => Promise<readonly MenuProduct[]>;

/** Reads a store's menu version where every host process sees it (menuVersionOf over the database). */
export type MenuVersionReader = (storeId: number) => Promise<MenuVersion> | MenuVersion;

/** Reads which of a store's products changed in place after a change number (productsChangedSince over the database). */
export type ProductChangesReader = (storeId: number, after: number) => Promise<readonly number[]>;

/** Past this many products changed in place since an index was built or patched, the store is rebuilt instead. */
export const MAX_PATCHED_PRODUCTS = 256;

const UNVERSIONED: MenuVersion = { version: 0, productChange: 0 };

interface Entry extends MenuVersion {
  /** The index holds every write up to `version` and every product change up to `productChange`, both read before its rows. */
  index: Promise<MenuIndex>;
}

/**
 * Per-store menu indexes built on first use. Before using one, get() reads the store's menu version (one statement,
 * menuVersions.ts): a version moved by a write on any host process rebuilds the store, so every process answers the
 * write on its very next request (DESIGN §1.7); products changed in place since (a review's rating, productChanges.ts)
 * are re-read alone with loadProducts and patched in (without it, or when a change cannot be patched in, the store is
 * rebuilt). The version is read before the rows, so a write landing during a build is caught by the next get; a get
 * that read an older version than a build already under way uses that newer build. One cache per data source (the
 * API makes one per database), so tests with several databases never share indexes. Without readVersion no change is
 * seen.
 */
export class MenuIndexCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly load: MenuLoader,
    private readonly loadProducts?: MenuProductsLoader,
    private readonly readVersion: MenuVersionReader = () => UNVERSIONED,
    private readonly readProductChanges?: ProductChangesReader,
  ) {}

  async get(storeId: number): Promise<MenuIndex> {
    const stored = await this.readVersion(storeId);
    const cached = this.entries.get(storeId);
    // Versions only grow: an index built from a version at least this one's holds every write this request must see.
    if (!cached || cached.version < stored.version) return this.remember(storeId, { ...stored, index: this.build(storeId) });
    if (cached.version > stored.version || stored.productChange <= cached.productChange) return cached.index;
    const index = cached.index.then((built) => this.patch(built, cached.productChange));
    return this.remember(storeId, { version: cached.version, productChange: stored.productChange, index });
  }

  private build(storeId: number): Promise<MenuIndex> {
    return this.load(storeId).then((products) => buildMenuIndex(storeId, products));
  }

  /** The index with the products changed in place after change number `after` re-read, or rebuilt when that cannot be. */
  private async patch(index: MenuIndex, after: number): Promise<MenuIndex> {
    if (!this.loadProducts || !this.readProductChanges) return this.build(index.storeId);
    const productIds = await this.readProductChanges(index.storeId, after);
    if (productIds.length > MAX_PATCHED_PRODUCTS) return this.build(index.storeId);
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
