import { sizeOf, type MenuIndex } from './buildMenuIndex';
import { derivedPostingsBytes } from './menuPostings';
import { LIST_FACETS } from './menuQuery';
import { heldStringBytes } from './menuRecords';
import { cardBytes } from './projectedRecords';
import { keptMatchBytes } from './searchMenu';

// What an index takes in memory, estimated from what it holds as V8 holds it (exact enough to keep a budget, and
// checked against the measured heap in menuIndexBytes.test.ts): typed arrays by their bytes, a string at 1 byte a
// character when it is Latin-1 (the search text is lowercase ASCII but for rare letters) plus a header, an array
// slot or a Map entry by V8's usual sizes. What is derived from the columns on use (postings, kept matches, sort
// orders, card projections) and the records read so far are counted as they are now, not at what they may become:
// the cache weighs an index again each time it is used (menuIndexCache.ts), so its weight follows what it holds.

const SLOT = 8;
/** A Map entry: key, value and chain slots, its bucket, and the table's spare room. */
const MAP_ENTRY = 40;

const textBytes = (texts: readonly string[]) => texts.reduce((sum, text) => sum + SLOT + heldStringBytes(text), 0);

/** The columns' bytes, which never change size after a build (a patch moves figures in place): counted once per index. */
const columnBytesOf = new WeakMap<MenuIndex, number>();

function columnBytes(index: MenuIndex): number {
  let bytes = columnBytesOf.get(index);
  if (bytes !== undefined) return bytes;
  bytes = index.ids.byteLength + sizeOf(index) * MAP_ENTRY + textBytes(index.text);
  for (const facet of LIST_FACETS) {
    const column = index.facets[facet];
    bytes += column.offsets.byteLength + column.valueIds.byteLength + textBytes(column.values) + column.values.length * MAP_ENTRY;
  }
  bytes += index.percentThc.byteLength + index.percentCbd.byteLength + index.bucketPrice.byteLength;
  for (const column of index.sortColumns.values()) bytes += column.byteLength;
  for (const texts of index.sortTexts.values()) bytes += textBytes(texts);
  if ('products' in index) bytes += heldProductBytes(index.products as readonly unknown[]);
  columnBytesOf.set(index, bytes);
  return bytes;
}

/** The estimated bytes of an index now: its columns, what was derived from them so far, and the records it keeps. */
export function estimatedBytes(index: MenuIndex): number {
  let orders = 0;
  for (const order of index.orders.values()) orders += order.byteLength;
  return columnBytes(index) + orders + derivedPostingsBytes(index) + keptMatchBytes(index) + cardBytes(index) + index.records.bytes();
}

/** A menu product held as an object is several times its JSON (measured: ~3× on the seeded catalogue). */
const OBJECT_PER_JSON_BYTE = 3;

/** Menu products held as objects, estimated from a sample's JSON. */
function heldProductBytes(products: readonly unknown[]): number {
  if (products.length === 0) return 0;
  const step = Math.max(1, Math.floor(products.length / 64));
  let sampled = 0;
  let jsonBytes = 0;
  for (let i = 0; i < products.length; i += step, sampled++) jsonBytes += JSON.stringify(products[i]).length;
  return Math.round((jsonBytes / sampled) * products.length * OBJECT_PER_JSON_BYTE);
}
