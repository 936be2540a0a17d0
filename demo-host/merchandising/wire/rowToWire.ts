import { RANKED_ROWS_PAGE_SIZE, type Placement } from '../../../shared/merchandising';
import type { MenuIndex, RecordsJson } from '../../search';
import type { EngagementTokens } from '../engagementTokens';
import type { RankedRow } from '../ranking/types';

/**
 * DmProduct (shared/schemas/merchandisingAnswers) as the host builds it: search_attributes is the menu product, held
 * as the JSON of the index's record (read by id for the products an answer shows) and written out as it is.
 */
export interface WireDmProduct {
  object_id: string;
  product_id: number;
  ad_token: string;
  kevel_token: string | null;
  my_high_d: string;
  flight_id: number | null;
  /** The menu product's JSON: search_attributes on the wire. */
  record: string;
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

/** One product an answer asks for: its tokens name the store, the row and (sponsored only) the flight. */
export interface AnsweredId {
  productId: number;
  placement: Placement | null;
  flightId: number | null;
}

/** The whole menu products of an index by id: search_attributes when the call asks for no card (asksForCards). */
export const wholeRecords: RecordsJson = (index, ids) => index.records.json(ids);

/**
 * The products on the wire, their menu products read by id from the index's records (only these, never the whole
 * menu), whole or as `recordsJson` makes them (cards). A product the index does not show, or whose record reads
 * hidden now, is left out.
 */
export async function dmProducts(index: MenuIndex, answered: readonly AnsweredId[], tokens: EngagementTokens, recordsJson = wholeRecords): Promise<WireDmProduct[]> {
  const shown = answered.filter(({ productId }) => index.positionOf.has(productId));
  const ids = shown.map(({ productId }) => productId);
  const records = ids.length === 0 ? new Map<number, string>() : await recordsJson(index, ids);
  return shown.flatMap(({ productId, placement, flightId }) => {
    const record = records.get(productId);
    if (record === undefined) return [];
    return [{ object_id: String(productId), product_id: productId, ...tokens.issue({ storeId: index.storeId, placement, flightId }, productId), flight_id: flightId, record }];
  });
}

/**
 * A ranked row on the wire (001 §7, §9): the first page (page_size, at most 60) with the menu products (their records), and every
 * ranked id (at most max_products) as object_ids for the later pages. Ids no longer on the menu are left out.
 */
export async function rowToWire(
  placement: Placement,
  row: RankedRow,
  index: MenuIndex,
  tokens: EngagementTokens,
  sizes: { pageSize?: number | null; maxProducts?: number | null },
  recordsJson = wholeRecords,
): Promise<WireSmartAnswer> {
  const ids = row.productIds.filter((id) => index.positionOf.has(id)).slice(0, sizes.maxProducts ?? DEFAULT_MAX_PRODUCTS);
  const pageSize = Math.min(sizes.pageSize ?? RANKED_ROWS_PAGE_SIZE, RANKED_ROWS_PAGE_SIZE);
  const page = ids.slice(0, pageSize).map((productId) => ({ productId, placement, flightId: row.sponsored.get(productId) ?? null }));
  const products = await dmProducts(index, page, tokens, recordsJson);
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

/** A product as JSON text, its menu product's JSON (the record) as search_attributes. */
function productJson(product: WireDmProduct): string {
  const { record, ...fields } = product;
  const head = JSON.stringify(fields);
  return `${head.slice(0, -1)},"search_attributes":${record}}`;
}

/** An answer holding `products` (a row, a page), as JSON text: `{ ...fields, "products": [...] }`. */
export function answerJson(answer: { products: readonly WireDmProduct[] }): string {
  const head = JSON.stringify({ ...answer, products: undefined });
  const products = answer.products.map(productJson).join(',');
  return `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"products":[${products}]}`;
}
