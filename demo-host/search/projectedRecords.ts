import type { MenuProduct } from '../../shared/types';
import type { MenuIndex } from './buildMenuIndex';
import { heldStringBytes, RECORDS_KEPT } from './menuRecords';

/** The JSON of some of an index's records by id, in the order asked (MenuRecords.json's contract). */
export type RecordsJson = (index: MenuIndex, ids: readonly number[]) => Promise<Map<number, string>>;

interface Projected {
  /** The record's JSON the projection was made from: a record changed since (patchMenuIndex) no longer matches. */
  readonly source: string;
  readonly json: string;
}

/** The bytes of every index's card projections kept (menuIndexBytes.ts), by index. */
const projectedBytes = new WeakMap<MenuIndex, { bytes: number }>();

/** The bytes an index's card projections hold: each its JSON and its record's (kept alive by it once the records drop it). */
export const cardBytes = (index: MenuIndex): number => projectedBytes.get(index)?.bytes ?? 0;

const bytesOf = (projected: Projected) => heldStringBytes(projected.source) + heldStringBytes(projected.json);

/**
 * The index's records as `project` makes them (a product card), their JSON kept per index for the last `kept` shown:
 * a page asked again is not parsed and projected again. Each is checked against its record's current JSON, so a
 * product changed in place is projected anew; a new menu version is a new index, and its records start afresh.
 */
export function projectedRecords(project: (product: MenuProduct) => unknown, kept = RECORDS_KEPT): RecordsJson {
  const byIndex = new WeakMap<MenuIndex, Map<number, Projected>>();
  return async (index, ids) => {
    const cache = byIndex.get(index) ?? new Map<number, Projected>();
    byIndex.set(index, cache);
    const held = projectedBytes.get(index) ?? { bytes: 0 };
    projectedBytes.set(index, held);
    const answer = new Map<number, string>();
    for (const [id, source] of await index.records.json(ids)) {
      const before = cache.get(id);
      const projected = before?.source === source ? before : { source, json: JSON.stringify(project(JSON.parse(source) as MenuProduct)) };
      // Least recently shown first out.
      if (before) held.bytes -= bytesOf(before);
      cache.delete(id);
      cache.set(id, projected);
      held.bytes += bytesOf(projected);
      for (const [oldest, dropped] of cache) {
        if (cache.size <= kept) break;
        cache.delete(oldest);
        held.bytes -= bytesOf(dropped);
      }
      answer.set(id, projected.json);
    }
    return answer;
  };
}
