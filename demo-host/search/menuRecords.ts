import type { MenuProduct } from '../../shared/types';

/**
 * The menu products of an index, by product id: what a page of results, a product page or a ranked row shows. An
 * index holds only what search needs; its records are read when shown.
 */
export interface MenuRecords {
  /** The JSON of those of `ids` the index shows, by id; an id it does not show (hidden since, dropped) is left out. */
  json(ids: readonly number[]): Promise<Map<number, string>>;
  /** The same as menu products. */
  products(ids: readonly number[]): Promise<Map<number, MenuProduct>>;
  /**
   * The same as products(), those not kept read without keeping them: for a caller that keeps its own shape of them
   * (projectedRecords' cards), so a record read for it is not turned into JSON and back on the way, nor held twice.
   */
  read(ids: readonly number[]): Promise<Map<number, MenuProduct>>;
  /** Forgets what is cached of a product changed in place (patchMenuIndex). */
  forget(productId: number): void;
  /** How many times the product was forgotten so far: a shape kept of it before is stale once this moves. */
  changesOf(productId: number): number;
  /** How many products were forgotten so far: what is derived from every product of the index is stale once it moves. */
  patches(): number;
  /** Estimated bytes held. */
  bytes(): number;
  /** The most bytes it may come to hold: what the index's estimate counts, so the memory budget covers it. */
  keptBytes(): number;
}

/** Records of products held in memory (buildMenuIndex's). */
export function memoryRecords(productOf: (productId: number) => MenuProduct | undefined): MenuRecords {
  const pick = (ids: readonly number[]) => ids.flatMap((id) => productOf(id) ?? []);
  const products = async (ids: readonly number[]) => new Map(pick(ids).map((product) => [product.id, product]));
  const changes = new Changes();
  return {
    json: async (ids) => new Map(pick(ids).map((product) => [product.id, JSON.stringify(product)])),
    products,
    read: products,
    forget: (id) => changes.add(id),
    changesOf: (id) => changes.of(id),
    patches: () => changes.total,
    bytes: () => 0,
    keptBytes: () => 0,
  };
}

/** How many times each product changed in place (few do: a review's rating), and all of them together. */
class Changes {
  private readonly byProduct = new Map<number, number>();
  total = 0;
  add(productId: number): void {
    this.byProduct.set(productId, this.of(productId) + 1);
    this.total++;
  }
  of(productId: number): number {
    return this.byProduct.get(productId) ?? 0;
  }
}

/** Those of `wanted` found, in the order wanted, each once. */
function inOrder<T>(wanted: readonly number[], found: ReadonlyMap<number, T>): Map<number, T> {
  const ordered = new Map<number, T>();
  for (const id of wanted) if (found.has(id)) ordered.set(id, found.get(id)!);
  return ordered;
}

/** Read records a page shows: a product hidden by a write the index has not seen yet, or not in the index, is left out. */
const isShown = (product: MenuProduct, shows: (productId: number) => boolean) => product.visible !== false && shows(product.id);

/**
 * How many bytes of records' JSON one index keeps at most (the pages and rows shoppers open most): 24 MB holds a
 * 5,000-product store's records whole (22 MB of 4.6 KB records), so /dm pdp rows, whose 60 similar products span the
 * whole store, read from the database only what no row showed yet (at 8 MB, a third of the store, 30 of a row's 60
 * records on average were read again; at 24 MB 10). Only full records fill it (product pages, ranked rows, carts):
 * card pages and card rows keep their cards apart (CARDS_KEPT). Counted in the index's estimated bytes at what it holds
 * (menuIndexBytes.ts), so CANOPY_MENU_INDEX_MB covers it as it fills.
 */
export const RECORDS_KEPT_BYTES = 24 * 1024 * 1024;

/**
 * How many product cards one index keeps (projectedRecords: the menu's card pages, GET /menu_products?fields=card, and
 * the /dm rows asked for cards share them, demo-host/api/data/menuCards.ts): a pdp row's 60 similar products span the
 * whole store, so it holds a 5,000-product store's cards whole (about 1.5 KB each, 7 MB), as RECORDS_KEPT_BYTES holds
 * its full records for callers that ask for those. Counted in the index's bytes at what it holds, as the records are.
 */
export const CARDS_KEPT = 8192;

/** V8 holds a string of Latin-1 characters only at 1 byte a character, any other at 2. */
const TWO_BYTE_CHARACTER = /[^\u0000-\u00ff]/;
const STRING_HEADER = 16;

/** A string held in memory, as V8 holds it: most records and search texts are ASCII, at 1 byte a character. */
export const heldStringBytes = (text: string) => STRING_HEADER + text.length * (TWO_BYTE_CHARACTER.test(text) ? 2 : 1);

/**
 * Records read from the database by product id, the JSON of those read most recently kept up to `keptBytes` (a hit
 * makes a record the most recent; the least recently used go first). A record is shown only when the index shows its
 * product (`shows`) and it is visible: a product hidden by a write the index has not seen yet is never shown; the next
 * request's index (a new menu version) drops it too.
 */
export function databaseRecords(
  load: (productIds: readonly number[]) => Promise<readonly MenuProduct[]>,
  shows: (productId: number) => boolean,
  keptBytes = RECORDS_KEPT_BYTES,
): MenuRecords {
  // A Map iterates in insertion order: deleting and setting an entry again makes it the most recent.
  const cached = new Map<number, string>();
  let heldBytes = 0;
  const changes = new Changes();
  const drop = (id: number) => {
    const text = cached.get(id);
    if (text === undefined) return;
    cached.delete(id);
    heldBytes -= heldStringBytes(text);
  };
  const remember = (id: number, json: string) => {
    drop(id);
    cached.set(id, json);
    heldBytes += heldStringBytes(json);
    for (const oldest of cached.keys()) {
      if (heldBytes <= keptBytes) break;
      drop(oldest);
    }
  };
  /** Those of `ids` shown: the JSON of those kept (each made the most recent) and the ids to read. */
  const lookUp = (ids: readonly number[]) => {
    const wanted = ids.filter(shows);
    const kept = new Map<number, string>();
    const missing: number[] = [];
    for (const id of wanted) {
      const text = cached.get(id);
      if (text === undefined) missing.push(id);
      else {
        cached.delete(id);
        cached.set(id, text);
        kept.set(id, text);
      }
    }
    return { wanted, kept, missing };
  };
  const loadShown = async (missing: readonly number[]) => (missing.length === 0 ? [] : (await load(missing)).filter((product) => isShown(product, shows)));
  const json = async (ids: readonly number[]) => {
    const { wanted, kept, missing } = lookUp(ids);
    for (const product of await loadShown(missing)) {
      const text = JSON.stringify(product);
      remember(product.id, text);
      kept.set(product.id, text);
    }
    return inOrder(wanted, kept);
  };
  const read = async (ids: readonly number[]) => {
    const { wanted, kept, missing } = lookUp(ids);
    const found = new Map<number, MenuProduct>([...kept].map(([id, text]) => [id, JSON.parse(text) as MenuProduct]));
    for (const product of await loadShown(missing)) found.set(product.id, product);
    return inOrder(wanted, found);
  };
  return {
    json,
    products: async (ids) => new Map([...(await json(ids))].map(([id, text]) => [id, JSON.parse(text) as MenuProduct])),
    read,
    forget: (id) => {
      changes.add(id);
      drop(id);
    },
    changesOf: (id) => changes.of(id),
    patches: () => changes.total,
    bytes: () => heldBytes,
    keptBytes: () => keptBytes,
  };
}
