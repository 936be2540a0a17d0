import * as v from 'valibot';
import { KINDS, LINEAGES, WEIGHT_IDS } from '../../../shared/types';
import { SEARCH_SORT_KEYS } from '../../../shared/search/sortKeys';
import { parseWeightFilter } from '../../../shared/weights';
import { LIST_FACETS, MAX_PER_PAGE, RANGE_FACETS, type MenuQuery, type RangeFilter } from '../../search';
import { Page, PerPage, numberIn } from '../../http';
import { textSchema } from '../../../shared/schemas';
import { STORE_PRE_FILTER_ENTRIES, STORE_PRE_FILTER_LISTS } from './preFilterSchema';

const MAX_VALUES = 50;

function values<T extends v.GenericSchema<string, string>>(item: T) {
  return v.optional(v.pipe(v.array(item), v.maxLength(MAX_VALUES, `at most ${MAX_VALUES} values`)));
}

const FreeValue = v.pipe(v.string(), v.maxLength(100, 'each value must be at most 100 characters'));

// 000 §5: a weight filter is accepted only when it is a known weight (spaces turned into underscores).
const WeightValue = v.pipe(
  v.string(),
  v.transform((raw) => parseWeightFilter(raw) ?? raw),
  v.picklist(WEIGHT_IDS, `each value must be one of ${WEIGHT_IDS.join(', ')}`),
);

const FACET_SCHEMAS = {
  kind: values(v.picklist(KINDS, `each value must be one of ${KINDS.join(', ')}`)),
  category: values(v.picklist(LINEAGES, `each value must be one of ${LINEAGES.join(', ')}`)),
  brand: values(FreeValue),
  brand_subtype: values(FreeValue),
  root_types: values(FreeValue),
  available_weights: values(WeightValue),
  feelings: values(FreeValue),
  activities: values(FreeValue),
  has_brand_discount: values(v.picklist(['true', 'false'], 'each value must be true or false')),
  compound_names: values(FreeValue),
} satisfies Record<(typeof LIST_FACETS)[number], unknown>;

const RANGE_LIMITS: Record<(typeof RANGE_FACETS)[number], number> = { percent_thc: 100, percent_cbd: 100, bucket_price: 1_000_000 };

const rangeEntries = Object.fromEntries(
  RANGE_FACETS.flatMap((range) => [
    [`${range}_min`, v.optional(numberIn(0, RANGE_LIMITS[range]))],
    [`${range}_max`, v.optional(numberIn(0, RANGE_LIMITS[range]))],
  ]),
) as Record<`${(typeof RANGE_FACETS)[number]}_${'min' | 'max'}`, v.OptionalSchema<ReturnType<typeof numberIn>, undefined>>;

/** What each product of a menu search carries: the full 000 §3 menu product by default, or only what a card shows. */
export const MENU_FIELDS = ['card'] as const;

/** A parsed menu search and the shape its products are answered in. */
export type MenuProductsQuery = MenuQuery & { fields?: (typeof MENU_FIELDS)[number] };

/** The query string of GET /stores/{id}/menu_products; list facets are comma-separated or repeated. */
export const MenuQuerySchema = v.pipe(
  v.object({
    query: v.optional(textSchema(200)),
    sort: v.optional(v.picklist(SEARCH_SORT_KEYS, `must be one of ${SEARCH_SORT_KEYS.join(', ')}`)),
    page: v.optional(Page),
    per_page: v.optional(PerPage(MAX_PER_PAGE)),
    ...FACET_SCHEMAS,
    ...rangeEntries,
    ...STORE_PRE_FILTER_ENTRIES,
    fields: v.optional(v.picklist(MENU_FIELDS, `must be card (what a product card shows); leave it out for full menu products`)),
  }),
  v.check(
    (q) => RANGE_FACETS.every((r) => q[`${r}_min`] === undefined || q[`${r}_max`] === undefined || q[`${r}_min`]! <= q[`${r}_max`]!),
    'a range minimum must not exceed its maximum',
  ),
  v.transform((q): MenuProductsQuery => {
    const filters: MenuQuery['filters'] = {};
    for (const facet of LIST_FACETS) if (q[facet]?.length) filters[facet] = q[facet];
    const ranges: Partial<Record<(typeof RANGE_FACETS)[number], RangeFilter>> = {};
    for (const range of RANGE_FACETS) {
      const min = q[`${range}_min`];
      const max = q[`${range}_max`];
      if (min !== undefined || max !== undefined) ranges[range] = { min, max };
    }
    return { query: q.query, sort: q.sort, page: q.page, per_page: q.per_page, filters, ranges, stores: { store_id: q.store_id, store_type: q.store_type }, fields: q.fields };
  }),
);

export const MENU_LIST_PARAMS: readonly string[] = [...LIST_FACETS, ...STORE_PRE_FILTER_LISTS];
