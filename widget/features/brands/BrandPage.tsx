import { useState } from 'react';
import { fetchBrand } from '../../api/brands';
import { listProducts } from '../../api/products';
import { Link, useResource, useStyles, useTitle, useWidget } from '../../app';
import { BrandSpecialCard } from '../../ui/BrandSpecialCard';
import { Pager } from '../../ui/Pager';
import { ProductTileGrid } from '../../ui/ProductTileGrid';
import { LoadError, StatePanel } from '../../ui/StatePanel';
import { brandSpecialCss } from '../../ui/brandSpecialCss';
import { catalogCss } from '../../ui/catalogCss';
import { listsCss } from '../../ui/listsCss';
import { useRetry } from '../../ui/useRetry';
import { useAssetBase } from '../../ui/useStoreContext';
import { useVisibleBrandSpecials } from '../../ui/useVisibleBrandSpecials';
import type { CatalogueProduct } from '../../ui/ProductTile';
import type { Brand } from '../../../shared/types';
import { BrandLogo } from './BrandLogo';
import { brandsCss } from './brandsCss';
import { BrandStoreRow } from './BrandStoreRow';

const PER_PAGE = 24;

/**
 * /brands/{id}/{name} (000 §2): the brand, its specials the shopper may see (000 §5), its products in the
 * embedded store (product cards with weights and Add) when there is one, and its products across stores.
 */
export function BrandPage({ brandId }: { brandId: number }) {
  useStyles('catalog', catalogCss);
  useStyles('lists', listsCss);
  useStyles('brand-special', brandSpecialCss);
  useStyles('brands', brandsCss);
  const { http } = useWidget();
  const { key, retry } = useRetry(`brand:${brandId}`);
  const { data: brand, error } = useResource(key, (signal) => fetchBrand(http, brandId, signal));
  useTitle(brand?.name ?? 'Brand');
  // An unknown brand (a stale link, /brands/99999/x) is not a failure to retry: say so and offer every brand.
  if ((error as { status?: number } | null)?.status === 404) {
    return (
      <StatePanel
        title="Brand not found"
        level={1}
        action={
          <Link to="/brands" className="cn-btn cn-btn--primary">
            See all brands
          </Link>
        }
      >
        This brand is not on Canopy, or is no longer listed.
      </StatePanel>
    );
  }
  if (error) return <LoadError what="this brand" error={error} onRetry={retry} />;
  if (!brand) {
    return (
      <div aria-busy="true" aria-label="Loading the brand" data-state="loading">
        <div className="cn-skel" style={{ height: 180, borderRadius: 20 }} />
      </div>
    );
  }
  return <BrandDetail brand={brand} />;
}

function BrandDetail({ brand }: { brand: Brand }) {
  const { http, storeId } = useWidget();
  const assetBase = useAssetBase();
  const specials = useVisibleBrandSpecials({ brand_id: brand.id, store_id: storeId ?? undefined });
  const [page, setPage] = useState(1);
  const params = { brand_id: brand.id, page, per_page: PER_PAGE };
  const { key, retry } = useRetry(`brand-products:${JSON.stringify(params)}`);
  const products = useResource(key, (signal) => listProducts(http, params, signal), { keepPrevious: true });

  return (
    <>
      <nav aria-label="Breadcrumb">
        <ol className="cn-crumbs">
          <li>
            <Link to="/brands">Brands</Link>
          </li>
          <li>
            <span aria-current="page">{brand.name}</span>
          </li>
        </ol>
      </nav>
      <header className="cn-bhero" style={brand.color_hex ? { ['--cn-brand' as string]: brand.color_hex } : undefined}>
        <div className="cn-bhero__band" aria-hidden="true" />
        <div className="cn-bhero__body">
          <BrandLogo brand={brand} size="large" />
          <div className="cn-bhero__text">
            <h1 className="cn-h1">{brand.name}</h1>
            <p className="cn-bhero__facts">
              <span>
                {brand.productCount} {brand.productCount === 1 ? 'product' : 'products'}
              </span>
              {brand.has_active_brand_special && <span className="cn-badge">Deal running</span>}
            </p>
            {brand.description && <p className="cn-bhero__desc">{brand.description}</p>}
          </div>
        </div>
      </header>

      {specials.data && specials.data.length > 0 && (
        <section className="cn-section" aria-labelledby="cn-brand-deals">
          <h2 id="cn-brand-deals" className="cn-h2 cn-brand-sub">
            {brand.name} deals
          </h2>
          <ul className="cn-bsgrid">
            {specials.data.map((special) => (
              <li key={special.id}>
                <BrandSpecialCard special={special} showBrandLink={false} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {storeId !== null && <BrandStoreRow brand={brand} storeId={storeId} />}

      <section className="cn-section" aria-labelledby="cn-brand-products">
        <div className="cn-section__head">
          <h2 id="cn-brand-products" className="cn-h2">
            All {brand.name} products
          </h2>
          {products.data && <span className="cn-muted cn-nowrap">{products.data.nb_hits} found</span>}
        </div>
        {products.error ? (
          <LoadError what="the products" error={products.error} onRetry={retry} />
        ) : products.data && products.data.products.length === 0 ? (
          <StatePanel title="No products on a menu right now" icon="∅">
            {brand.name} products show up here as soon as a store lists them.
          </StatePanel>
        ) : (
          <div className={products.loading && products.data ? 'cn-dim' : undefined}>
            <ProductTileGrid products={products.data?.products as CatalogueProduct[] | undefined} assetBase={assetBase} label={`${brand.name} products`} listId="brand" />
            {products.data && <Pager page={page} perPage={products.data.per_page || PER_PAGE} total={products.data.nb_hits} onPage={setPage} />}
          </div>
        )}
      </section>
    </>
  );
}
