import { sizeOf, type MenuIndex } from './buildMenuIndex';
import { distinctSorted, positionsInRange, positionsWithAny, positionsWithToken, postingsOf } from './menuPostings';
import { LIST_FACETS, RANGE_FACETS, type ListFacet, type MenuQuery, type RangeFacet } from './menuQuery';
import { rangeColumn } from './menuTallies';

// A search's conditions (its facet filters and ranges), and which products a search must visit.

export type Condition =
  | { type: 'facet'; facet: ListFacet; f: number; selected: Uint8Array; ids: number[] }
  | { type: 'range'; range: RangeFacet; r: number; column: Float64Array; min: number; max: number };

export function conditionsOf(index: MenuIndex, query: MenuQuery): Condition[] {
  const conditions: Condition[] = [];
  LIST_FACETS.forEach((facet, f) => {
    const wanted = query.filters?.[facet];
    if (!wanted || wanted.length === 0) return;
    const column = index.facets[facet];
    const selected = new Uint8Array(column.values.length);
    const ids: number[] = [];
    for (const value of wanted) {
      const id = column.idOf.get(value);
      if (id === undefined || selected[id] === 1) continue;
      selected[id] = 1;
      ids.push(id);
    }
    conditions.push({ type: 'facet', facet, f, selected, ids });
  });
  RANGE_FACETS.forEach((range, r) => {
    const filter = query.ranges?.[range];
    if (!filter || (filter.min === undefined && filter.max === undefined)) return;
    const min = filter.min ?? Number.NEGATIVE_INFINITY;
    const max = filter.max ?? Number.POSITIVE_INFINITY;
    conditions.push({ type: 'range', range, r, column: rangeColumn(index, range), min, max });
  });
  return conditions;
}

export function passes(index: MenuIndex, condition: Condition, i: number): boolean {
  if (condition.type === 'range') {
    const value = condition.column[i];
    return value >= condition.min && value <= condition.max; // NaN (no value) fails both.
  }
  const { offsets, valueIds } = index.facets[condition.facet];
  for (let k = offsets[i], end = offsets[i + 1]; k < end; k++) if (condition.selected[valueIds[k]] === 1) return true;
  return false;
}

/** The products passing a condition (a facet's in position order, a range's in value order). */
export function passing(index: MenuIndex, condition: Condition): Uint32Array {
  if (condition.type === 'range') return positionsInRange(condition.column, condition.min, condition.max);
  return condition.ids.length === 0 ? new Uint32Array(0) : positionsWithAny(postingsOf(index.facets[condition.facet]), condition.ids);
}

/** How many products pass a condition, at most (a facet's values' postings added up). */
function passingAtMost(index: MenuIndex, condition: Condition): number {
  if (condition.type === 'range') return passing(index, condition).length;
  const { starts } = postingsOf(index.facets[condition.facet]);
  return condition.ids.reduce((sum, id) => sum + starts[id + 1] - starts[id], 0);
}

/** Past this share of the products, a list of candidates costs more than visiting them all. */
const WORTH_LISTING = 0.4;

/**
 * The products a search with these tokens and at least two conditions (or any tokens) must visit, ascending: a
 * superset of every product it hits or counts toward a facet; null for all of them. A product counts only when it
 * holds every token and fails at most one condition, so it is among the products of any one token's words, and it
 * passes at least one of any two conditions: the smaller of those lists is visited.
 */
export function candidatesOf(index: MenuIndex, tokens: readonly string[], conditions: readonly Condition[]): Uint32Array | null {
  const atMost = Math.floor(sizeOf(index) * WORTH_LISTING);
  let best: Uint32Array | null = null;
  for (const token of tokens) {
    const list = positionsWithToken(index, token, best?.length ?? atMost);
    if (list && (best === null || list.length < best.length)) best = list;
  }
  if (conditions.length >= 2) {
    const [a, b] = conditions.map((condition) => ({ condition, size: passingAtMost(index, condition) })).sort((x, y) => x.size - y.size);
    if (a.size + b.size <= (best?.length ?? atMost)) best = distinctSorted([passing(index, a.condition), passing(index, b.condition)]);
  }
  return best;
}
