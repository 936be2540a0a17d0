import { keptPerIndex } from '../../api/data/keptPerIndex';
import type { FacetColumn, MenuIndex } from '../../search';

// Per-index columns the rules compute once from the index's own columns and reuse; an index patched in place since
// (patchMenuIndex) gets them built again.

const columnsOf = keptPerIndex(() => new Map<string, unknown>());

/** The column `name` of the index, built by `build` on first use. */
export function indexColumn<T>(index: MenuIndex, name: string, build: (index: MenuIndex) => T): T {
  const columns = columnsOf(index);
  if (!columns.has(name)) columns.set(name, build(index));
  return columns.get(name) as T;
}

/** Kind (a value id of the kind facet) by position. */
export const kindColumn = (index: MenuIndex): Int32Array => indexColumn(index, 'kind', (i) => firstValueIds(i.facets.kind));

/** Brand (a value id of the brand facet, -1 for none) by position. */
export const brandColumn = (index: MenuIndex): Int32Array => indexColumn(index, 'brand', (i) => firstValueIds(i.facets.brand));

/** Each product's first value id of a facet (-1 for none), by position. */
export const firstValueIds = (column: FacetColumn): Int32Array =>
  Int32Array.from({ length: column.offsets.length - 1 }, (_, i) => (column.offsets[i + 1] > column.offsets[i] ? column.valueIds[column.offsets[i]] : -1));
