import * as v from 'valibot';
import { MENU_LIST_PARAMS, MenuQuerySchema } from '../../api/routes/menuQuerySchema';
import { ApiError } from '../../http';
import { LIST_FACETS, type MenuQuery } from '../../search';
import type { ListFacet } from '../../search/menuQuery';

// 001 §7: a placement's search_filter is a menu query string, the parameters of GET /stores/{id}/menu_products
// (`kind=flower&lineage=sativa`), parsed here by the very schema the menu route uses, so a row and the menu agree on
// what a filter means. A bad filter is a 400 naming the body field, never a 5xx.

const PARAM_NAMES: readonly string[] = Object.keys((MenuQuerySchema.pipe[0] as { entries: Record<string, unknown> }).entries);
// A placement names its text and sort in their own fields (search_query, search_sort), has its own cut instead of
// pages and is always of one store: those menu parameters are not filters of a row (as the host's routes check them).
const ROW_OWN_PARAMS: ReadonlySet<string> = new Set(['page', 'per_page', 'query', 'sort', 'store_id', 'store_type', 'hard']);
// A theme has no other field for its text and sort, so its filter may carry them.
const THEME_OWN_PARAMS: ReadonlySet<string> = new Set(['page', 'per_page', 'store_id', 'store_type', 'hard']);

function invalid(field: string, problems: string[]): ApiError {
  return new ApiError('bad_request', `Invalid body: ${field}`, { [field]: problems });
}

/** A menu query string as query values: list parameters split on commas (as the menu route reads them), others once. */
function queryValues(filter: string, field: string, notFilters: ReadonlySet<string>): Record<string, string | string[]> {
  const params = new URLSearchParams(filter.trim());
  const values: Record<string, string | string[]> = {};
  const problems: string[] = [];
  for (const name of new Set(params.keys())) {
    const given = params.getAll(name);
    if (!PARAM_NAMES.includes(name) || notFilters.has(name)) problems.push(`${name} is not a menu filter`);
    else if (MENU_LIST_PARAMS.includes(name)) values[name] = given.flatMap((value) => value.split(',').map((part) => part.trim())).filter(Boolean);
    else if (given.length > 1) problems.push(`${name} must be given once`);
    else values[name] = given[0];
  }
  if (problems.length > 0) throw invalid(field, problems);
  return values;
}

function parseFilter(filter: string | null | undefined, field: string, notFilters: ReadonlySet<string>): MenuQuery {
  if (!filter || filter.trim() === '') return {};
  const parsed = v.safeParse(MenuQuerySchema, queryValues(filter, field, notFilters));
  if (!parsed.success)
    throw invalid(
      field,
      parsed.issues.map((issue) => `${v.getDotPath(issue)?.split('.')[0] ?? 'filter'}: ${issue.message}`),
    );
  const { filters, ranges, query, sort } = parsed.output;
  return { filters, ranges, query, sort };
}

/** The facets and ranges of a placement's search_filter, or a 400 naming `field`; no filter: every product. */
export function parseSearchFilter(filter: string | null | undefined, field = 'search_filter'): MenuQuery {
  return parseFilter(filter, field, ROW_OWN_PARAMS);
}

/** A theme's search_filter: facets and ranges, and also its text (`query`) and sort. */
export function parseThemeFilter(filter: string | null | undefined): MenuQuery {
  return parseFilter(filter, 'search_filter', THEME_OWN_PARAMS);
}

export interface OptionalFilter {
  facet: ListFacet;
  value: string;
}

/**
 * search_optional_filters (001 §7): `facet:value` preferences ("brand:Kiva", "kind:edible") that move matching products
 * first without leaving the others out; a list, or one comma-separated string. A score suffix (`<score=2>`) and quotes
 * are dropped; a facet the menu does not know is ignored, as an optional filter only prefers.
 */
export function parseOptionalFilters(filters: string | readonly string[] | null | undefined): OptionalFilter[] {
  if (!filters) return [];
  const entries = typeof filters === 'string' ? filters.split(',') : filters;
  return entries.flatMap((entry) => {
    const match = /^\s*([a-z_]+)\s*:\s*"?(.*?)"?\s*(<score=\d+>)?\s*$/i.exec(entry);
    const facet = match?.[1] as ListFacet | undefined;
    if (!match || !facet || !(LIST_FACETS as readonly string[]).includes(facet) || match[2] === '') return [];
    return [{ facet, value: match[2] }];
  });
}
