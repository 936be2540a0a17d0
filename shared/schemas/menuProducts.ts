import * as v from 'valibot';
import { LIST_FACETS, RANGE_FACETS, type ListFacet, type RangeFacet } from '../search/facets';
import { SEARCH_SORT_KEYS, type SearchSortKey } from '../search/sortKeys';
import { pagingEntries } from './common';
import { MenuProductSchema } from './product';

export const MENU_DEFAULT_PER_PAGE = 24;
export const MENU_MAX_PER_PAGE = 100;
export const MENU_MAX_QUERY_LENGTH = 200;
export const MENU_MAX_FILTER_VALUES = 50;

/**
 * GET /stores/{id}/menu_products query as the widget builds it and the host reads it (DESIGN §1.1):
 * `query`; one comma-separated list per list facet (`kind=flower,vape`, values OR-ed, facets AND-ed);
 * `{range}_min` / `{range}_max` per range facet; `sort` (000 §5 sort keys); `page` from 1; `per_page`.
 */
export interface MenuProductsQuery {
  query?: string;
  filters: Partial<Record<ListFacet, string[]>>;
  ranges: Partial<Record<RangeFacet, { min?: number; max?: number }>>;
  sort?: SearchSortKey;
  page: number;
  per_page: number;
}

const intText = (min: number, max: number) =>
  v.pipe(
    v.string('must be an integer'),
    v.regex(/^\d{1,9}$/, `must be an integer from ${min} to ${max}`),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
const numberText = v.pipe(
  v.string('must be a number'),
  v.regex(/^-?\d{1,9}(\.\d{1,6})?$/, 'must be a number'),
  v.transform(Number),
);
const listText = v.pipe(
  v.union([v.string(), v.array(v.string())], 'must be a comma-separated list'),
  v.transform((value) => (Array.isArray(value) ? value : [value]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean)),
  v.maxLength(MENU_MAX_FILTER_VALUES, `must list at most ${MENU_MAX_FILTER_VALUES} values`),
  v.check((values) => values.every((s) => s.length <= 100), 'each value must be at most 100 characters'),
);

const entries: Record<string, v.GenericSchema<unknown, unknown>> = {
  query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MENU_MAX_QUERY_LENGTH, `must be at most ${MENU_MAX_QUERY_LENGTH} characters`))),
  sort: v.optional(v.picklist(SEARCH_SORT_KEYS, 'must be a known sort key')),
  page: v.optional(intText(1, 10_000)),
  per_page: v.optional(intText(1, MENU_MAX_PER_PAGE)),
};
for (const facet of LIST_FACETS) entries[facet] = v.optional(listText);
for (const range of RANGE_FACETS) {
  entries[`${range}_min`] = v.optional(numberText);
  entries[`${range}_max`] = v.optional(numberText);
}

/** Parses the query (a record of strings, or of string lists when a name repeats) into a MenuProductsQuery. */
export const MenuProductsQuerySchema = v.pipe(
  v.object(entries),
  v.transform((raw): MenuProductsQuery => {
    const r = raw as Record<string, unknown>;
    const filters: MenuProductsQuery['filters'] = {};
    for (const facet of LIST_FACETS) if (Array.isArray(r[facet]) && (r[facet] as string[]).length) filters[facet] = r[facet] as string[];
    const ranges: MenuProductsQuery['ranges'] = {};
    for (const range of RANGE_FACETS) {
      const min = r[`${range}_min`] as number | undefined;
      const max = r[`${range}_max`] as number | undefined;
      if (min !== undefined || max !== undefined) ranges[range] = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
    }
    return {
      ...(r.query ? { query: r.query as string } : {}),
      filters,
      ranges,
      ...(r.sort ? { sort: r.sort as SearchSortKey } : {}),
      page: (r.page as number | undefined) ?? 1,
      per_page: (r.per_page as number | undefined) ?? MENU_DEFAULT_PER_PAGE,
    };
  }),
);

/** The inverse: the query string the widget sends (stable order, so equal searches share a cache key). */
export function menuProductsQueryString(q: Partial<MenuProductsQuery>): string {
  const params = new URLSearchParams();
  if (q.query) params.set('query', q.query);
  for (const facet of LIST_FACETS) {
    const values = q.filters?.[facet];
    if (values?.length) params.set(facet, values.join(','));
  }
  for (const range of RANGE_FACETS) {
    const r = q.ranges?.[range];
    if (r?.min !== undefined) params.set(`${range}_min`, String(r.min));
    if (r?.max !== undefined) params.set(`${range}_max`, String(r.max));
  }
  if (q.sort) params.set('sort', q.sort);
  if (q.page !== undefined) params.set('page', String(q.page));
  if (q.per_page !== undefined) params.set('per_page', String(q.per_page));
  return params.toString();
}

const facetCounts = v.record(v.string(), v.number());
const range = v.looseObject({ min: v.nullable(v.number()), max: v.nullable(v.number()) });

// Each facet is optional so an answer that leaves out an empty facet still parses cleanly.
export const SearchFacetsSchema = v.looseObject({
  ...Object.fromEntries(LIST_FACETS.map((f) => [f, v.optional(facetCounts)])),
  ...Object.fromEntries(RANGE_FACETS.map((f) => [f, v.optional(range)])),
});

/** The menu search answer `{ products, facets, nb_hits, page, per_page }` (DESIGN §1.1). */
export const MenuProductsPageSchema = v.looseObject({
  products: v.array(MenuProductSchema),
  facets: SearchFacetsSchema,
  ...pagingEntries,
});
