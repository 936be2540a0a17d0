import type { MenuProduct } from '../../../shared/types';
import type { MenuIndex } from '../../search';

// Per-index columns the rules compute once and reuse (menu products are large objects, slow to read 5,000 times per
// request). An index patched in place since (patchMenuIndex replaces a product) gets its columns built again.

interface Columns {
  products: readonly MenuProduct[];
  byName: Map<string, unknown>;
}

const columnsByIndex = new WeakMap<MenuIndex, Columns>();

function columnsOf(index: MenuIndex): Columns {
  const cached = columnsByIndex.get(index);
  if (cached && cached.products.length === index.products.length && cached.products.every((product, i) => product === index.products[i])) return cached;
  const fresh: Columns = { products: index.products.slice(), byName: new Map() };
  columnsByIndex.set(index, fresh);
  return fresh;
}

/** The column `name` of the index, built by `build` on first use. */
export function indexColumn<T>(index: MenuIndex, name: string, build: (index: MenuIndex) => T): T {
  const columns = columnsOf(index);
  if (!columns.byName.has(name)) columns.byName.set(name, build(index));
  return columns.byName.get(name) as T;
}

/** Product id by position. */
export const productIdColumn = (index: MenuIndex): Float64Array => indexColumn(index, 'id', (i) => Float64Array.from(i.products, (product) => product.id));

/** Kind (a value id of the kind facet) by position. */
export const kindColumn = (index: MenuIndex): Int32Array =>
  indexColumn(index, 'kind', (i) => Int32Array.from(i.facets.kind.productValues, (ids) => (ids.length > 0 ? ids[0] : -1)));
