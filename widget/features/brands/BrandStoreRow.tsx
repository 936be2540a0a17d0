import { searchMenu } from '../../api/menu';
import { useResource, useWidget } from '../../app';
import { ProductCard } from '../../ui/ProductCard';
import { ProductCarousel } from '../../ui/ProductCarousel';
import { useStoreContext } from '../../ui/useStoreContext';
import { useTrackItemList } from '../../ui/useTrackItemList';
import type { Brand } from '../../../shared/types';

const ROW_SIZE = 20;

/** The brand's products on the embedded store's menu, as product cards with weights and Add to bag. */
export function BrandStoreRow({ brand, storeId }: { brand: Brand; storeId: number }) {
  const { store, currency, paths, assetBase } = useStoreContext(storeId);
  const { http } = useWidget();
  const { data } = useResource(`brand-menu:${storeId}:${brand.name}`, (signal) => searchMenu(http, storeId, { filters: { brand: [brand.name] }, perPage: ROW_SIZE }, signal));
  useTrackItemList('brand_store', `${brand.name} at ${store?.name ?? 'the store'}`, store ? data?.products : undefined);
  if (!store || !paths) return null;
  const viewAll = `${paths.menu}?brand=${encodeURIComponent(brand.name)}`;
  return (
    <ProductCarousel
      title={`${brand.name} at ${store.name}`}
      items={data?.products}
      itemKey={(product) => product.id}
      renderItem={(product) => <ProductCard product={product} store={store} href={paths.product(product)} currency={currency} assetBase={assetBase} />}
      viewAllTo={viewAll}
      emptyText={`${store.name} has no ${brand.name} products on its menu right now.`}
    />
  );
}
