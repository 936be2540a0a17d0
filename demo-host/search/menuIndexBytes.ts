import { sizeOf, type MenuIndex } from './buildMenuIndex';
import { LIST_FACETS } from './menuQuery';
import { recordsShareBytes } from './menuRecords';

// What an index takes in memory, estimated from what it holds (exact enough to keep a budget): typed arrays by their
// bytes, strings at 2 bytes a character plus a header, a Map entry and an object by V8's usual sizes.

const STRING_HEADER = 16;
const MAP_ENTRY = 40;
/** A menu product held as an object is several times its JSON (measured: ~3× on the seeded catalogue). */
const OBJECT_PER_JSON_BYTE = 3;

const textBytes = (texts: readonly string[]) => texts.reduce((sum, text) => sum + STRING_HEADER + text.length * 2, 0);

/** The estimated bytes of an index: its columns, and the menu products or records it holds. */
export function estimatedBytes(index: MenuIndex): number {
  let bytes = index.ids.byteLength + sizeOf(index) * MAP_ENTRY + textBytes(index.text);
  for (const facet of LIST_FACETS) {
    const column = index.facets[facet];
    bytes += column.offsets.byteLength + column.valueIds.byteLength + textBytes(column.values) + column.values.length * MAP_ENTRY;
  }
  bytes += index.percentThc.byteLength + index.percentCbd.byteLength + index.bucketPrice.byteLength;
  for (const column of index.sortColumns.values()) bytes += column.byteLength;
  for (const texts of index.sortTexts.values()) bytes += textBytes(texts);
  for (const order of index.orders.values()) bytes += order.byteLength;
  bytes += recordsShareBytes(index.records, index.ids.length);
  if ('products' in index) bytes += heldProductBytes(index.products as readonly unknown[]);
  return bytes;
}

/** Menu products held as objects, estimated from a sample's JSON. */
function heldProductBytes(products: readonly unknown[]): number {
  if (products.length === 0) return 0;
  const step = Math.max(1, Math.floor(products.length / 64));
  let sampled = 0;
  let jsonBytes = 0;
  for (let i = 0; i < products.length; i += step, sampled++) jsonBytes += JSON.stringify(products[i]).length;
  return Math.round((jsonBytes / sampled) * products.length * OBJECT_PER_JSON_BYTE);
}
