// 000 §2, 001 §2: "A search may be pre-filtered by query parameters brand, category, root_types,
// query, store_type, brand_subtype, store_id (comma-separated values); a hard parameter lists which
// ones are locked. Only permitted parameters are honoured."
export const PRE_FILTER_PARAMS = ['brand', 'category', 'root_types', 'query', 'store_type', 'brand_subtype', 'store_id'] as const;
export type PreFilterParam = (typeof PRE_FILTER_PARAMS)[number];

export const HARD_PARAM = 'hard';

/** URLSearchParams, or a plain record such as a router's query object. */
export type QueryParamsLike = { getAll(name: string): string[] } | Readonly<Record<string, string | readonly string[] | undefined>>;

export type PreFilterValues = Partial<Record<PreFilterParam, readonly string[]>>;

export interface PreFilters {
  /** Each permitted parameter that has values, its values trimmed, de-duplicated, in order. */
  readonly filters: PreFilterValues;
  /** The parameters `hard` locks, among those that have values, in PRE_FILTER_PARAMS order. */
  readonly locked: readonly PreFilterParam[];
}

/**
 * The pre-filters of a search page's query. Values are comma-separated and a parameter may repeat;
 * empty values are dropped. Two values are not lists: `query` is one search text (a comma inside it
 * is part of the text), and a store_id that is not a positive integer is ignored. Locking a parameter
 * that has no value locks nothing.
 */
export function parsePreFilters(params: QueryParamsLike): PreFilters {
  const filters: Partial<Record<PreFilterParam, string[]>> = {};
  for (const name of PRE_FILTER_PARAMS) {
    const raw = readAll(params, name);
    const values = name === 'query' ? raw.map((text) => text.trim()) : raw.flatMap(splitList);
    const kept = [...new Set(values.filter((value) => value !== '' && (name !== 'store_id' || /^[1-9]\d*$/.test(value))))];
    if (name === 'query' && kept.length > 1) kept.splice(1);
    if (kept.length > 0) filters[name] = kept;
  }
  const hard = new Set(readAll(params, HARD_PARAM).flatMap(splitList));
  const locked = PRE_FILTER_PARAMS.filter((name) => hard.has(name) && filters[name] !== undefined);
  return { filters, locked };
}

function splitList(text: string): string[] {
  return text.split(',').map((value) => value.trim());
}

function readAll(params: QueryParamsLike, name: string): string[] {
  if (typeof params.getAll === 'function') return (params as { getAll(name: string): string[] }).getAll(name);
  const value = (params as Readonly<Record<string, string | readonly string[] | undefined>>)[name];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}
