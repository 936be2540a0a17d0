import { expect, test } from 'vitest';
import {
  LIST_FACETS,
  RANGE_FACETS,
  SEARCH_FACETS,
  isListFacet,
  isRangeFacet,
  isSearchFacet,
} from '../../../../shared/search';

// 000 §3: "activities, feelings, brand, kind, category, available_weights, percent_thc, percent_cbd,
// bucket_price, compound_names, has_brand_discount and others" (the others: brand_subtype, root_types).
test('the facets of 000 §3, split into list and range facets', () => {
  expect([...SEARCH_FACETS].sort()).toEqual(
    [
      'activities',
      'feelings',
      'brand',
      'kind',
      'category',
      'available_weights',
      'percent_thc',
      'percent_cbd',
      'bucket_price',
      'compound_names',
      'has_brand_discount',
      'brand_subtype',
      'root_types',
    ].sort(),
  );
  expect([...RANGE_FACETS].sort()).toEqual(['bucket_price', 'percent_cbd', 'percent_thc']);
  expect(LIST_FACETS.length + RANGE_FACETS.length).toBe(SEARCH_FACETS.length);
});

test.each([
  ['brand', true, true, false],
  ['has_brand_discount', true, true, false],
  ['available_weights', true, true, false],
  ['percent_thc', true, false, true],
  ['bucket_price', true, false, true],
  ['price', false, false, false],
  ['Brand', false, false, false],
  [undefined, false, false, false],
])('%j: facet %s, list %s, range %s', (value, facet, list, range) => {
  expect(isSearchFacet(value)).toBe(facet);
  expect(isListFacet(value)).toBe(list);
  expect(isRangeFacet(value)).toBe(range);
});
