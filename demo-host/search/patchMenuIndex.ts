import type { MenuProduct } from '../../shared/types';
import {
  facetValuesOf,
  indexedFieldsOf,
  numberOrNaN,
  searchTextOf,
  sortFieldValue,
  sortNumber,
  type IndexedProduct,
  type MenuIndex,
  type MenuIndexWithProducts,
} from './buildMenuIndex';
import { LIST_FACETS, type ListFacet } from './menuQuery';
import { forgetMatches } from './searchMenu';
import { reorderProduct } from './sortOrder';

const sameNumber = (a: number, b: number) => a === b || (a !== a && b !== b);

/** Whether position i of the index has exactly these values for the facet, in this order. */
function sameFacetValues(index: MenuIndex, facet: ListFacet, i: number, values: readonly string[]): boolean {
  const { offsets, valueIds, values: names } = index.facets[facet];
  if (offsets[i + 1] - offsets[i] !== values.length) return false;
  return values.every((value, k) => names[valueIds[offsets[i] + k]] === value);
}

/**
 * The new values of the numeric sort columns a change moves, by field; null when a text sort value changed,
 * since text columns hold ranks among every product's texts.
 */
function changedSortValues(index: MenuIndex, i: number, after: IndexedProduct): Map<string, number> | null {
  const changed = new Map<string, number>();
  for (const [field, column] of index.sortColumns) {
    const is = sortFieldValue(after, field);
    const texts = index.sortTexts.get(field);
    if (typeof is === 'string') {
      if (texts?.[column[i]] !== is) return null;
      continue;
    }
    const value = sortNumber(is);
    if (sameNumber(value, column[i])) continue;
    if (texts) return null; // A text became a number or went missing: ranks are among texts only.
    changed.set(field, value);
  }
  return changed;
}

const holdsProducts = (index: MenuIndex): index is MenuIndexWithProducts => 'products' in index;

/**
 * Puts a re-read product into a store's index in place when only its figures changed (rating, review count,
 * potency, prices): its numeric columns and its place in each computed order, and forgets its cached record.
 * Answers false and leaves the index untouched when the change reaches what the index derives from all products
 * together (search text, facet values, text sort ranks) or which products it holds (visibility, the store dropping
 * it): the caller rebuilds then. `updated` is null when the store no longer carries the product.
 */
export function patchMenuIndex(index: MenuIndex, productId: number, updated: MenuProduct | null): boolean {
  const i = index.positionOf.get(productId);
  const shown = updated !== null && updated.visible !== false;
  if (i === undefined) return !shown;
  if (!shown) return false;
  const fields = indexedFieldsOf(updated);
  if (searchTextOf(fields) !== index.text[i]) return false;
  if (!LIST_FACETS.every((facet) => sameFacetValues(index, facet, i, facetValuesOf(fields, facet)))) return false;
  const changed = changedSortValues(index, i, fields);
  if (changed === null) return false;

  if (holdsProducts(index)) {
    (index.products as MenuProduct[])[i] = updated;
    index.json[i] = undefined;
  }
  index.records.forget(productId);
  index.percentThc[i] = numberOrNaN(updated.percent_thc);
  index.percentCbd[i] = numberOrNaN(updated.percent_cbd);
  index.bucketPrice[i] = numberOrNaN(updated.bucket_price);
  for (const [field, value] of changed) index.sortColumns.get(field)![i] = value;
  reorderProduct(index, i, new Set(changed.keys()));
  forgetMatches(index);
  return true;
}
