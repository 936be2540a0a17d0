import type { MenuProduct } from '../../../shared/types';
import type { FacetColumn, MenuIndexWithProducts } from '../../search';

// Per-index columns the rules compute once and reuse (menu products are large objects, slow to read 5,000 times per
// request). An index patched in place since (patchMenuIndex replaces a product) gets its columns built again.

interface Columns {
  products: readonly MenuProduct[];
  byName: Map<string, unknown>;
}

const columnsByIndex = new WeakMap<MenuIndexWithProducts, Columns>();

function columnsOf(index: MenuIndexWithProducts): Columns {
  const cached = columnsByIndex.get(index);
  if (cached && cached.products.length === index.products.length && cached.products.every((product, i) => product === index.products[i])) return cached;
  const fresh: Columns = { products: index.products.slice(), byName: new Map() };
  columnsByIndex.set(index, fresh);
  return fresh;
}

/** The column `name` of the index, built by `build` on first use. */
export function indexColumn<T>(index: MenuIndexWithProducts, name: string, build: (index: MenuIndexWithProducts) => T): T {
  const columns = columnsOf(index);
  if (!columns.byName.has(name)) columns.byName.set(name, build(index));
  return columns.byName.get(name) as T;
}

/** Product id by position. */
export const productIdColumn = (index: MenuIndexWithProducts): Float64Array => indexColumn(index, 'id', (i) => Float64Array.from(i.products, (product) => product.id));

/** Kind (a value id of the kind facet) by position. */
export const kindColumn = (index: MenuIndexWithProducts): Int32Array => indexColumn(index, 'kind', (i) => firstValueIds(i.facets.kind));

/** Each product's first value id of a facet (-1 for none), by position. */
export const firstValueIds = (column: FacetColumn): Int32Array =>
  Int32Array.from({ length: column.offsets.length - 1 }, (_, i) => (column.offsets[i + 1] > column.offsets[i] ? column.valueIds[column.offsets[i]] : -1));
