import { expect, test } from 'vitest';
import { LIST_FACETS, RANGE_FACETS, SEARCH_FACETS } from '../../../../shared/search';

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
