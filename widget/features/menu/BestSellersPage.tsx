import { useState } from 'react';
import { PRODUCT_GRID_SKELETON_ITEMS } from '../../../shared/constants';
import { useStyles, useTitle } from '../../app';
import { ProductCard } from '../../ui/ProductCard';
import { useRankedRowsModule } from '../../ui/rankedRows/lazyRows';
import type { BestSellersRanking } from '../../ui/rankedRows/useBestSellersRanking';
import { LoadError } from '../../ui/StatePanel';
import { StorePageFrame } from '../../ui/StorePageFrame';
import type { StorePageData } from '../../ui/StorePageFrame';
import { useTrackItemList } from '../../ui/useTrackItemList';
import { menuCss } from './menuCss';
import { ShowMore } from './ShowMore';

/**
 * /stores/{id}/{slug}/best-sellers: where the Best sellers carousel's 'View all' goes (000 §2 carousels). The row
 * continued: the merchandising service's best_selling ranking (001 §7), its first page the row's, then 60 more at a
 * time. No filters, and no other order: when the service fails the page says so and offers to try again.
 */
export function BestSellersPage({ storeId }: { storeId: number }) {
  useStyles('menu', menuCss);
  // A failed ranking is not cached, so mounting the list again asks again.
  const [attempt, setAttempt] = useState(0);
  return (
    <StorePageFrame storeId={storeId} current="menu">
      {(data) => <BestSellersList key={attempt} {...data} onRetry={() => setAttempt(attempt + 1)} />}
    </StorePageFrame>
  );
}

type ListProps = StorePageData & { readonly onRetry: () => void };

const LOADING: BestSellersRanking = { first: undefined, products: [], total: 0, loading: true, loadingMore: false, error: null, more: () => undefined };

// The ranking's code is the ranked rows' lazily loaded chunk (DESIGN §3 first-render budget): loaded already when the
// shopper comes from the menu's row, else the page's skeleton shows while it loads.
function BestSellersList(props: ListProps) {
  useTitle(`${props.store.name} · Best sellers`);
  const rows = useRankedRowsModule();
  if (rows instanceof Error) return <LoadError what="the best sellers" error={rows} onRetry={props.onRetry} />;
  if (!rows) return <BestSellersGrid {...props} ranking={LOADING} />;
  return <RankedBestSellers {...props} useRanking={rows.useBestSellersRanking} />;
}

function RankedBestSellers({ useRanking, ...props }: ListProps & { readonly useRanking: (store: StorePageData['store']) => BestSellersRanking }) {
  const ranking = useRanking(props.store);
  useTrackItemList('best_sellers_page', `${props.store.name} best sellers`, ranking.first);
  return <BestSellersGrid {...props} ranking={ranking} />;
}

function BestSellersGrid({ store, currency, paths, assetBase, onRetry, ranking }: ListProps & { readonly ranking: BestSellersRanking }) {
  const { total } = ranking;
  if (ranking.error) return <LoadError what="the best sellers" error={ranking.error} onRetry={onRetry} />;
  return (
    <section className="cn-results" aria-labelledby="cn-best-sellers-title" aria-busy={ranking.loading}>
      <h1 id="cn-best-sellers-title" className="cn-h1">
        Best sellers
      </h1>
      <p className="cn-results__count" role="status">
        {ranking.loading ? 'Loading products…' : `${total} ${total === 1 ? 'product' : 'products'}, best selling first`}
      </p>
      {ranking.loading ? (
        <div className="cn-grid" data-testid="grid-skeleton">
          {Array.from({ length: PRODUCT_GRID_SKELETON_ITEMS }, (_, i) => (
            <div key={i} className="cn-skel" style={{ height: 340, borderRadius: 14 }} />
          ))}
        </div>
      ) : (
        <ol className="cn-grid">
          {ranking.products.map((product) => (
            <li key={product.id} className="cn-results__item">
              <ProductCard product={product} store={store} href={paths.product(product)} currency={currency} assetBase={assetBase} />
            </li>
          ))}
        </ol>
      )}
      <ShowMore results={ranking} total={total} onMore={ranking.more} />
    </section>
  );
}
