import { WEIGHT_IDS } from '../../shared/types';
import type { MenuProduct, WeightId } from '../../shared/types';
import { unitPrice } from '../../shared/money';
import { discountedPriceOf, priceOf } from '../../shared/weights';
import { SEARCH_SORT_KEYS, sortTerms, type SearchSortKey } from '../../shared/search/sortKeys';
import { LIST_FACETS, type ListFacet } from './menuQuery';

/** One facet as columns: the distinct values, and for each product the ids of its values. */
export interface FacetColumn {
  values: string[];
  idOf: Map<string, number>;
  /** productValues[i] = value ids of product i. */
  productValues: Uint16Array[];
}

/**
 * A store's visible menu, prepared for searchMenu: lowercase search text, facet columns, numeric columns
 * (NaN = no value) and precomputed name ranks so sorts compare integers.
 */
export interface MenuIndex {
  storeId: number;
  products: readonly MenuProduct[];
  /** Product id → position in products. */
  positionOf: Map<number, number>;
  text: string[];
  facets: Record<ListFacet, FacetColumn>;
  percentThc: Float64Array;
  percentCbd: Float64Array;
  bucketPrice: Float64Array;
  /** Sort columns by menu-product field (shared/search sortTerms): numbers, booleans as 0/1, text as ranks. */
  sortColumns: Map<string, Float64Array>;
  /** Product positions in each sort key's order, computed on first use (sortOrder). */
  orders: Map<SearchSortKey, Uint32Array>;
  /** Each product's JSON, serialized on first use (searchMenuJson). */
  json: (string | undefined)[];
  builtAt: number;
}

const EMPTY = new Uint16Array(0);

const NON_ASCII = /[^\u0000-\u007f]/;

/** Lowercase, accents dropped ("Café" finds "cafe"); plain ASCII skips the Unicode work. */
export function normalizeText(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFKD').replace(/\p{M}/gu, '') : lower;
}

/** The values a product has for each facet (000 §3). */
export function facetValuesOf(product: MenuProduct, facet: ListFacet): string[] {
  switch (facet) {
    case 'kind':
      return [product.kind];
    case 'category':
      return product.category ? [product.category] : [];
    case 'brand':
      return product.brand ? [product.brand] : [];
    case 'brand_subtype':
      return product.brand_subtype ? [product.brand_subtype] : [];
    case 'root_types':
      // The root type is the kind; a subtype adds `kind:subtype` (e.g. "extract:live resin").
      return product.root_subtype ? [product.kind, `${product.kind}:${product.root_subtype}`] : [product.kind];
    case 'available_weights':
      return product.available_weights ?? [];
    case 'feelings':
      return product.feelings ?? [];
    case 'activities':
      return product.activities ?? [];
    case 'has_brand_discount':
      return [product.has_brand_discount ? 'true' : 'false'];
    case 'compound_names': {
      const names = new Set<string>();
      for (const result of product.lab_results ?? []) {
        for (const compound of result.compound_results) names.add(compound.compound_name);
      }
      return [...names];
    }
  }
}

/** A numeric column's value: the number, or NaN for none. */
export function numberOrNaN(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN;
}

/** What full-text search looks in: name, brand and description. */
export function searchTextOf(product: MenuProduct): string {
  return normalizeText(`${product.name} ${product.brand ?? ''} ${product.description ?? ''}`);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

// 000 §4 / §5: a per-weight price sorts by what the shopper pays (discounted when present).
export function sortFieldValue(product: MenuProduct, field: string): unknown {
  const weight = /^price_(.+)$/.exec(field)?.[1];
  if (weight && (WEIGHT_IDS as readonly string[]).includes(weight)) {
    const w = weight as WeightId;
    return unitPrice(priceOf(product, w), discountedPriceOf(product, w));
  }
  return (product as unknown as Record<string, unknown>)[field];
}

/** A sort column's value for a non-text field: numbers as they are, booleans 0/1, missing as NaN. */
export function sortNumber(value: unknown): number {
  return typeof value === 'boolean' ? (value ? 1 : 0) : numberOrNaN(value as number | null | undefined);
}

/** One sortable column: numbers as they are, booleans 0/1, text as its collation rank, missing as NaN. */
function sortColumn(products: readonly MenuProduct[], field: string): Float64Array {
  const values = products.map((p) => sortFieldValue(p, field));
  const texts = [...new Set(values.filter((v): v is string => typeof v === 'string'))].sort(collator.compare);
  const rankOf = new Map(texts.map((text, rank) => [text, rank]));
  return Float64Array.from(values, (value) => (typeof value === 'string' ? rankOf.get(value)! : sortNumber(value)));
}

export function buildMenuIndex(storeId: number, allProducts: readonly MenuProduct[], now = Date.now()): MenuIndex {
  const products = allProducts.filter((p) => p.visible !== false);
  const n = products.length;
  const facets = {} as Record<ListFacet, FacetColumn>;
  for (const facet of LIST_FACETS) {
    const column: FacetColumn = { values: [], idOf: new Map(), productValues: new Array(n) };
    products.forEach((product, i) => {
      const values = facetValuesOf(product, facet);
      if (values.length === 0) return void (column.productValues[i] = EMPTY);
      const ids = new Uint16Array(values.length);
      values.forEach((value, k) => {
        let id = column.idOf.get(value);
        if (id === undefined) {
          id = column.values.push(value) - 1;
          column.idOf.set(value, id);
        }
        ids[k] = id;
      });
      column.productValues[i] = ids;
    });
    facets[facet] = column;
  }

  const column = (pick: (p: MenuProduct) => number | null | undefined) => Float64Array.from(products, (p) => numberOrNaN(pick(p)));
  const sortColumns = new Map<string, Float64Array>();
  for (const key of SEARCH_SORT_KEYS) {
    for (const { field } of sortTerms(key)) {
      if (!sortColumns.has(field)) sortColumns.set(field, sortColumn(products, field));
    }
  }

  return {
    storeId,
    products,
    positionOf: new Map(products.map((p, i) => [p.id, i])),
    text: products.map(searchTextOf),
    facets,
    percentThc: column((p) => p.percent_thc),
    percentCbd: column((p) => p.percent_cbd),
    bucketPrice: column((p) => p.bucket_price),
    sortColumns,
    orders: new Map(),
    json: new Array(n),
    builtAt: now,
  };
}
