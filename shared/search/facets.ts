import type { NumericRange, SearchFacets } from '../types/search';

// 000 §3 "Search facets: activities, feelings, brand, kind, category, available_weights, percent_thc,
// percent_cbd, bucket_price, compound_names, has_brand_discount and others"; the others are the
// pre-filter dimensions brand_subtype and root_types (000 §2).
export const LIST_FACETS = [
  'activities',
  'feelings',
  'brand',
  'brand_subtype',
  'kind',
  'category',
  'root_types',
  'available_weights',
  'compound_names',
  'has_brand_discount',
] as const;
export type ListFacet = (typeof LIST_FACETS)[number];

/** Numeric facets filtered by a min–max range rather than by values. */
export const RANGE_FACETS = ['percent_thc', 'percent_cbd', 'bucket_price'] as const;
export type RangeFacet = (typeof RANGE_FACETS)[number];

export const SEARCH_FACETS = [...LIST_FACETS, ...RANGE_FACETS] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

// The lists above and the answer type of the menu search (shared/types) name the same facets, and a
// facet is a range here exactly when the answer reports it as a range: a compile error otherwise.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type RangeKeys = { [K in keyof SearchFacets]: SearchFacets[K] extends NumericRange ? K : never }[keyof SearchFacets];
const facetsMatchTheAnswer: Same<SearchFacet, keyof SearchFacets> & Same<RangeFacet, RangeKeys> = true;
void facetsMatchTheAnswer;
