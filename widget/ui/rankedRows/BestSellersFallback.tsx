import type { Currency } from '../../../shared/money';
import { BEST_SELLERS_SEARCH } from '../../../shared/search';
import type { MenuCard, Store } from '../../../shared/types';
import { peekMenu } from '../../api/menu';
import { useWidget } from '../../app';
import type { storePaths } from '../../app';
import { ProductCard } from '../ProductCard';
import { ProductCarousel } from '../ProductCarousel';

export interface BestSellersFallbackProps {
  readonly store: Store;
  readonly paths: ReturnType<typeof storePaths>;
  readonly currency: Currency;
  readonly assetBase: string;
}

/**
 * Best sellers until the merchandising service's ranking (001 §7 best_selling) answers: the best-seller-rank search
 * the host put in the widget's HTML (shared/search bootRequests), so the server's first view and the client's first
 * frame show the row's cards above the fold, and the service's cards then take their places (same row, same size:
 * nothing moves). Read once per widget (an inlined answer is taken once); none inlined: the row's skeleton.
 */
export function BestSellersFallback({ store, paths, currency, assetBase }: BestSellersFallbackProps) {
  const { http, cache } = useWidget();
  const key = `best-sellers-inlined:${store.id}`;
  if (!cache.has(key)) cache.set(key, peekMenu(http, store.id, BEST_SELLERS_SEARCH)?.products);
  const items = cache.get(key) as MenuCard[] | undefined;
  return (
    <ProductCarousel
      title="Best sellers"
      items={items}
      itemKey={(product) => product.id}
      viewAllTo={paths.bestSellers}
      renderItem={(product) => <ProductCard product={product} store={store} href={paths.product(product)} currency={currency} assetBase={assetBase} />}
    />
  );
}
