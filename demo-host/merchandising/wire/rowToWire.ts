import { RANKED_ROWS_PAGE_SIZE, type Placement } from '../../../shared/merchandising';
import type { MenuProduct } from '../../../shared/types';
import type { MenuIndexWithProducts } from '../../search';
import type { EngagementTokens } from '../engagementTokens';
import type { RankedRow } from '../ranking/types';

/** DmProduct (shared/schemas/merchandisingAnswers) as the host builds it: search_attributes is the index's menu product. */
export interface WireDmProduct {
  object_id: string;
  product_id: number;
  ad_token: string;
  kevel_token: string | null;
  my_high_d: string;
  flight_id: number | null;
  search_attributes: MenuProduct;
}

/** SmartAnswer (shared/schemas/merchandisingAnswers) as the host builds it. */
export interface WireSmartAnswer {
  placement: Placement;
  title: string;
  creative_ids: string[];
  custom_image_data: { url: string; alt: string } | null;
  products: WireDmProduct[];
  object_ids: string[];
  search_facets: Record<string, Record<string, number>> | null;
  nb_hits: number;
}

/** 001 §7 max_products: at most this many ranked ids when the call does not say. */
export const DEFAULT_MAX_PRODUCTS = 600;

/** One answered product: its tokens name the store, the row and (sponsored only) the flight. search_attributes is the menu product. */
export function dmProduct(index: MenuIndexWithProducts, productId: number, placement: Placement | null, flightId: number | null, tokens: EngagementTokens): WireDmProduct | null {
  const position = index.positionOf.get(productId);
  if (position === undefined) return null;
  return {
    object_id: String(productId),
    product_id: productId,
    ...tokens.issue({ storeId: index.storeId, placement, flightId }, productId),
    flight_id: flightId,
    search_attributes: index.products[position],
  };
}

/**
 * A ranked row on the wire (001 §7, §9): the first page (page_size, at most 60) with the menu products, and every
 * ranked id (at most max_products) as object_ids for the later pages. Ids no longer on the menu are left out.
 */
export function rowToWire(
  placement: Placement,
  row: RankedRow,
  index: MenuIndexWithProducts,
  tokens: EngagementTokens,
  sizes: { pageSize?: number | null; maxProducts?: number | null },
): WireSmartAnswer {
  const ids = row.productIds.filter((id) => index.positionOf.has(id)).slice(0, sizes.maxProducts ?? DEFAULT_MAX_PRODUCTS);
  const pageSize = Math.min(sizes.pageSize ?? RANKED_ROWS_PAGE_SIZE, RANKED_ROWS_PAGE_SIZE);
  const products = ids.slice(0, pageSize).flatMap((id) => dmProduct(index, id, placement, row.sponsored.get(id) ?? null, tokens) ?? []);
  return {
    placement,
    title: row.title,
    creative_ids: row.creativeIds,
    custom_image_data: row.customImage,
    products,
    object_ids: ids.map(String),
    search_facets: row.facets,
    nb_hits: row.nbHits,
  };
}

/** A product as JSON text, its menu product serialized once per index (the menu search's cache, searchMenuJson). */
function productJson(index: MenuIndexWithProducts, product: WireDmProduct): string {
  const { search_attributes: _menuProduct, ...fields } = product;
  const position = index.positionOf.get(product.product_id)!;
  const head = JSON.stringify(fields);
  return `${head.slice(0, -1)},"search_attributes":${(index.json[position] ??= JSON.stringify(index.products[position]))}}`;
}

/** An answer holding `products` (a row, a page), as JSON text: `{ ...fields, "products": [...] }`. */
export function answerJson(index: MenuIndexWithProducts, answer: { products: readonly WireDmProduct[] }): string {
  const head = JSON.stringify({ ...answer, products: undefined });
  const products = answer.products.map((product) => productJson(index, product)).join(',');
  return `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"products":[${products}]}`;
}
