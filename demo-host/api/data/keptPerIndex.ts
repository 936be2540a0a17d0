import type { MenuIndex } from '../../search';
import type { MenuFeatureReader, MenuFeatureRow } from './menuFeatureRows';

/**
 * `derive` kept per menu index: derived again for a new index (a new menu version rebuilds it) and for one patched
 * in place since (a review moved a product's rating: records.patches() moved). A derivation that fails (a promise
 * that rejects) is not kept, so the next call tries again. Nothing is kept past its index (a WeakMap).
 */
export function keptPerIndex<T>(derive: (index: MenuIndex) => T): (index: MenuIndex) => T {
  const kept = new WeakMap<MenuIndex, { patches: number; value: T }>();
  return (index) => {
    const patches = index.records.patches();
    const cached = kept.get(index);
    if (cached && cached.patches === patches) return cached.value;
    const entry = { patches, value: derive(index) };
    kept.set(index, entry);
    if (entry.value instanceof Promise)
      entry.value.catch(() => {
        if (kept.get(index) === entry) kept.delete(index);
      });
    return entry.value;
  };
}

/**
 * Calls `visit` with each feature row of the products the index shows and its position there, chunk by chunk (a
 * row the index does not show, hidden or added since it was built, is skipped): what a per-index derivation reads
 * instead of the store's full menu products.
 */
export async function forEachShownRow(index: MenuIndex, read: MenuFeatureReader, visit: (row: MenuFeatureRow, position: number) => void): Promise<void> {
  for await (const chunk of read(index.storeId)) {
    for (const row of chunk) {
      const position = index.positionOf.get(row.id);
      if (position !== undefined) visit(row, position);
    }
  }
}
