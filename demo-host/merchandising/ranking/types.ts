import type { Placement } from '../../../shared/merchandising';
import type { InsightEvent } from '../../../shared/merchandising';
import type { PlacementFields } from '../../../shared/schemas/merchandisingRequests';
import type { MenuIndex } from '../../search';

/** Who asks for a row: the session's user (never a body's user_id) and the device id the body carried. */
export interface Shopper {
  userId: number | null;
  deviceId: string | null;
}

export interface RankRequest {
  storeId: number;
  shopper: Shopper;
  fields: PlacementFields;
}

/**
 * One placement's ranked row (001 §7), before it becomes a wire answer: product ids best first (visible products of
 * the store's public menu only), at most `max_products` (default 600).
 */
export interface RankedRow {
  title: string;
  productIds: number[];
  /** Sponsored products among productIds: product id → flight id (001 §7 flight_id). Empty with disable_ads. */
  sponsored: Map<number, number>;
  creativeIds: string[];
  customImage: { url: string; alt: string } | null;
  /** menu_inline_table with search_facets: facet name → value → count over the row's whole result. */
  facets: Record<string, Record<string, number>> | null;
  /** How many products matched before the cut to productIds (001 §7 nb_hits). */
  nbHits: number;
  /** The store's menu index the row was ranked over, which its page's records are read from (not asked for twice). */
  index?: MenuIndex;
}

/** Where an engagement came from, read back from the opaque tokens the service put on each product it answered. */
export interface EngagementSource {
  storeId: number;
  placement: Placement | null;
  flightId: number | null;
}

/** 001 §7: impressions, clicks, checkouts and search insights, stored so that they move the ranking. */
export interface EngagementLog {
  impressions(deviceId: string | null, items: { productId: number; source: EngagementSource }[]): Promise<void>;
  click(deviceId: string | null, item: { productId: number; source: EngagementSource; addToCart: boolean }): Promise<void>;
  externalCheckout(deviceId: string | null, storeId: number, order: { posOrderId: string; products: { productId: number; count: number }[] }): Promise<void>;
  session(deviceId: string | null, distinctId: string | null, events: { name: string; at: number | null }[]): Promise<void>;
  insights(events: InsightEvent[]): Promise<void>;
}

/** The ranking behind every placement (docs/api-merchandising.md § Ranking). */
export interface Ranking {
  /** null: no such store (or not public). A row with no products is a row, not null. */
  rank(request: RankRequest): Promise<RankedRow | null>;
  readonly log: EngagementLog;
}
