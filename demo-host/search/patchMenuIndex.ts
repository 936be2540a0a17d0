import type { MenuProduct } from '../../shared/types';
import { facetValuesOf, numberOrNaN, searchTextOf, sortFieldValue, sortNumber, type MenuIndex } from './buildMenuIndex';
import { LIST_FACETS } from './menuQuery';
import { reorderProduct } from './sortOrder';

const sameValues = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, k) => value === b[k]);

/**
 * The new values of the numeric sort columns a change moves, by field; null when a text sort value changed,
 * since text columns hold ranks among every product's texts.
 */
function changedSortValues(index: MenuIndex, before: MenuProduct, after: MenuProduct): Map<string, number> | null {
  const changed = new Map<string, number>();
  for (const field of index.sortColumns.keys()) {
    const was = sortFieldValue(before, field);
    const is = sortFieldValue(after, field);
    if (was === is) continue;
    if (typeof was === 'string' || typeof is === 'string') return null;
    changed.set(field, sortNumber(is));
  }
  return changed;
}

/**
 * Puts a re-read product into a store's index in place when only its figures changed (rating, review count,
 * potency, prices): the product, its numeric columns and its place in each computed order. Answers false and
 * leaves the index untouched when the change reaches what the index derives from all products together (search
 * text, facet values, text sort ranks) or which products it holds (visibility, the store dropping it): the
 * caller rebuilds then. `updated` is null when the store no longer carries the product.
 */
export function patchMenuIndex(index: MenuIndex, productId: number, updated: MenuProduct | null): boolean {
  const i = index.positionOf.get(productId);
  const shown = updated !== null && updated.visible !== false;
  if (i === undefined) return !shown;
  if (!shown) return false;
  const before = index.products[i];
  if (searchTextOf(updated) !== index.text[i]) return false;
  if (!LIST_FACETS.every((facet) => sameValues(facetValuesOf(before, facet), facetValuesOf(updated, facet)))) return false;
  const changed = changedSortValues(index, before, updated);
  if (changed === null) return false;

  (index.products as MenuProduct[])[i] = updated;
  index.json[i] = undefined;
  index.percentThc[i] = numberOrNaN(updated.percent_thc);
  index.percentCbd[i] = numberOrNaN(updated.percent_cbd);
  index.bucketPrice[i] = numberOrNaN(updated.bucket_price);
  for (const [field, value] of changed) index.sortColumns.get(field)![i] = value;
  reorderProduct(index, i, new Set(changed.keys()));
  return true;
}
