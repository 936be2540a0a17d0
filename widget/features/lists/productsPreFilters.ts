import { parsePreFilters } from '../../../shared/search';
import { STORE_TYPES } from '../../../shared/search/storePreFilters';
import { LINEAGES } from '../../../shared/types';

// 000 §2 pre-filters the all-products list (GET /products) takes: brand names, lineages, store ids and store types.
export const PRODUCTS_PRE_FILTERS = ['brand', 'category', 'store_id', 'store_type'] as const;
export type ProductsPreFilter = (typeof PRODUCTS_PRE_FILTERS)[number];

export interface ProductsPreFilterState {
  readonly values: Partial<Record<ProductsPreFilter, readonly string[]>>;
  /** The ones `hard` locks: shown, never removable. */
  readonly locked: readonly ProductsPreFilter[];
}

// Values GET /products would refuse with a 400 are left out, so a hand-typed link still shows a list.
const ACCEPTS: Partial<Record<ProductsPreFilter, readonly string[]>> = { category: LINEAGES, store_type: STORE_TYPES };

/** The list's pre-filters from its route query (only permitted parameters, comma-separated, `hard` locks). */
export function productsPreFilters(query: Readonly<Record<string, string>>): ProductsPreFilterState {
  const { filters, locked } = parsePreFilters(query);
  const values: Partial<Record<ProductsPreFilter, readonly string[]>> = {};
  for (const name of PRODUCTS_PRE_FILTERS) {
    const accepted = ACCEPTS[name];
    const kept = (filters[name] ?? []).map((value) => (accepted ? value.toLowerCase() : value)).filter((value) => !accepted || accepted.includes(value));
    if (kept.length > 0) values[name] = kept;
  }
  return { values, locked: PRODUCTS_PRE_FILTERS.filter((name) => locked.includes(name) && values[name] !== undefined) };
}

/** The state without one value of an open pre-filter (a locked one stays). */
export function withoutPreFilter(state: ProductsPreFilterState, name: ProductsPreFilter, value: string): ProductsPreFilterState {
  if (state.locked.includes(name)) return state;
  const rest = (state.values[name] ?? []).filter((v) => v !== value);
  const values = { ...state.values };
  if (rest.length > 0) values[name] = rest;
  else delete values[name];
  return { values, locked: state.locked };
}
