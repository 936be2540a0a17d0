// 000 §2 pre-filters that choose stores rather than products: store_type (a store's licence, 000 §3 Store medical
// and recreational) and store_id. On the all-products list they narrow the stores whose products are listed; on a
// store's menu they say whether that store's products are wanted at all.
export const STORE_TYPES = ['medical', 'recreational'] as const;
export type StoreType = (typeof STORE_TYPES)[number];

export interface StorePreFilters {
  readonly store_type?: readonly StoreType[];
  readonly store_id?: readonly number[];
}

/** Whether a store passes the store pre-filters: one of the ids, and one of the types (values of one are OR-ed). */
export function storePasses(store: { id: number; medical: boolean; recreational: boolean }, filters: StorePreFilters): boolean {
  if (filters.store_id?.length && !filters.store_id.includes(store.id)) return false;
  if (filters.store_type?.length && !filters.store_type.some((type) => store[type])) return false;
  return true;
}

/** The store pre-filters of a parsed query as the menu sends them: ids as given, known types only (lower-cased). */
export function readStorePreFilters(filters: { store_id?: readonly string[]; store_type?: readonly string[] }): {
  store_id?: readonly string[];
  store_type?: readonly StoreType[];
} {
  const types = [...new Set((filters.store_type ?? []).map((type) => type.toLowerCase()))].filter((type): type is StoreType => (STORE_TYPES as readonly string[]).includes(type));
  return { ...(filters.store_id?.length ? { store_id: filters.store_id } : {}), ...(types.length ? { store_type: types } : {}) };
}
