import * as v from 'valibot';
import { PLACEMENTS, MULTI_TYPES, RANKED_ROWS_PAGE_SIZE } from '../merchandising/placements';
import { INSIGHT_FILTERS_MAX, INSIGHT_OBJECT_IDS_MAX } from '../merchandising/insights';
import { AppModeSchema, IdSchema } from './common';

// The bodies the merchandising service takes (001 §7; docs/api-merchandising.md). POSTs are text/plain JSON. Field
// names are the spec's: snake_case for the ranked-rows calls, camelCase for the events, facets and budtender queries.
// Unknown fields are dropped, a known field of the wrong kind is a 400 naming it.

const text = (max: number) => v.pipe(v.string('must be text'), v.maxLength(max, `must be at most ${max} characters`));
const list = <T extends v.GenericSchema>(item: T, max: number) => v.pipe(v.array(item, 'must be a list'), v.maxLength(max, `must hold at most ${max} entries`));
const count = (min: number, max: number) =>
  v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(min, `must be at least ${min}`), v.maxValue(max, `must be at most ${max}`));
/** A device id as 001 §9 has it (21 characters, 20 for a fingerprint id); absent or null: none. */
export const DmDeviceIdSchema = v.nullish(v.pipe(v.string('must be text'), v.regex(/^[A-Za-z0-9_-]{20,21}$/, 'must be a device id of 20 or 21 characters')));
const optionalText = (max: number) => v.nullish(text(max));

/** Fields every ranked-rows call carries (001 §7 POST /v2/smart). */
const Who = {
  app_mode: v.optional(AppModeSchema, 'default'),
  distinct_id: optionalText(100),
  jane_device_id: DmDeviceIdSchema,
  pos_user_id: optionalText(100),
  /** Ignored by the host, which knows the shopper from the session (a body cannot name another user). */
  user_id: v.nullish(v.union([IdSchema, text(40)])),
  store_id: IdSchema,
  /**
   * Names of the product fields the caller wants in search_attributes: only a card's fields get each product's card
   * (shared/merchandising/searchAttributes asksForCards), any other list or none the whole menu product.
   */
  search_attributes: v.nullish(list(text(60), 100)),
};

/**
 * One placement's fields (001 §7). search_filter is a menu query string, the parameters of GET /stores/{id}/menu
 * (`kind=flower&lineage=sativa`); search_query the shopper's text; search_sort a menu sort key.
 */
export const PlacementFieldsSchema = v.object({
  placement: v.picklist(PLACEMENTS, `must be one of ${PLACEMENTS.join(', ')}`),
  cart_product_ids: v.nullish(list(IdSchema, 200)),
  cart_pos_product_ids: v.nullish(list(text(100), 200)),
  search_filter: optionalText(2000),
  search_optional_filters: v.nullish(v.union([text(2000), list(text(200), 50)])),
  disable_ads: v.nullish(v.boolean('must be true or false')),
  num_columns: v.nullish(count(1, 12)),
  search_query: optionalText(200),
  search_sort: optionalText(60),
  max_products: v.nullish(count(1, 600)),
  page_size: v.nullish(count(1, RANKED_ROWS_PAGE_SIZE)),
  search_facets: v.nullish(list(text(60), 30)),
  exclude_creative_ids: v.nullish(list(text(100), 100)),
  pos_product_id: optionalText(100),
  product_id: v.nullish(IdSchema),
});

export const SmartRequestSchema = v.object({ ...Who, ...PlacementFieldsSchema.entries });

export const MultiRequestSchema = v.object({
  ...Who,
  type: v.picklist(MULTI_TYPES, `must be one of ${MULTI_TYPES.join(', ')}`),
  /** type custom: the placements, each with its own fields. */
  placements: v.nullish(list(PlacementFieldsSchema, 10)),
  /** type featured: leave out the menu's top row (already drawn). */
  exclude_menu_top_row: v.nullish(v.boolean('must be true or false')),
});

export const SmartPageRequestSchema = v.object({
  app_mode: v.optional(AppModeSchema, 'default'),
  jane_device_id: DmDeviceIdSchema,
  object_ids: list(text(40), RANKED_ROWS_PAGE_SIZE),
  search_attributes: v.nullish(list(text(60), 100)),
  store_id: IdSchema,
});

const Engagement = v.object({
  adToken: optionalText(200),
  kevelToken: optionalText(200),
  myHighD: optionalText(200),
  productId: IdSchema,
});

export const ImpressionEventSchema = v.object({
  distinctId: optionalText(100),
  janeDeviceId: DmDeviceIdSchema,
  engagements: v.pipe(list(Engagement, 100), v.minLength(1, 'must hold at least one engagement')),
});

export const ClickEventSchema = v.object({
  ...Engagement.entries,
  distinctId: optionalText(100),
  janeDeviceId: DmDeviceIdSchema,
  isAddToCart: v.optional(v.boolean('must be true or false'), false),
  storeId: IdSchema,
});

export const ExternalCheckoutEventSchema = v.object({
  janeDeviceId: DmDeviceIdSchema,
  posOrderId: text(100),
  posUserId: optionalText(100),
  products: list(v.object({ productId: IdSchema, count: v.optional(count(1, 1000), 1) }), 200),
  storeId: IdSchema,
});

export const SessionEventSchema = v.object({
  distinctId: optionalText(100),
  janeDeviceId: DmDeviceIdSchema,
  events: list(v.object({ name: text(60), at: v.nullish(count(0, 9_999_999_999_999)) }), 50),
});

export const FacetsRequestSchema = v.object({
  appMode: v.optional(AppModeSchema, 'default'),
  janeDeviceId: DmDeviceIdSchema,
  searchFacets: list(text(60), 30),
  searchFilter: optionalText(2000),
  searchQuery: optionalText(200),
  storeId: IdSchema,
});

export const BudtenderQueriesRequestSchema = v.object({ appMode: v.optional(AppModeSchema, 'default'), janeDeviceId: DmDeviceIdSchema, storeId: IdSchema });

export const BudtenderRequestSchema = v.object({
  app_mode: v.optional(AppModeSchema, 'default'),
  jane_device_id: DmDeviceIdSchema,
  placement: v.optional(v.literal('virtual_budtender_search', 'must be virtual_budtender_search'), 'virtual_budtender_search'),
  query: v.pipe(text(300), v.trim(), v.minLength(1, 'must not be empty')),
  search_attributes: v.nullish(list(text(60), 100)),
  store_id: IdSchema,
});

const InsightEventSchema = v.object({
  index: text(100),
  eventName: text(100),
  filters: v.nullish(list(text(200), INSIGHT_FILTERS_MAX)),
  objectIDs: v.nullish(list(text(40), INSIGHT_OBJECT_IDS_MAX)),
  userToken: v.pipe(v.string('must be text'), v.regex(/^[A-Za-z0-9_-]{20,21}$/, 'must be a device id of 20 or 21 characters')),
});
export const InsightEventsRequestSchema = v.object({ events: v.pipe(list(InsightEventSchema, 20), v.minLength(1, 'must hold at least one event')) });

export type SmartRequest = v.InferOutput<typeof SmartRequestSchema>;
export type PlacementFields = v.InferOutput<typeof PlacementFieldsSchema>;
export type MultiRequest = v.InferOutput<typeof MultiRequestSchema>;
export type SmartPageRequest = v.InferOutput<typeof SmartPageRequestSchema>;
export type ImpressionEvent = v.InferOutput<typeof ImpressionEventSchema>;
export type ClickEvent = v.InferOutput<typeof ClickEventSchema>;
export type ExternalCheckoutEvent = v.InferOutput<typeof ExternalCheckoutEventSchema>;
export type SessionEvent = v.InferOutput<typeof SessionEventSchema>;
export type FacetsRequest = v.InferOutput<typeof FacetsRequestSchema>;
export type BudtenderQueriesRequest = v.InferOutput<typeof BudtenderQueriesRequestSchema>;
export type BudtenderRequest = v.InferOutput<typeof BudtenderRequestSchema>;
export type InsightEventsRequest = v.InferOutput<typeof InsightEventsRequestSchema>;
