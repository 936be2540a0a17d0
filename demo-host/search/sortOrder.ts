import { sortTerms, type SearchSortKey } from '../../shared/search/sortKeys';
import type { MenuIndex } from './buildMenuIndex';

/**
 * Every product of the index in a 000 §5 sort key's order, following shared/search's sortTerms so the API
 * and any client-side sort agree: a product missing a field sorts after those that have it, in either
 * direction, and every order ends with name then product_id. Sort keys do not depend on the query, so each
 * order is computed once per index and a search only walks it, picking its hits.
 */
export function sortOrder(index: MenuIndex, sort: SearchSortKey): Uint32Array {
  const cached = index.orders.get(sort);
  if (cached) return cached;
  const terms = sortTerms(sort).map(({ field, direction }) => ({
    column: index.sortColumns.get(field)!,
    sign: direction === 'asc' ? 1 : -1,
  }));
  const order = Uint32Array.from(index.products, (_, i) => i).sort((a, b) => {
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
  });
  index.orders.set(sort, order);
  return order;
}
