import { sortTerms, type SearchSortKey } from '../../shared/search/sortKeys';
import type { MenuIndex } from './buildMenuIndex';

/**
 * Orders hits (product positions) in place by a 000 §5 sort key, following shared/search's sortTerms so
 * the API and any client-side sort agree: a product missing a field sorts after those that have it, in
 * either direction, and every order ends with name then product_id.
 */
export function sortHits(index: MenuIndex, hits: number[], sort: SearchSortKey): void {
  const terms = sortTerms(sort).map(({ field, direction }) => ({
    column: index.sortColumns.get(field)!,
    sign: direction === 'asc' ? 1 : -1,
  }));
  hits.sort((a, b) => {
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
}
