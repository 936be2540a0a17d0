import type { MenuProduct } from '../../shared/types';
import { SEARCH_SORT_KEYS, sortTerms, type SearchSortKey } from '../../shared/search/sortKeys';
import { facetValuesOf, indexedFieldsOf, numberOrNaN, searchTextOf, sortFieldReader, sortNumber, type IndexedProduct } from './menuFacets';
import { LIST_FACETS, type ListFacet } from './menuQuery';
import { memoryRecords, type MenuRecords } from './menuRecords';

export { facetValuesOf, indexedFieldsOf, normalizeText, numberOrNaN, searchTextOf, sortFieldValue, sortNumber } from './menuFacets';
export type { IndexedProduct } from './menuFacets';

/**
 * One facet as columns: the distinct values, and every product's value ids in one array (compressed rows: the ids
 * of product i are valueIds[offsets[i]] up to valueIds[offsets[i + 1]]), not one small array per product.
 */
export interface FacetColumn {
  values: string[];
  idOf: Map<string, number>;
  offsets: Uint32Array;
  valueIds: Uint16Array;
}

/**
 * A store's visible menu, prepared for searchMenu, and nothing more: product ids, lowercase search text, facet
 * columns, numeric columns (NaN = no value) and precomputed name ranks so sorts compare integers. The menu products
 * themselves (4–5 KB each as JSON) are not held: `records` reads those of a page from the database, so a
 * 50,000-product store's index takes tens of megabytes, not gigabytes.
 */
export interface MenuIndex {
  storeId: number;
  /** Product id by position. */
  ids: Int32Array;
  /** Product id → position. */
  positionOf: Map<number, number>;
  text: string[];
  facets: Record<ListFacet, FacetColumn>;
  percentThc: Float64Array;
  percentCbd: Float64Array;
  bucketPrice: Float64Array;
  /** Sort columns by menu-product field (shared/search sortTerms): numbers, booleans as 0/1, text as ranks. */
  sortColumns: Map<string, Float64Array>;
  /** The distinct texts of each text sort field, in rank order (a patch tells a moved text by them). */
  sortTexts: Map<string, string[]>;
  /** Product positions in each sort key's order, computed on first use (sortOrder). */
  orders: Map<SearchSortKey, Uint32Array>;
  /** The menu products of some positions (a page, a product page), read on demand. */
  records: MenuRecords;
  builtAt: number;
}

/** An index built from menu products in memory (buildMenuIndex: tests and benches) that keeps them, as searchMenu answers them. */
export interface MenuIndexWithProducts extends MenuIndex {
  products: readonly MenuProduct[];
  /** Each product's JSON, serialized on first use. */
  json: (string | undefined)[];
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The menu-product fields the sort keys order by, each once. */
export const SORT_FIELDS: readonly string[] = [...new Set(SEARCH_SORT_KEYS.flatMap((key) => sortTerms(key).map(({ field }) => field)))];

/** The number of products an index holds. */
export const sizeOf = (index: MenuIndex): number => index.ids.length;

/**
 * Builds an index from a store's menu products given in chunks (a chunk can be dropped once added), so building a
 * large store never holds all its full products at once.
 */
export class MenuIndexBuilder {
  private readonly ids: number[] = [];
  private readonly text: string[] = [];
  private readonly facetValues = LIST_FACETS.map(() => ({ values: [] as string[], idOf: new Map<string, number>(), offsets: [0], valueIds: [] as number[] }));
  private readonly numbers = { percentThc: [] as number[], percentCbd: [] as number[], bucketPrice: [] as number[] };
  private readonly sortValues = new Map<string, unknown[]>(SORT_FIELDS.map((field) => [field, []]));
  private readonly sortReaders = SORT_FIELDS.map((field) => ({ values: this.sortValues.get(field)!, read: sortFieldReader(field) }));

  /** Adds whole menu products (tests, and readers that hold them anyway). */
  add(products: readonly MenuProduct[]): void {
    this.addIndexed(products.map(indexedFieldsOf));
  }

  /** Adds products as read for an index (a hidden one is left out). */
  addIndexed(products: readonly IndexedProduct[]): void {
    for (const product of products) {
      if (product.visible === false) continue;
      this.ids.push(product.id);
      this.text.push(searchTextOf(product));
      LIST_FACETS.forEach((facet, f) => {
        const column = this.facetValues[f];
        for (const value of facetValuesOf(product, facet)) {
          let id = column.idOf.get(value);
          if (id === undefined) column.idOf.set(value, (id = column.values.push(value) - 1));
          column.valueIds.push(id);
        }
        column.offsets.push(column.valueIds.length);
      });
      this.numbers.percentThc.push(numberOrNaN(product.percent_thc));
      this.numbers.percentCbd.push(numberOrNaN(product.percent_cbd));
      this.numbers.bucketPrice.push(numberOrNaN(product.bucket_price));
      for (const { values, read } of this.sortReaders) values.push(read(product));
    }
  }

  finish(storeId: number, records: MenuRecords, now = Date.now()): MenuIndex {
    const facets = {} as Record<ListFacet, FacetColumn>;
    LIST_FACETS.forEach((facet, f) => {
      const { values, idOf, offsets, valueIds } = this.facetValues[f];
      facets[facet] = { values, idOf, offsets: Uint32Array.from(offsets), valueIds: Uint16Array.from(valueIds) };
    });
    const sortColumns = new Map<string, Float64Array>();
    const sortTexts = new Map<string, string[]>();
    for (const [field, values] of this.sortValues) {
      const texts = [...new Set(values.filter((v): v is string => typeof v === 'string'))].sort(collator.compare);
      const rankOf = new Map(texts.map((text, rank) => [text, rank]));
      sortColumns.set(
        field,
        Float64Array.from(values, (value) => (typeof value === 'string' ? rankOf.get(value)! : sortNumber(value))),
      );
      if (texts.length > 0) sortTexts.set(field, texts);
    }
    const ids = Int32Array.from(this.ids);
    return {
      storeId,
      ids,
      positionOf: positionsOf(ids),
      text: this.text,
      facets,
      percentThc: Float64Array.from(this.numbers.percentThc),
      percentCbd: Float64Array.from(this.numbers.percentCbd),
      bucketPrice: Float64Array.from(this.numbers.bucketPrice),
      sortColumns,
      sortTexts,
      orders: new Map(),
      records,
      builtAt: now,
    };
  }
}

export function positionsOf(ids: Int32Array): Map<number, number> {
  const positionOf = new Map<number, number>();
  ids.forEach((id, i) => positionOf.set(id, i));
  return positionOf;
}

/** An index over products already in memory, holding them (tests, and callers that have the products anyway). */
export function buildMenuIndex(storeId: number, allProducts: readonly MenuProduct[], now = Date.now()): MenuIndexWithProducts {
  const builder = new MenuIndexBuilder();
  builder.add(allProducts);
  const products = allProducts.filter((p) => p.visible !== false);
  const index = Object.assign(
    builder.finish(
      storeId,
      memoryRecords(() => undefined),
      now,
    ),
    { products, json: new Array<string | undefined>(products.length) },
  );
  index.records = memoryRecords((id) => {
    const position = index.positionOf.get(id);
    return position === undefined ? undefined : index.products[position];
  });
  return index;
}
