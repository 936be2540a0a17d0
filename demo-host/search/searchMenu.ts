import type { FacetCounts, MenuProductsPage, NumericRange, SearchFacets } from '../../shared/types';
import { normalizeText, sizeOf, type MenuIndex, type MenuIndexWithProducts } from './buildMenuIndex';
import { DEFAULT_PER_PAGE, LIST_FACETS, MAX_PER_PAGE, RANGE_FACETS } from './menuQuery';
import type { ListFacet, MenuQuery, RangeFacet } from './menuQuery';
import { sortOrder } from './sortOrder';
import { PRICE_BUCKETS, priceBucketOf } from '../../shared/search/priceBuckets';

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
  const counts = {} as Record<ListFacet, Int32Array>;
  for (const facet of LIST_FACETS) counts[facet] = new Int32Array(index.facets[facet].values.length);
  const stats = {} as Record<RangeFacet, { min: number; max: number }>;
  for (const range of RANGE_FACETS) stats[range] = { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY };

  const countFacet = (facet: ListFacet, i: number) => {
    const { offsets, valueIds } = index.facets[facet];
    const target = counts[facet];
    for (let k = offsets[i], end = offsets[i + 1]; k < end; k++) target[valueIds[k]]++;
  };
  const priceBuckets = new Int32Array(PRICE_BUCKETS.length);
  const countRange = (range: RangeFacet, i: number) => {
    const value = rangeColumn(index, range)[i];
    if (Number.isNaN(value)) return;
    if (range === 'bucket_price') priceBuckets[priceBucketOf(value)]++;
    const stat = stats[range];
    if (value < stat.min) stat.min = value;
    if (value > stat.max) stat.max = value;
  };

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
      for (const facet of LIST_FACETS) countFacet(facet, i);
      for (const range of RANGE_FACETS) countRange(range, i);
    } else if (failed.type === 'facet') {
      countFacet(failed.facet, i);
    } else {
      countRange(failed.range, i);
    }
  }
  return { hit, nbHits, facets: facetsOf(index, counts, stats, priceBuckets) };
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
 * recently shown products kept). A product hidden since the index was built is left out of the page.
 */
export async function searchMenuJson(index: MenuIndex, query: MenuQuery): Promise<string> {
  const { hit, nbHits, facets } = matchMenu(index, query);
  const { page, perPage } = paging(query);
  const records = await index.records.json(pagePositions(index, hit, query, page, perPage).map((i) => index.ids[i]));
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
