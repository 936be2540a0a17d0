import { sizeOf, type FacetColumn, type MenuIndex } from './buildMenuIndex';
import { LIST_FACETS } from './menuQuery';
import { heldStringBytes } from './menuRecords';

// Which products have a value, as sorted position lists, so a kind tab or a search word visits its own products and
// not all of a store's: per facet value (the facet's compressed rows turned around), per whitespace-separated word of
// the search text, and the products of a numeric column sorted by value. Each is derived from the index on first use
// and kept beside it (a WeakMap: dropped with the index). Facet values and search text never change in place
// (patchMenuIndex refuses such a change), so only the numeric orders are forgotten after a patch.

/** Positions by value id: those of value v are positions[starts[v]] up to positions[starts[v + 1]], ascending. */
export interface Postings {
  starts: Uint32Array;
  positions: Uint32Array;
}

/** Turns compressed rows (ids of product i at ids[offsets[i]..offsets[i + 1]]) around: each id's positions. */
function transpose(offsets: Uint32Array, ids: Uint16Array | Uint32Array, distinct: number): Postings {
  const starts = new Uint32Array(distinct + 1);
  for (let k = 0; k < ids.length; k++) starts[ids[k] + 1]++;
  for (let v = 0; v < distinct; v++) starts[v + 1] += starts[v];
  const next = starts.slice(0, distinct);
  const positions = new Uint32Array(ids.length);
  for (let i = 0; i + 1 < offsets.length; i++) {
    for (let k = offsets[i], end = offsets[i + 1]; k < end; k++) positions[next[ids[k]]++] = i;
  }
  return { starts, positions };
}

const facetPostings = new WeakMap<FacetColumn, Postings>();

/** The positions of each value of a facet. */
export function postingsOf(column: FacetColumn): Postings {
  let postings = facetPostings.get(column);
  if (!postings) facetPostings.set(column, (postings = transpose(column.offsets, column.valueIds, column.values.length)));
  return postings;
}

/** The positions holding any of some value ids, ascending, each once. */
export function positionsWithAny(postings: Postings, valueIds: readonly number[]): Uint32Array {
  const lists = valueIds.map((v) => postings.positions.subarray(postings.starts[v], postings.starts[v + 1]));
  if (lists.length === 1) return lists[0];
  return distinctSorted(lists);
}

/** The union of position lists, ascending, each once. */
export function distinctSorted(lists: readonly Uint32Array[]): Uint32Array {
  const all = new Uint32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of lists) all.set(list, (at += list.length) - list.length);
  all.sort();
  let kept = 0;
  for (let k = 0; k < all.length; k++) if (k === 0 || all[k] !== all[k - 1]) all[kept++] = all[k];
  return all.subarray(0, kept);
}

/** The words of the search text (split on whitespace, as a query is) and each word's positions. */
export interface WordPostings extends Postings {
  words: string[];
}

const wordPostings = new WeakMap<readonly string[], WordPostings>();

/**
 * The words of every product's search text. A query token holds no whitespace, so it occurs in a product's text
 * exactly when it occurs in one of the product's words: the products of the words containing it are those to test.
 */
export function wordsOf(index: MenuIndex): WordPostings {
  let found = wordPostings.get(index.text);
  if (found) return found;
  const idOf = new Map<string, number>();
  const words: string[] = [];
  const offsets = new Uint32Array(sizeOf(index) + 1);
  const ids: number[] = [];
  // The last product each word was listed for, so a word twice in one text is listed once.
  const listedFor: number[] = [];
  index.text.forEach((text, i) => {
    for (const word of text.split(/\s+/)) {
      if (word === '') continue;
      let id = idOf.get(word);
      if (id === undefined) idOf.set(word, (id = words.push(word) - 1));
      if (listedFor[id] === i) continue;
      listedFor[id] = i;
      ids.push(id);
    }
    offsets[i + 1] = ids.length;
  });
  found = { words, ...transpose(offsets, Uint32Array.from(ids), words.length) };
  wordPostings.set(index.text, found);
  return found;
}

/** Takes word postings read back with the index (a snapshot holds them), so its first search does not derive them again. */
export function keepWords(text: readonly string[], words: WordPostings): void {
  wordPostings.set(text, words);
}

/** The word postings derived so far, or null (menuSnapshots.ts saves them). */
export const wordsKept = (index: MenuIndex): WordPostings | null => wordPostings.get(index.text) ?? null;

/** The products whose text may hold the token (every one that does), ascending; null when that is most products. */
export function positionsWithToken(index: MenuIndex, token: string, atMost: number): Uint32Array | null {
  const { words, starts, positions } = wordsOf(index);
  const lists: Uint32Array[] = [];
  let total = 0;
  for (let w = 0; w < words.length; w++) {
    if (!words[w].includes(token)) continue;
    lists.push(positions.subarray(starts[w], starts[w + 1]));
    if ((total += starts[w + 1] - starts[w]) > atMost) return null;
  }
  return distinctSorted(lists);
}

/** A numeric column's products that have a value, sorted by it (positions and their values). */
interface ValueOrder {
  positions: Uint32Array;
  values: Float64Array;
}

const valueOrders = new WeakMap<Float64Array, ValueOrder>();

function valueOrderOf(column: Float64Array): ValueOrder {
  let order = valueOrders.get(column);
  if (order) return order;
  const present: number[] = [];
  column.forEach((value, i) => {
    if (value === value) present.push(i);
  });
  const positions = Uint32Array.from(present).sort((a, b) => column[a] - column[b]);
  order = { positions, values: Float64Array.from(positions, (i) => column[i]) };
  valueOrders.set(column, order);
  return order;
}

/** Forgets the value orders of columns changed in place. */
export function forgetValueOrders(columns: readonly Float64Array[]): void {
  for (const column of columns) valueOrders.delete(column);
}

/** The first k with values[k] satisfying `after` false, by binary search over ascending values. */
function boundary(values: Float64Array, before: (value: number) => boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(values[middle])) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The positions whose value lies within [min, max] (in value order, not position order). */
export function positionsInRange(column: Float64Array, min: number, max: number): Uint32Array {
  const { positions, values } = valueOrderOf(column);
  return positions.subarray(
    boundary(values, (value) => value < min),
    boundary(values, (value) => value <= max),
  );
}

/** The bytes of the distinct words' strings, counted once per postings. */
const wordsBytes = new WeakMap<WordPostings, number>();

function wordsBytesOf(words: WordPostings): number {
  let bytes = wordsBytes.get(words);
  if (bytes === undefined) wordsBytes.set(words, (bytes = words.words.reduce((sum, word) => sum + 8 + heldStringBytes(word), 0)));
  return bytes;
}

const postingsBytes = (postings: Postings | undefined) => (postings ? postings.starts.byteLength + postings.positions.byteLength : 0);

/** The bytes of the postings and value orders derived from the index so far (menuIndexBytes.ts). */
export function derivedPostingsBytes(index: MenuIndex): number {
  let bytes = 0;
  for (const facet of LIST_FACETS) bytes += postingsBytes(facetPostings.get(index.facets[facet]));
  const words = wordPostings.get(index.text);
  if (words) bytes += postingsBytes(words) + wordsBytesOf(words);
  for (const column of [index.percentThc, index.percentCbd, index.bucketPrice]) {
    const order = valueOrders.get(column);
    if (order) bytes += order.positions.byteLength + order.values.byteLength;
  }
  return bytes;
}
