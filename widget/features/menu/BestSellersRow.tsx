import type { Currency } from '../../../shared/money';
import { BEST_SELLERS_SEARCH } from '../../../shared/search';
import type { Store } from '../../../shared/types';
import { peekMenu, searchMenu } from '../../api/menu';
import { useResource, useWidget } from '../../app';
import type { storePaths } from '../../app';
import { ProductCard } from '../../ui/ProductCard';
import { ProductCarousel } from '../../ui/ProductCarousel';
import { useTrackItemList } from '../../ui/useTrackItemList';

/** The store's best sellers as a carousel above the full menu (000 §5 best-seller-rank sort). */
export function BestSellersRow({ store, paths, currency, assetBase }: { store: Store; paths: ReturnType<typeof storePaths>; currency: Currency; assetBase: string }) {
  const { http } = useWidget();
  const row = useResource(`best-sellers:${store.id}`, (signal) => searchMenu(http, store.id, BEST_SELLERS_SEARCH, signal), {
    initial: () => peekMenu(http, store.id, BEST_SELLERS_SEARCH),
  });
  const shown = row.error || (row.data && row.data.products.length < 4) ? undefined : row.data?.products;
  useTrackItemList('best_sellers', `${store.name} best sellers`, shown);
  if (row.error || (row.data && row.data.products.length < 4)) return null;
  return (
    <ProductCarousel
      title="Best sellers"
      items={row.data?.products}
      itemKey={(product) => product.id}
      viewAllTo={paths.bestSellers}
      renderItem={(product) => <ProductCard product={product} store={store} href={paths.product(product)} currency={currency} assetBase={assetBase} />}
    />
  );
}
