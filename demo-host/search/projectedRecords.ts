import type { MenuProduct } from '../../shared/types';
import type { MenuIndex } from './buildMenuIndex';
import { CARDS_KEPT, heldStringBytes } from './menuRecords';

/** The JSON of some of an index's records by id, in the order asked (MenuRecords.json's contract). */
export type RecordsJson = (index: MenuIndex, ids: readonly number[]) => Promise<Map<number, string>>;

interface Projected {
  /** The product's changes in place when it was read (MenuRecords.changesOf): a product changed since is projected anew. */
  readonly changes: number;
  readonly json: string;
}

/** The bytes of every index's card projections kept (menuIndexBytes.ts), by index. */
const projectedBytes = new WeakMap<MenuIndex, { bytes: number }>();

/** The bytes an index's card projections hold (their JSON). */
export const cardBytes = (index: MenuIndex): number => projectedBytes.get(index)?.bytes ?? 0;

/**
 * The index's records as `project` makes them (a product card), their JSON kept per index for the last `kept` shown:
 * a page asked again is not read and projected again. A record not kept is read as an object (MenuRecords.read) and
 * projected straight away, never turned into the full record's JSON and parsed back, nor kept in full beside its
 * card. A product changed in place (patchMenuIndex) is projected anew; a new menu version is a new index, and its
 * records start afresh.
 */
export function projectedRecords(project: (product: MenuProduct) => unknown, kept = CARDS_KEPT): RecordsJson {
  const byIndex = new WeakMap<MenuIndex, Map<number, Projected>>();
  return async (index, ids) => {
    const cache = byIndex.get(index) ?? new Map<number, Projected>();
    byIndex.set(index, cache);
    const held = projectedBytes.get(index) ?? { bytes: 0 };
    projectedBytes.set(index, held);
    const { records } = index;
    const current = (id: number) => {
      const projected = cache.get(id);
      return projected?.changes === records.changesOf(id) ? projected : undefined;
    };
    // Each change count is taken before the read: a product changed during it is projected anew next time.
    const missing = new Map(ids.filter((id) => current(id) === undefined).map((id) => [id, records.changesOf(id)]));
    const read = missing.size === 0 ? new Map<number, MenuProduct>() : await records.read([...missing.keys()]);
    const answer = new Map<number, string>();
    for (const id of ids) {
      const product = read.get(id);
      const projected = product ? { changes: missing.get(id)!, json: JSON.stringify(project(product)) } : current(id);
      // Not shown (hidden, or not in the index).
      if (projected === undefined || answer.has(id)) continue;
      keep(cache, held, id, projected, kept);
      answer.set(id, projected.json);
    }
    return answer;
  };
}

/** Keeps the projection as the most recently shown, the least recently shown dropped past `kept`. */
function keep(cache: Map<number, Projected>, held: { bytes: number }, id: number, projected: Projected, kept: number): void {
  const before = cache.get(id);
  if (before) held.bytes -= heldStringBytes(before.json);
  cache.delete(id);
  cache.set(id, projected);
  held.bytes += heldStringBytes(projected.json);
  for (const [oldest, dropped] of cache) {
    if (cache.size <= kept) break;
    cache.delete(oldest);
    held.bytes -= heldStringBytes(dropped.json);
  }
}
