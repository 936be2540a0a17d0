import type { WeightId } from '../types/catalog';

// 000 §5: the search sort keys the API accepts: one per sort option, plus "best-seller-rank,
// category-and-name-asc, thc-potency and per-weight price sorts" (price of one weight, e.g.
// price-asc-gram, for every weight id of 000 §3).
export const SEARCH_SORT_KEYS = [
  'recommended',
  'name-asc',
  'price-asc',
  'price-desc',
  'thc-asc',
  'thc-desc',
  'rating-desc',
  'best-seller-rank',
  'category-and-name-asc',
  'thc-potency',
  'price-asc-half_gram',
  'price-desc-half_gram',
  'price-asc-gram',
  'price-desc-gram',
  'price-asc-two_gram',
  'price-desc-two_gram',
  'price-asc-eighth_ounce',
  'price-desc-eighth_ounce',
  'price-asc-quarter_ounce',
  'price-desc-quarter_ounce',
  'price-asc-half_ounce',
  'price-desc-half_ounce',
  'price-asc-ounce',
  'price-desc-ounce',
  'price-asc-each',
  'price-desc-each',
] as const;
export type SearchSortKey = (typeof SEARCH_SORT_KEYS)[number];
export type WeightPriceSortKey = `price-${'asc' | 'desc'}-${WeightId}`;

export function weightPriceSortKey(direction: 'asc' | 'desc', weight: WeightId): WeightPriceSortKey {
  return `price-${direction}-${weight}`;
}

export interface SortTerm {
  /** A menu-product field of 000 §3. */
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

const TIE_BREAK: readonly SortTerm[] = [
  { field: 'name', direction: 'asc' },
  { field: 'product_id', direction: 'asc' },
];

const TERMS: Readonly<Record<Exclude<SearchSortKey, WeightPriceSortKey>, readonly SortTerm[]>> = {
  recommended: [
    { field: 'recommended', direction: 'desc' },
    { field: 'operator_store_rank', direction: 'asc' },
    { field: 'best_seller_rank', direction: 'asc' },
  ],
  'name-asc': [],
  'price-asc': [{ field: 'lowest_available_price', direction: 'asc' }],
  'price-desc': [{ field: 'lowest_available_price', direction: 'desc' }],
  'thc-asc': [{ field: 'percent_thc', direction: 'asc' }],
  'thc-desc': [{ field: 'percent_thc', direction: 'desc' }],
  'rating-desc': [
    { field: 'aggregate_rating', direction: 'desc' },
    { field: 'review_count', direction: 'desc' },
  ],
  'best-seller-rank': [{ field: 'best_seller_rank', direction: 'asc' }],
  'category-and-name-asc': [{ field: 'category', direction: 'asc' }],
  // Strongest first whatever the form: milligrams for edibles and tinctures, then percent.
  'thc-potency': [
    { field: 'thc_dosage_milligrams', direction: 'desc' },
    { field: 'percent_thc', direction: 'desc' },
  ],
};

/**
 * What a sort key orders by, so the API and any client-side sort agree. Every order ends with name
 * then product_id, so pages never overlap; a product missing a field sorts after those that have it,
 * in either direction (a product with no THC figure is neither the weakest nor the strongest).
 */
export function sortTerms(key: SearchSortKey): readonly SortTerm[] {
  const perWeight = /^price-(asc|desc)-(.+)$/.exec(key);
  const terms = perWeight ? [{ field: `price_${perWeight[2]}`, direction: perWeight[1] as 'asc' | 'desc' }] : TERMS[key as keyof typeof TERMS];
  return [...terms, ...TIE_BREAK];
}

// Every per-weight key is in the list: a compile error otherwise.
const everyWeightKeyListed: [WeightPriceSortKey] extends [SearchSortKey] ? true : false = true;
void everyWeightKeyListed;
