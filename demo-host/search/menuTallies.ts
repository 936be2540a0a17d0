import type { FacetCounts, NumericRange, SearchFacets } from '../../shared/types';
import { PRICE_BUCKETS, priceBucketOf } from '../../shared/search/priceBuckets';
import type { MenuIndex } from './buildMenuIndex';
import { LIST_FACETS, RANGE_FACETS, type ListFacet, type RangeFacet } from './menuQuery';

export function rangeColumn(index: MenuIndex, range: RangeFacet): Float64Array {
  if (range === 'percent_thc') return index.percentThc;
  if (range === 'percent_cbd') return index.percentCbd;
  return index.bucketPrice;
}

/** What one search counted: each facet's counts by value id, each range's min and max, the price buckets. */
export interface TalliedCounts {
  counts: Int32Array[];
  stats: Float64Array;
  priceBuckets: Int32Array;
}

const BUCKET_RANGE = RANGE_FACETS.indexOf('bucket_price');

/** Counts into per-facet and per-range tallies, columns looked up once per search (a 50,000-product pass counts ~500,000 values). */
export function tallies(index: MenuIndex) {
  const columns = LIST_FACETS.map((facet) => index.facets[facet]);
  const counted: TalliedCounts = {
    counts: columns.map((column) => new Int32Array(column.values.length)),
    stats: Float64Array.from(RANGE_FACETS.flatMap(() => [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])),
    priceBuckets: new Int32Array(PRICE_BUCKETS.length),
  };
  const { counts, stats, priceBuckets } = counted;
  const ranges = RANGE_FACETS.map((range) => rangeColumn(index, range));
  const countFacet = (f: number, i: number) => {
    const { offsets, valueIds } = columns[f];
    const target = counts[f];
    for (let k = offsets[i], end = offsets[i + 1]; k < end; k++) target[valueIds[k]]++;
  };
  const countRange = (r: number, i: number) => {
    const value = ranges[r][i];
    if (value !== value) return; // NaN: no value.
    if (r === BUCKET_RANGE) priceBuckets[priceBucketOf(value)]++;
    if (value < stats[2 * r]) stats[2 * r] = value;
    if (value > stats[2 * r + 1]) stats[2 * r + 1] = value;
  };
  // A hit counts toward every facet: the hottest loop of a search, so it reads the columns' arrays directly.
  const offsetsOf = columns.map((column) => column.offsets);
  const valueIdsOf = columns.map((column) => column.valueIds);
  const countAll = (i: number) => {
    for (let f = 0; f < offsetsOf.length; f++) {
      const offsets = offsetsOf[f];
      const valueIds = valueIdsOf[f];
      const target = counts[f];
      for (let k = offsets[i], end = offsets[i + 1]; k < end; k++) target[valueIds[k]]++;
    }
    for (let r = 0; r < ranges.length; r++) countRange(r, i);
  };
  /** Takes one facet's counts from another tally (what every product counts, for the facet of a search's one condition). */
  const facetFrom = (f: number, other: TalliedCounts) => (counts[f] = other.counts[f]);
  const rangeFrom = (r: number, other: TalliedCounts) => {
    stats.set(other.stats.subarray(2 * r, 2 * r + 2), 2 * r);
    if (r === BUCKET_RANGE) priceBuckets.set(other.priceBuckets);
  };
  const facets = () => {
    const byFacet = Object.fromEntries(LIST_FACETS.map((facet, f) => [facet, counts[f]])) as Record<ListFacet, Int32Array>;
    const byRange = Object.fromEntries(RANGE_FACETS.map((range, r) => [range, { min: stats[2 * r], max: stats[2 * r + 1] }])) as Record<RangeFacet, { min: number; max: number }>;
    return facetsOf(index, byFacet, byRange, priceBuckets);
  };
  return { counted, countFacet, countRange, countAll, facetFrom, rangeFrom, facets };
}

export function facetsOf(index: MenuIndex, counts: Record<ListFacet, Int32Array>, stats: Record<RangeFacet, { min: number; max: number }>, priceBuckets: Int32Array): SearchFacets {
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
