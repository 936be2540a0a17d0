import type { MenuProduct } from '../../shared/types';
import { buildMenuIndex, MenuIndexBuilder, type IndexedProduct, type MenuIndex } from './buildMenuIndex';
import { estimatedBytes } from './menuIndexBytes';
import { databaseRecords, type MenuRecords } from './menuRecords';
import { withRecords, type MenuSnapshots } from './menuSnapshots';
import type { MenuVersion } from './menuVersions';
import { patchMenuIndex } from './patchMenuIndex';
import { sortOrder } from './sortOrder';

/** Reads a store's menu products (visible or not) from wherever they live: all at once, or in chunks. */
export type MenuLoader = (storeId: number) => Promise<readonly MenuProduct[]> | AsyncIterable<readonly MenuProduct[]>;

/** Reads a store's visible menu products as an index reads them (a narrow read of its rows), in chunks. */
export type IndexRowsLoader = (storeId: number) => AsyncIterable<readonly IndexedProduct[]>;

/** Reads some of a store's menu products by product id, leaving out those the store does not carry. */
export type MenuProductsLoader = (storeId: number, productIds: readonly number[]) => Promise<readonly MenuProduct[]>;

/** Reads a store's menu version where every host process sees it (menuVersionOf over the database). */
export type MenuVersionReader = (storeId: number) => Promise<MenuVersion> | MenuVersion;

/** Reads which of a store's products changed in place after a change number (productsChangedSince over the database). */
export type ProductChangesReader = (storeId: number, after: number) => Promise<readonly number[]>;

/** Past this many products changed in place since an index was built or patched, the store is rebuilt instead. */
export const MAX_PATCHED_PRODUCTS = 256;

/** The memory the resident indexes may take together when the caller names none (tests, benches); the host sizes its own (server/menuIndexBudget.ts). */
export const DEFAULT_BUDGET_BYTES = 256 * 1024 * 1024;

export interface MenuIndexCacheOptions {
  /** Saved indexes a restarted host loads instead of rebuilding (fileSnapshots); none by default. */
  snapshots?: MenuSnapshots;
  /** The estimated bytes resident indexes may take together; the least recently used are dropped past it. */
  budgetBytes?: number;
  /** Builds read just what an index holds with this instead of whole menu products with `load`. */
  loadIndexRows?: IndexRowsLoader;
}

const UNVERSIONED: MenuVersion = { version: 0, productChange: 0 };

interface Entry extends MenuVersion {
  storeId: number;
  /** The index holds every write up to `version` and every product change up to `productChange`, both read before its rows. */
  index: Promise<MenuIndex>;
  /** The index once built; its estimated bytes (0 before), of them its records' cache's, as of its last use. */
  built?: MenuIndex;
  bytes: number;
  recordsBytes?: number;
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
 *
 * An index holds search columns only; the products a page shows are read by id with loadProducts (an index built
 * without it holds its products). A store met first since the host started loads its saved snapshot when the
 * snapshot holds the store's current version (patched up to its product changes), else builds and saves one after
 * answering. Indexes stay resident within budgetBytes, least recently used dropped first: a request holding a
 * dropped index finishes with it, the next one rebuilds (or reloads the snapshot).
 */
export class MenuIndexCache {
  private readonly entries = new Map<number, Entry>();
  /** The entries' bytes added up, as last weighed. */
  private total = 0;
  /** The entry of the latest get, weighed again at the next one (its request has used it since). */
  private lastUsed: Entry | undefined;
  private readonly budgetBytes: number;

  constructor(
    private readonly load: MenuLoader,
    private readonly loadProducts?: MenuProductsLoader,
    private readonly readVersion: MenuVersionReader = () => UNVERSIONED,
    private readonly readProductChanges?: ProductChangesReader,
    private readonly options: MenuIndexCacheOptions = {},
  ) {
    this.budgetBytes = options.budgetBytes ?? DEFAULT_BUDGET_BYTES;
  }

  async get(storeId: number): Promise<MenuIndex> {
    const stored = await this.readVersion(storeId);
    const cached = this.entries.get(storeId);
    // Versions only grow: an index built from a version at least this one's holds every write this request must see.
    if (!cached || cached.version < stored.version) return this.remember(storeId, { storeId, ...stored, index: this.open(storeId, stored, !cached), bytes: 0 });
    if (cached.version > stored.version || stored.productChange <= cached.productChange) return this.touch(storeId, cached).index;
    const index = cached.index.then((built) => this.patch(built, cached.productChange));
    return this.remember(storeId, { storeId, version: cached.version, productChange: stored.productChange, index, bytes: 0 });
  }

  /**
   * `use` of the store's index, as get() gives it. With the store's index built and resident, `use` starts on it while
   * get() reads the version beside it (two statements on two connections at once, not one after the other); when the
   * version moved (a rebuild, or products patched in place since or meanwhile), `use` runs again on the index get()
   * gives. A write committed before this call is in the version read, so the answer shows it (DESIGN §1.7).
   */
  async answer<T>(storeId: number, use: (index: MenuIndex) => Promise<T> | T): Promise<T> {
    const resident = this.entries.get(storeId)?.built;
    if (!resident) return use(await this.get(storeId));
    const patches = resident.records.patches();
    // The version's statement is asked first; the early answer's failure is the answer's only when its index stands.
    const fresh = this.get(storeId);
    const early = (async () => use(resident))();
    early.catch(() => {});
    const index = await fresh;
    return index === resident && index.records.patches() === patches ? early : use(index);
  }

  /** How many indexes are resident, the products they hold and their estimated bytes as of their last use (built ones only), records' caches' included. */
  resident(): { stores: number; rows: number; bytes: number; recordsBytes: number } {
    let rows = 0;
    let bytes = 0;
    let recordsBytes = 0;
    for (const entry of this.entries.values()) {
      bytes += entry.bytes;
      rows += entry.built?.ids.length ?? 0;
      recordsBytes += entry.recordsBytes ?? 0;
    }
    return { stores: this.entries.size, rows, bytes, recordsBytes };
  }

  /** The index from the saved snapshot when it holds this version (first use since start), else built. */
  private async open(storeId: number, stored: MenuVersion, firstUse: boolean): Promise<MenuIndex> {
    const saved = firstUse && this.options.snapshots ? await this.options.snapshots.read(storeId) : null;
    if (!saved || saved.version.version !== stored.version || saved.version.productChange > stored.productChange) return this.build(storeId, stored);
    const index = withRecords(saved.index, this.recordsOf(storeId, saved.index.positionOf));
    return saved.version.productChange < stored.productChange ? this.patch(index, saved.version.productChange) : index;
  }

  private async build(storeId: number, version: MenuVersion): Promise<MenuIndex> {
    if (!this.loadProducts) return buildMenuIndex(storeId, await this.readAll(storeId));
    const builder = new MenuIndexBuilder();
    if (this.options.loadIndexRows) {
      for await (const chunk of this.options.loadIndexRows(storeId)) builder.addIndexed(chunk);
    } else {
      const loaded = this.load(storeId);
      if (Symbol.asyncIterator in loaded) for await (const chunk of loaded) builder.add(chunk);
      else builder.add(await loaded);
    }
    const positionOf = new Map<number, number>();
    const index = builder.finish(storeId, this.recordsOf(storeId, positionOf));
    for (const [id, position] of index.positionOf) positionOf.set(id, position);
    const snapshots = this.options.snapshots;
    // Saved after the request that built it is answered (serializing takes tens of milliseconds at 50,000 products).
    if (snapshots) setImmediate(() => void snapshots.write((sortOrder(index, 'recommended'), index), version));
    return index;
  }

  private async readAll(storeId: number): Promise<MenuProduct[]> {
    const loaded = this.load(storeId);
    if (!(Symbol.asyncIterator in loaded)) return [...(await loaded)];
    const products: MenuProduct[] = [];
    for await (const chunk of loaded) products.push(...chunk);
    return products;
  }

  private recordsOf(storeId: number, positionOf: ReadonlyMap<number, number>): MenuRecords {
    return databaseRecords(
      (ids) => this.loadProducts!(storeId, ids),
      (id) => positionOf.has(id),
    );
  }

  /** The index with the products changed in place after change number `after` re-read, or rebuilt when that cannot be. */
  private async patch(index: MenuIndex, after: number): Promise<MenuIndex> {
    const rebuild = async () => this.build(index.storeId, await this.readVersion(index.storeId));
    if (!this.loadProducts || !this.readProductChanges) return rebuild();
    const productIds = await this.readProductChanges(index.storeId, after);
    if (productIds.length > MAX_PATCHED_PRODUCTS) return rebuild();
    const fresh = new Map((await this.loadProducts(index.storeId, productIds)).map((product) => [product.id, product]));
    const patched = productIds.every((id) => patchMenuIndex(index, id, fresh.get(id) ?? null));
    return patched ? index : rebuild();
  }

  /**
   * Marks the entry most recently used, weighs it and the one used before it again (what an index derives on use and
   * the records it keeps grow during the requests that use it: menuIndexBytes.ts counts them as they are), and keeps
   * the budget. Only those two can have grown since they were last weighed, so a request weighs two indexes, not all.
   */
  private touch(storeId: number, entry: Entry): Entry {
    this.put(storeId, entry);
    const previous = this.lastUsed;
    this.lastUsed = entry;
    if (previous && previous !== entry && this.entries.get(previous.storeId) === previous) this.weigh(previous);
    if (entry.built) {
      this.weigh(entry);
      this.keepWithinBudget(storeId);
    }
    return entry;
  }

  /** Sets the store's entry, last in the map's order (most recently used), the total following any entry it replaces. */
  private put(storeId: number, entry: Entry): void {
    const replaced = this.entries.get(storeId);
    if (replaced) this.drop(storeId, replaced);
    this.entries.set(storeId, entry);
    this.total += entry.bytes;
  }

  private drop(storeId: number, entry: Entry): void {
    this.entries.delete(storeId);
    this.total -= entry.bytes;
  }

  private weigh(entry: Entry): void {
    if (!entry.built) return;
    this.total -= entry.bytes;
    entry.bytes = estimatedBytes(entry.built);
    entry.recordsBytes = entry.built.records.bytes();
    this.total += entry.bytes;
  }

  private remember(storeId: number, entry: Entry): Promise<MenuIndex> {
    const current = entry.index;
    current.then(
      (index) => {
        if (this.entries.get(storeId) !== entry || entry.index !== current) return;
        entry.built = index;
        this.touch(storeId, entry);
      },
      // A failed load or re-read is not cached, so the next request builds afresh.
      () => {
        if (this.entries.get(storeId) === entry && entry.index === current) this.drop(storeId, entry);
      },
    );
    this.touch(storeId, entry);
    return current;
  }

  /** Drops the least recently used built indexes until the rest fit the budget (the one just used always stays). */
  private keepWithinBudget(keep: number): void {
    for (const [storeId, entry] of this.entries) {
      if (this.total <= this.budgetBytes) break;
      if (storeId === keep || entry.bytes === 0) continue;
      this.drop(storeId, entry);
    }
  }
}
