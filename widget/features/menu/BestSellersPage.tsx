import { useReducer, useState } from 'react';
import { PRODUCT_GRID_SKELETON_ITEMS } from '../../../shared/constants';
import { initialMenuState, menuReducer } from '../../../shared/search';
import { useStyles, useTitle } from '../../app';
import { ProductCard } from '../../ui/ProductCard';
import { LoadError } from '../../ui/StatePanel';
import { StorePageFrame } from '../../ui/StorePageFrame';
import type { StorePageData } from '../../ui/StorePageFrame';
import { useTrackItemList } from '../../ui/useTrackItemList';
import { menuCss } from './menuCss';
import { ShowMore } from './ShowMore';
import { useMenuResults } from './useMenuResults';

/**
 * /stores/{id}/{slug}/best-sellers: where the Best sellers carousel's 'View all' goes (000 §2 carousels). The
 * store's whole menu in the best-seller-rank sort of 000 §5, locked: no filters, a page at a time.
 */
export function BestSellersPage({ storeId }: { storeId: number }) {
  useStyles('menu', menuCss);
  // A failed search is not cached, so mounting the list again asks again.
  const [attempt, setAttempt] = useState(0);
  return (
    <StorePageFrame storeId={storeId} current="menu">
      {(data) => <BestSellersList key={attempt} {...data} onRetry={() => setAttempt(attempt + 1)} />}
    </StorePageFrame>
  );
}

function BestSellersList({ store, currency, paths, assetBase, onRetry }: StorePageData & { onRetry: () => void }) {
  useTitle(`${store.name} · Best sellers`);
  const [state, dispatch] = useReducer(menuReducer, undefined, () => initialMenuState({}, null));
  const results = useMenuResults(store.id, state, 'best-seller-rank');
  useTrackItemList('best_sellers_page', `${store.name} best sellers`, results.first?.products);
  const total = results.first?.nb_hits ?? 0;
  if (results.error) return <LoadError what="the best sellers" error={results.error} onRetry={onRetry} />;
  return (
    <section className="cn-results" aria-labelledby="cn-best-sellers-title" aria-busy={results.loading}>
      <h1 id="cn-best-sellers-title" className="cn-h1">
        Best sellers
      </h1>
      <p className="cn-results__count" role="status">
        {results.loading ? 'Loading products…' : `${total} ${total === 1 ? 'product' : 'products'}, best selling first`}
      </p>
      {results.loading ? (
        <div className="cn-grid" data-testid="grid-skeleton">
          {Array.from({ length: PRODUCT_GRID_SKELETON_ITEMS }, (_, i) => (
            <div key={i} className="cn-skel" style={{ height: 340, borderRadius: 14 }} />
          ))}
        </div>
      ) : (
        <ol className="cn-grid">
          {results.products.map((product) => (
            <li key={product.id} className="cn-results__item">
              <ProductCard product={product} store={store} href={paths.product(product)} currency={currency} assetBase={assetBase} />
            </li>
          ))}
        </ol>
      )}
      <ShowMore results={results} total={total} onMore={() => dispatch({ type: 'loadMore' })} />
    </section>
  );
}
