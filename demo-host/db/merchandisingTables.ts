import type { Generated } from 'kysely';

/** What an engagement row counts (migration 0017). */
export type EngagementKind = 'impression' | 'click' | 'add_to_cart' | 'checkout';

/**
 * One counted engagement with a ranked row (migration 0017, 001 §7). The primary key (kind, store, product, device,
 * placement, slot) is the de-duplication rule: slot is the UTC day of an impression, the UTC hour of a click, the order
 * id of a checkout.
 */
export interface DmEngagementsTable {
  kind: EngagementKind;
  store_id: number;
  product_id: number;
  device_id: string;
  /** The placement it came from; '' when unknown. */
  placement: string;
  slot: string;
  flight_id: number | null;
  /** Units of a checkout line; 1 otherwise. */
  units: Generated<number>;
  created_at: string;
}

/** A search-analytics insight (001 §7 POST /1/events): a facet filter or an object id a device chose, once per hour. */
export interface DmInsightsTable {
  device_id: string;
  kind: 'filter' | 'object';
  /** The facet string ("brand:Kiva") or the object id. */
  value: string;
  slot: string;
  event_name: string;
  created_at: string;
}

/** One session-beacon event (001 §7 POST /v2/event/session). */
export interface DmSessionsTable {
  id: Generated<number>;
  device_id: string;
  distinct_id: string | null;
  name: string;
  /** The event's own time (ms since epoch, as text), when it gave one. */
  at: string | null;
  created_at: string;
}
