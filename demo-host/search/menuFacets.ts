import { WEIGHT_IDS } from '../../shared/types';
import type { DiscountedPriceFields, MenuProduct, PriceFields, WeightId } from '../../shared/types';
import { unitPrice } from '../../shared/money';
import { discountedPriceOf, priceOf } from '../../shared/weights';
import type { ListFacet } from './menuQuery';

// What a menu index reads from one menu product: search text, facet values and sort values.

/**
 * The fields of a menu product an index is built from, as on the wire (prices in dollars), and the product's
 * distinct compound names: all a build needs, so a store's index is built from a narrow read of its rows
 * (api/data/loadMenuIndexRows.ts) instead of whole menu products (indexedFieldsOf turns one into this).
 */
export type IndexedProduct = Pick<
  MenuProduct,
  | 'id'
  | 'product_id'
  | 'name'
  | 'brand'
  | 'description'
  | 'kind'
  | 'category'
  | 'brand_subtype'
  | 'root_subtype'
  | 'available_weights'
  | 'feelings'
  | 'activities'
  | 'has_brand_discount'
  | 'percent_thc'
  | 'percent_cbd'
  | 'bucket_price'
  | 'visible'
  | 'recommended'
  | 'operator_store_rank'
  | 'best_seller_rank'
  | 'lowest_available_price'
  | 'aggregate_rating'
  | 'review_count'
  | 'thc_dosage_milligrams'
> &
  PriceFields &
  DiscountedPriceFields & { compound_names: readonly string[] };

/** The distinct compound names of a menu product's lab results (000 §3 compound_names facet), in first-seen order. */
export function compoundNamesOf(product: Pick<MenuProduct, 'lab_results'>): string[] {
  const names = new Set<string>();
  for (const result of product.lab_results ?? []) {
    for (const compound of result.compound_results) names.add(compound.compound_name);
  }
  return [...names];
}

/** What an index reads of a whole menu product. */
export const indexedFieldsOf = (product: MenuProduct): IndexedProduct => ({ ...product, compound_names: compoundNamesOf(product) });

const NON_ASCII = /[^\u0000-\u007f]/;

/** Lowercase, accents dropped ("Café" finds "cafe"); plain ASCII skips the Unicode work. */
export function normalizeText(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFKD').replace(/\p{M}/gu, '') : lower;
}

/** The values a product has for each facet (000 §3). */
export function facetValuesOf(product: IndexedProduct, facet: ListFacet): readonly string[] {
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
    case 'compound_names':
      return product.compound_names;
  }
}

/** A numeric column's value: the number, or NaN for none. */
export function numberOrNaN(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN;
}

/** What full-text search looks in: name, brand and description. */
export function searchTextOf(product: IndexedProduct): string {
  return normalizeText(`${product.name} ${product.brand ?? ''} ${product.description ?? ''}`);
}

/** A sort field's reader: the per-weight price fields are resolved once, not per product. */
export function sortFieldReader(field: string): (product: IndexedProduct) => unknown {
  const weight = /^price_(.+)$/.exec(field)?.[1];
  if (weight && (WEIGHT_IDS as readonly string[]).includes(weight)) {
    const w = weight as WeightId;
    // 000 §4 / §5: a per-weight price sorts by what the shopper pays (discounted when present).
    return (product) => unitPrice(priceOf(product, w), discountedPriceOf(product, w));
  }
  return (product) => (product as unknown as Record<string, unknown>)[field];
}

export function sortFieldValue(product: IndexedProduct, field: string): unknown {
  return sortFieldReader(field)(product);
}

/** A sort column's value for a non-text field: numbers as they are, booleans 0/1, missing as NaN. */
export function sortNumber(value: unknown): number {
  return typeof value === 'boolean' ? (value ? 1 : 0) : numberOrNaN(value as number | null | undefined);
}
