import type { MenuResults } from './useMenuResults';

/** The menu's next page on request, once the first has come and while some results are not shown (the menu's, or the best sellers'). */
export function ShowMore({ results, total, onMore }: { results: Pick<MenuResults, 'loading' | 'loadingMore' | 'products'>; total: number; onMore: () => void }) {
  if (results.loading || results.products.length >= total) return null;
  return (
    <div className="cn-results__more">
      <button type="button" className="cn-btn cn-btn--secondary" disabled={results.loadingMore} onClick={onMore}>
        {results.loadingMore ? 'Loading…' : `Show more (${total - results.products.length} left)`}
      </button>
    </div>
  );
}
