import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { SearchSortKey } from '../../shared/search/sortKeys';
import { positionsOf, type FacetColumn, type MenuIndex } from './buildMenuIndex';
import { keepWords, wordsOf, type WordPostings } from './menuPostings';
import type { MenuRecords } from './menuRecords';
import { LIST_FACETS, type ListFacet } from './menuQuery';
import type { MenuVersion } from './menuVersions';
import { everythingCounted, keepEverything } from './searchMenu';
import type { TalliedCounts } from './menuTallies';
import { PRICE_BUCKETS } from '../../shared/search/priceBuckets';
import { RANGE_FACETS } from './menuQuery';

/** Bumped whenever the snapshot's layout or what an index derives from a product changes: older files are then rebuilt. */
const FORMAT = 3;

/** Saved built indexes, so a restarted host loads a store's index in tens of milliseconds instead of rebuilding it. */
export interface MenuSnapshots {
  /** The store's saved index and the version it holds, or null (none, unreadable, another format). */
  read(storeId: number): Promise<{ index: SavedIndex; version: MenuVersion } | null>;
  /** Saves the index as holding `version`; failures are reported to `log`, never thrown. */
  write(index: MenuIndex, version: MenuVersion): Promise<void>;
}

type Saved = {
  format: number;
  storeId: number;
  version: number;
  productChange: number;
  builtAt: number;
  ids: Int32Array;
  text: string[];
  facets: [ListFacet, string[], Uint32Array, Uint16Array][];
  numbers: [Float64Array, Float64Array, Float64Array];
  sortColumns: [string, Float64Array][];
  sortTexts: [string, string[]][];
  orders: [SearchSortKey, Uint32Array][];
  /** The search text's word postings (menuPostings.ts), so a store read back answers its first search without deriving them. */
  words: [string[], Uint32Array, Uint32Array];
  /** What every product counts toward each facet (searchMenu.ts' landing-page tally): counted again it was ~1.3 ms a 2,000-product store read back. */
  everything: [Int32Array[], Float64Array, Int32Array];
};

/** An index read back, before its records reader is added (withRecords), with the tally of its every product. */
export type SavedIndex = Omit<MenuIndex, 'records'> & { everything: TalliedCounts };

function toSaved(index: MenuIndex, version: MenuVersion): Saved {
  return {
    format: FORMAT,
    storeId: index.storeId,
    version: version.version,
    productChange: version.productChange,
    builtAt: index.builtAt,
    ids: index.ids,
    text: index.text,
    facets: LIST_FACETS.map((facet) => [facet, index.facets[facet].values, index.facets[facet].offsets, index.facets[facet].valueIds]),
    numbers: [index.percentThc, index.percentCbd, index.bucketPrice],
    sortColumns: [...index.sortColumns],
    sortTexts: [...index.sortTexts],
    orders: [...index.orders],
    words: wordsSaved(wordsOf(index)),
    everything: everythingSaved(everythingCounted(index)),
  };
}

const everythingSaved = ({ counts, stats, priceBuckets }: TalliedCounts): Saved['everything'] => [counts, stats, priceBuckets];

/** The tally saved, when whole: a count per value of each facet, a min and max per range, a count per price bucket. */
function everythingRead(saved: Saved, facets: Record<ListFacet, FacetColumn>): TalliedCounts | null {
  const [counts, stats, priceBuckets] = saved.everything ?? [];
  if (!Array.isArray(counts) || counts.length !== LIST_FACETS.length || !(stats instanceof Float64Array) || !(priceBuckets instanceof Int32Array)) return null;
  const whole = counts.every((column, f) => column instanceof Int32Array && column.length === facets[LIST_FACETS[f]].values.length);
  return whole && stats.length === 2 * RANGE_FACETS.length && priceBuckets.length === PRICE_BUCKETS.length ? { counts, stats, priceBuckets } : null;
}

const wordsSaved = ({ words, starts, positions }: WordPostings): Saved['words'] => [words, starts, positions];

/** The word postings saved, when whole: a start per word and one past the last position, a word or more a product. */
function wordsRead(saved: Saved, n: number): WordPostings | null {
  const [words, starts, positions] = saved.words ?? [];
  if (!Array.isArray(words) || !(starts instanceof Uint32Array) || !(positions instanceof Uint32Array)) return null;
  if (starts.length !== words.length + 1 || starts[words.length] !== positions.length || positions.length < n) return null;
  return { words, starts, positions };
}

/** The index a saved snapshot holds, when it is whole (every column as long as the products); null otherwise. */
function fromSaved(saved: Saved, storeId: number): SavedIndex | null {
  if (saved?.format !== FORMAT || saved.storeId !== storeId || !(saved.ids instanceof Int32Array)) return null;
  const n = saved.ids.length;
  const whole = (column: unknown) => (column instanceof Float64Array || column instanceof Uint32Array) && column.length === n;
  const facets = {} as Record<ListFacet, FacetColumn>;
  for (const [facet, values, offsets, valueIds] of saved.facets) {
    if (!(offsets instanceof Uint32Array) || offsets.length !== n + 1 || !(valueIds instanceof Uint16Array)) return null;
    facets[facet] = { values, idOf: new Map(values.map((value, id) => [value, id])), offsets, valueIds };
  }
  const columns = [...saved.numbers, ...saved.sortColumns.map(([, column]) => column), ...saved.orders.map(([, order]) => order)];
  if (saved.text.length !== n || !LIST_FACETS.every((facet) => facets[facet]) || !columns.every(whole)) return null;
  const words = wordsRead(saved, n);
  const everything = everythingRead(saved, facets);
  if (!words || !everything) return null;
  keepWords(saved.text, words);
  const [percentThc, percentCbd, bucketPrice] = saved.numbers;
  return {
    storeId,
    ids: saved.ids,
    positionOf: positionsOf(saved.ids),
    text: saved.text,
    facets,
    percentThc,
    percentCbd,
    bucketPrice,
    sortColumns: new Map(saved.sortColumns),
    sortTexts: new Map(saved.sortTexts),
    orders: new Map(saved.orders),
    builtAt: saved.builtAt,
    everything,
  };
}

/**
 * The deserialized value with every typed array copied into a buffer of its own. v8.deserialize makes them views of
 * the file's bytes, so one column left resident kept the whole file alive beside the copies of its strings: read back,
 * an index took its snapshot's size again in array buffers, which the memory budget never counted.
 */
function ownBuffers(value: unknown): unknown {
  if (ArrayBuffer.isView(value)) return (value as Uint8Array).slice();
  if (Array.isArray(value)) return value.map(ownBuffers);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, ownBuffers(field)]));
  return value;
}

/**
 * Snapshots as files in `folder` (one per store, v8-serialized columns). Each file names the menu version it holds,
 * and the cache uses one only while that version is still the store's (menuIndexCache.ts); a file that does not
 * read back whole is ignored and the index rebuilt. Written to a temporary name and renamed, so a reader never sees
 * half a file and two processes writing the same store leave one of their files.
 */
export function fileSnapshots(folder: Promise<string | null> | string | null, log: (message: string, error?: unknown) => void = () => {}): MenuSnapshots {
  const fileOf = async (storeId: number) => {
    const dir = await folder;
    return dir === null ? null : join(dir, `store-${storeId}.v8`);
  };
  return {
    async read(storeId) {
      const file = await fileOf(storeId);
      if (file === null) return null;
      try {
        const saved = ownBuffers(deserialize(await readFile(file))) as Saved;
        const index = fromSaved(saved, storeId);
        return index && { index, version: { version: saved.version, productChange: saved.productChange } };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log(`menu index snapshot of store ${storeId} unreadable: rebuilt`, error);
        return null;
      }
    },
    async write(index, version) {
      const file = await fileOf(index.storeId);
      if (file === null) return;
      try {
        await mkdir(join(file, '..'), { recursive: true, mode: 0o700 });
        const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(temporary, serialize(toSaved(index, version)), { mode: 0o600 });
        await rename(temporary, file);
      } catch (error) {
        log(`menu index snapshot of store ${index.storeId} not saved`, error);
      }
    },
  };
}

/** An index read from a snapshot, with its records reader, its every product's tally kept as counted when saved. */
export function withRecords({ everything, ...saved }: SavedIndex, records: MenuRecords): MenuIndex {
  const index = { ...saved, records };
  keepEverything(index, everything);
  return index;
}
