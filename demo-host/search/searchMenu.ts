import type { FacetCounts, MenuProductsPage, NumericRange, SearchFacets } from '../../shared/types';
import { normalizeText, sizeOf, type MenuIndex, type MenuIndexWithProducts } from './buildMenuIndex';
import { DEFAULT_PER_PAGE, LIST_FACETS, MAX_PER_PAGE, RANGE_FACETS } from './menuQuery';
import type { ListFacet, MenuQuery, RangeFacet } from './menuQuery';
import { sortOrder } from './sortOrder';
import { PRICE_BUCKETS, priceBucketOf } from '../../shared/search/priceBuckets';
import type { RecordsJson } from './projectedRecords';

type Condition = { type: 'facet'; facet: ListFacet; selected: Uint8Array } | { type: 'range'; range: RangeFacet; column: Float64Array; min: number; max: number };

function rangeColumn(index: MenuIndex, range: RangeFacet): Float64Array {
  if (range === 'percent_thc') return index.percentThc;
  if (range === 'percent_cbd') return index.percentCbd;
  return index.bucketPrice;
}

function conditionsOf(index: MenuIndex, query: MenuQuery): Condition[] {
  const conditions: Condition[] = [];
  for (const facet of LIST_FACETS) {
    const wanted = query.filters?.[facet];
    if (!wanted || wanted.length === 0) continue;
    const column = index.facets[facet];
    const selected = new Uint8Array(column.values.length);
    for (const value of wanted) {
      const id = column.idOf.get(value);
      if (id !== undefined) selected[id] = 1;
    }
    conditions.push({ type: 'facet', facet, selected });
  }
  for (const range of RANGE_FACETS) {
    const filter = query.ranges?.[range];
    if (!filter || (filter.min === undefined && filter.max === undefined)) continue;
    conditions.push({
      type: 'range',
      range,
      column: rangeColumn(index, range),
      min: filter.min ?? Number.NEGATIVE_INFINITY,
      max: filter.max ?? Number.POSITIVE_INFINITY,
    });
  }
  return conditions;
}

function passes(index: MenuIndex, condition: Condition, i: number): boolean {
  if (condition.type === 'range') {
    const value = condition.column[i];
    return value >= condition.min && value <= condition.max; // NaN (no value) fails both.
  }
  const { offsets, valueIds } = index.facets[condition.facet];
  for (let k = offsets[i], end = offsets[i + 1]; k < end; k++) if (condition.selected[valueIds[k]] === 1) return true;
  return false;
}

export interface MenuMatch {
  /** hit[i] = 1 when product i passes every condition. */
  hit: Uint8Array;
  nbHits: number;
  facets: SearchFacets;
}

/** Counts into per-facet and per-range tallies, columns looked up once per search (a 50,000-product pass counts ~500,000 values). */
function tallies(index: MenuIndex) {
  const columns = LIST_FACETS.map((facet) => index.facets[facet]);
  const counts = columns.map((column) => new Int32Array(column.values.length));
  const ranges = RANGE_FACETS.map((range) => rangeColumn(index, range));
  const stats = Float64Array.from(RANGE_FACETS.flatMap(() => [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]));
  const priceBuckets = new Int32Array(PRICE_BUCKETS.length);
  const bucketRange = RANGE_FACETS.indexOf('bucket_price');
  const countFacet = (f: number, i: number) => {
    const { offsets, valueIds } = columns[f];
    const target = counts[f];
    for (let k = offsets[i], end = offsets[i + 1]; k < end; k++) target[valueIds[k]]++;
  };
  const countRange = (r: number, i: number) => {
    const value = ranges[r][i];
    if (value !== value) return; // NaN: no value.
    if (r === bucketRange) priceBuckets[priceBucketOf(value)]++;
    if (value < stats[2 * r]) stats[2 * r] = value;
    if (value > stats[2 * r + 1]) stats[2 * r + 1] = value;
  };
  const countAll = (i: number) => {
    for (let f = 0; f < columns.length; f++) countFacet(f, i);
    for (let r = 0; r < ranges.length; r++) countRange(r, i);
  };
  const facets = () => {
    const byFacet = Object.fromEntries(LIST_FACETS.map((facet, f) => [facet, counts[f]])) as Record<ListFacet, Int32Array>;
    const byRange = Object.fromEntries(RANGE_FACETS.map((range, r) => [range, { min: stats[2 * r], max: stats[2 * r + 1] }])) as Record<RangeFacet, { min: number; max: number }>;
    return facetsOf(index, byFacet, byRange, priceBuckets);
  };
  return { countFacet, countRange, countAll, facets };
}

/** The match of a query with no text, facet or range (the landing page, a sort alone), kept per index: it is every product. */
const everything = new WeakMap<MenuIndex, MenuMatch>();

/** Forgets what was kept of an index whose figures changed in place (patchMenuIndex). */
export function forgetMatches(index: MenuIndex): void {
  everything.delete(index);
}

/**
 * Filters and counts in one pass: a product that passes every condition is a hit and counts toward every
 * facet; a product that fails exactly one condition counts only toward that condition's facet — so each
 * facet's counts are over the results filtered by every OTHER facet (disjunctive faceting), and range
 * facets report min/max the same way.
 */
export function matchMenu(index: MenuIndex, query: MenuQuery): MenuMatch {
  const tokens = normalizeText(query.query ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const conditions = conditionsOf(index, query);
  const all = tokens.length === 0 && conditions.length === 0;
  const kept = all ? everything.get(index) : undefined;
  if (kept) return kept;
  const tally = tallies(index);
  const facetNumber = new Map(LIST_FACETS.map((facet, f) => [facet, f]));
  const rangeNumber = new Map(RANGE_FACETS.map((range, r) => [range, r]));

  const n = sizeOf(index);
  const hit = new Uint8Array(n);
  let nbHits = 0;
  outer: for (let i = 0; i < n; i++) {
    if (tokens.length > 0) {
      const text = index.text[i];
      for (const token of tokens) if (!text.includes(token)) continue outer;
    }
    let failures = 0;
    let failed: Condition | undefined;
    for (const condition of conditions) {
      if (!passes(index, condition, i)) {
        failed = condition;
        if (++failures > 1) continue outer;
      }
    }
    if (failed === undefined) {
      hit[i] = 1;
      nbHits++;
      tally.countAll(i);
    } else if (failed.type === 'facet') {
      tally.countFacet(facetNumber.get(failed.facet)!, i);
    } else {
      tally.countRange(rangeNumber.get(failed.range)!, i);
    }
  }
  const match = { hit, nbHits, facets: tally.facets() };
  if (all) everything.set(index, match);
  return match;
}

function paging(query: MenuQuery) {
  const perPage = Math.min(Math.max(1, query.per_page ?? DEFAULT_PER_PAGE), MAX_PER_PAGE);
  const page = Math.max(1, query.page ?? 1);
  return { page, perPage };
}

/** The positions of one page of hits, walking the sort key's precomputed order. */
function pagePositions(index: MenuIndex, hit: Uint8Array, query: MenuQuery, page: number, perPage: number): number[] {
  const order = sortOrder(index, query.sort ?? 'recommended');
  const start = (page - 1) * perPage;
  const positions: number[] = [];
  let seen = 0;
  for (let k = 0; k < order.length && positions.length < perPage; k++) {
    const i = order[k];
    if (hit[i] === 1 && seen++ >= start) positions.push(i);
  }
  return positions;
}

/** The menu search (DESIGN §1.1) over an index holding its products: `{ products, facets, nb_hits, page, per_page }`. */
export function searchMenu(index: MenuIndexWithProducts, query: MenuQuery): MenuProductsPage {
  const { hit, nbHits, facets } = matchMenu(index, query);
  const { page, perPage } = paging(query);
  return {
    products: pagePositions(index, hit, query, page, perPage).map((i) => index.products[i]),
    facets,
    nb_hits: nbHits,
    page,
    per_page: perPage,
  };
}

/** The answer for a store the 000 §2 store pre-filters leave out: no products, and facets with nothing to count. */
export function emptyMenuJson(index: MenuIndex, query: MenuQuery): string {
  const counts = {} as Record<ListFacet, Int32Array>;
  for (const facet of LIST_FACETS) counts[facet] = new Int32Array(0);
  const stats = {} as Record<RangeFacet, { min: number; max: number }>;
  for (const range of RANGE_FACETS) stats[range] = { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY };
  const { page, perPage } = paging(query);
  return `{"products":[],"facets":${JSON.stringify(facetsOf(index, counts, stats, new Int32Array(PRICE_BUCKETS.length)))},"nb_hits":0,"page":${page},"per_page":${perPage}}`;
}

/**
 * searchMenu's answer as JSON text, the page's products read from the index's records (the database, the JSON of
 * recently shown products kept). A product hidden since the index was built is left out of the page. `recordsJson`
 * gives each product another shape (projectedRecords: a product card).
 */
export async function searchMenuJson(index: MenuIndex, query: MenuQuery, recordsJson: RecordsJson = (of, ids) => of.records.json(ids)): Promise<string> {
  const { hit, nbHits, facets } = matchMenu(index, query);
  const { page, perPage } = paging(query);
  const ids = pagePositions(index, hit, query, page, perPage).map((i) => index.ids[i]);
  const records = await recordsJson(index, ids);
  const products = [...records.values()];
  return `{"products":[${products.join(',')}],"facets":${JSON.stringify(facets)},"nb_hits":${nbHits},"page":${page},"per_page":${perPage}}`;
}

function facetsOf(index: MenuIndex, counts: Record<ListFacet, Int32Array>, stats: Record<RangeFacet, { min: number; max: number }>, priceBuckets: Int32Array): SearchFacets {
  const facets = {} as Record<string, FacetCounts | NumericRange>;
  for (const facet of LIST_FACETS) {
    const values = index.facets[facet].values;
    const entries: [string, number][] = [];
    counts[facet].forEach((count, id) => {
      if (count > 0) entries.push([values[id], count]);
    });
    entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    facets[facet] = Object.fromEntries(entries);
  }
  for (const range of RANGE_FACETS) {
    const { min, max } = stats[range];
    facets[range] = min <= max ? { min, max } : { min: null, max: null };
  }
  (facets.bucket_price as SearchFacets['bucket_price']).buckets = PRICE_BUCKETS.map((bucket, i) => ({ ...bucket, count: priceBuckets[i] }));
  return facets as unknown as SearchFacets;
}
