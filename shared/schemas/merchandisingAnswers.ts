import * as v from 'valibot';
import { PLACEMENTS } from '../merchandising/placements';
import type { MenuCard } from '../types';
import { MenuCardSchema, MenuProductSchema } from './product';

// The answers of the merchandising service (001 §7; docs/api-merchandising.md), parsed by the widget at its edge.

/**
 * A product's search_attributes: its card when the call named only a card's fields (shared/merchandising
 * searchAttributes, as the widget does: GET /stores/{id}/menu_products?fields=card's products), else the whole menu
 * product (GET /stores/{id}/menu's products). Either way a row draws the same card as the grid.
 */
const SearchAttributesSchema: v.GenericSchema<unknown, MenuCard | null> = v.nullable(v.union([MenuCardSchema, MenuProductSchema])) as v.GenericSchema<unknown, MenuCard | null>;

/**
 * One ranked product. search_attributes is the product (SearchAttributesSchema); null on object ids past the first
 * page (ask POST /v2/smartpage).
 * ad_token, kevel_token and my_high_d are opaque: the widget sends them back with the impression and click.
 * flight_id is set on a sponsored product only.
 */
export const DmProductSchema = v.looseObject({
  object_id: v.string(),
  product_id: v.number(),
  ad_token: v.nullable(v.string()),
  kevel_token: v.nullable(v.string()),
  my_high_d: v.nullable(v.string()),
  flight_id: v.nullable(v.number()),
  search_attributes: SearchAttributesSchema,
});

/** Facet name → value → count, as the menu's facets (000 §3). */
export const DmFacetCountsSchema = v.record(v.string(), v.record(v.string(), v.number()));

export const SmartAnswerSchema = v.looseObject({
  placement: v.picklist(PLACEMENTS),
  title: v.string(),
  creative_ids: v.array(v.string()),
  custom_image_data: v.nullable(v.looseObject({ url: v.string(), alt: v.string() })),
  /** The first page (60, 001 §9), with search_attributes. */
  products: v.array(DmProductSchema),
  /** Every ranked object id in order, first page included: later pages are asked for by id (POST /v2/smartpage). */
  object_ids: v.array(v.string()),
  search_facets: v.nullable(DmFacetCountsSchema),
  nb_hits: v.number(),
});

export const MultiAnswerSchema = v.looseObject({ placements: v.array(SmartAnswerSchema) });

export const SmartPageAnswerSchema = v.looseObject({ products: v.array(v.looseObject({ object_id: v.string(), search_attributes: SearchAttributesSchema })) });

export const FacetsAnswerSchema = v.looseObject({ searchFacets: DmFacetCountsSchema });

export const BudtenderQueriesAnswerSchema = v.looseObject({ queries: v.array(v.string()) });

/** The structured search the budtender read from the question (docs/api-merchandising.md § Virtual budtender). */
export const BudtenderIntentSchema = v.looseObject({
  text: v.string(),
  kinds: v.array(v.string()),
  lineages: v.array(v.string()),
  feelings: v.array(v.string()),
  activities: v.array(v.string()),
  brands: v.array(v.string()),
  max_price_cents: v.nullable(v.number()),
  min_price_cents: v.nullable(v.number()),
  thc: v.nullable(v.picklist(['low', 'high'])),
  cbd: v.nullable(v.picklist(['low', 'high'])),
  max_dose_mg: v.nullable(v.number()),
});

export const BudtenderAnswerSchema = v.looseObject({
  query: BudtenderIntentSchema,
  totalResults: v.number(),
  markdownResponse: v.string(),
  /** Escaped HTML of the same text: no catalogue or shopper text in it is markup. */
  htmlResponse: v.string(),
  unformattedResponse: v.string(),
  products: v.array(v.looseObject({ ...DmProductSchema.entries, score: v.number(), reasoning: v.string() })),
});

export type DmProduct = v.InferOutput<typeof DmProductSchema>;
export type SmartAnswer = v.InferOutput<typeof SmartAnswerSchema>;
export type MultiAnswer = v.InferOutput<typeof MultiAnswerSchema>;
export type SmartPageAnswer = v.InferOutput<typeof SmartPageAnswerSchema>;
export type FacetsAnswer = v.InferOutput<typeof FacetsAnswerSchema>;
export type BudtenderQueriesAnswer = v.InferOutput<typeof BudtenderQueriesAnswerSchema>;
export type BudtenderIntent = v.InferOutput<typeof BudtenderIntentSchema>;
export type BudtenderAnswer = v.InferOutput<typeof BudtenderAnswerSchema>;
