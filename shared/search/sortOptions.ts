import type { WeightId } from '../types/catalog';
import { weightPriceSortKey } from './sortKeys';
import type { SearchSortKey } from './sortKeys';

// 000 §5: "Sort options: Recommended (default), A-Z, Price Low to High, Price High to Low, THC% Low to
// High, THC% High to Low, Rating. A limited set offers only A-Z (default) and Rating."
export const SORT_OPTIONS = [
  { id: 'recommended', label: 'Recommended', sortKey: 'recommended' },
  { id: 'a-z', label: 'A-Z', sortKey: 'name-asc' },
  { id: 'price-low-to-high', label: 'Price Low to High', sortKey: 'price-asc' },
  { id: 'price-high-to-low', label: 'Price High to Low', sortKey: 'price-desc' },
  { id: 'thc-low-to-high', label: 'THC% Low to High', sortKey: 'thc-asc' },
  { id: 'thc-high-to-low', label: 'THC% High to Low', sortKey: 'thc-desc' },
  { id: 'rating', label: 'Rating', sortKey: 'rating-desc' },
] as const satisfies readonly { id: string; label: string; sortKey: SearchSortKey }[];
export type SortOption = (typeof SORT_OPTIONS)[number];
export type SortOptionId = SortOption['id'];

export const SORT_OPTION_SETS = {
  full: { ids: SORT_OPTIONS.map((option) => option.id), defaultId: 'recommended' },
  limited: { ids: ['a-z', 'rating'], defaultId: 'a-z' },
} as const satisfies Record<string, { ids: readonly SortOptionId[]; defaultId: SortOptionId }>;
export type SortOptionSet = keyof typeof SORT_OPTION_SETS;

export function isSortOptionId(value: unknown): value is SortOptionId {
  return SORT_OPTIONS.some((option) => option.id === value);
}

/** The options of a set, in menu order. */
export function sortOptions(set: SortOptionSet = 'full'): readonly SortOption[] {
  const ids: readonly SortOptionId[] = SORT_OPTION_SETS[set].ids;
  return SORT_OPTIONS.filter((option) => ids.includes(option.id));
}

/** A sort option from a query parameter; anything not offered in the set gives the set's default. */
export function parseSortOption(value: unknown, set: SortOptionSet = 'full'): SortOptionId {
  const { ids, defaultId } = SORT_OPTION_SETS[set];
  return isSortOptionId(value) && (ids as readonly SortOptionId[]).includes(value) ? value : defaultId;
}

/**
 * The search sort key of an option. With exactly one weight filter applied, the price options sort by
 * that weight's price (000 §5 per-weight price sorts), so "Price Low to High" with 3.5g selected
 * orders by the 3.5g price the cards show rather than by each product's lowest price.
 */
export function searchSortKey(id: SortOptionId, options: { readonly weightFilters?: readonly WeightId[] } = {}): SearchSortKey {
  const weights = options.weightFilters ?? [];
  if (weights.length === 1) {
    if (id === 'price-low-to-high') return weightPriceSortKey('asc', weights[0]);
    if (id === 'price-high-to-low') return weightPriceSortKey('desc', weights[0]);
  }
  return SORT_OPTIONS.find((option) => option.id === id)?.sortKey ?? 'recommended';
}
