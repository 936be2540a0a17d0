import { sortTerms, type SearchSortKey } from '../../shared/search/sortKeys';
import { sizeOf, type MenuIndex } from './buildMenuIndex';

/** Compares two product positions of the index in a sort key's order (a total order: it ends with product_id). */
function comparator(index: MenuIndex, sort: SearchSortKey): (a: number, b: number) => number {
  const terms = sortTerms(sort).map(({ field, direction }) => ({
    column: index.sortColumns.get(field)!,
    sign: direction === 'asc' ? 1 : -1,
  }));
  return (a, b) => {
    for (const { column, sign } of terms) {
      const x = column[a];
      const y = column[b];
      if (x === y) continue;
      const xMissing = x !== x;
      const yMissing = y !== y;
      if (xMissing && yMissing) continue;
      if (xMissing) return 1;
      if (yMissing) return -1;
      return sign * (x - y);
    }
    return 0;
  };
}

/**
 * Every product of the index in a 000 §5 sort key's order, following shared/search's sortTerms so the API
 * and any client-side sort agree: a product missing a field sorts after those that have it, in either
 * direction, and every order ends with name then product_id. Sort keys do not depend on the query, so each
 * order is computed once per index and a search only walks it, picking its hits.
 */
export function sortOrder(index: MenuIndex, sort: SearchSortKey): Uint32Array {
  const cached = index.orders.get(sort);
  if (cached) return cached;
  const order = Uint32Array.from({ length: sizeOf(index) }, (_, i) => i).sort(comparator(index, sort));
  index.orders.set(sort, order);
  return order;
}

/**
 * Moves product position i to its place in every computed order that sorts by one of `fields`, after its
 * values there changed: the rest of the order is still sorted, so one removal and one binary-searched insertion
 * (linear copies, no comparisons beyond log n) replace a full sort.
 */
export function reorderProduct(index: MenuIndex, i: number, fields: ReadonlySet<string>): void {
  for (const [sort, order] of index.orders) {
    if (!sortTerms(sort).some(({ field }) => fields.has(field))) continue;
    const compare = comparator(index, sort);
    const last = order.length - 1;
    const from = order.indexOf(i);
    order.copyWithin(from, from + 1);
    let low = 0;
    let high = last;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(order[middle], i) < 0) low = middle + 1;
      else high = middle;
    }
    order.copyWithin(low + 1, low, last);
    order[low] = i;
  }
}
