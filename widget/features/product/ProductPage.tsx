import { useState } from 'react';
import type { MenuProduct, WeightId } from '../../../shared/types';
import { isAbort } from '../../api/ApiError';
import { searchMenu } from '../../api/menu';
import { fetchProduct } from '../../api/products';
import { brandPath, Link, NotFoundPage, useResource, useStyles, useTitle, useTrack, useWidget } from '../../app';
import { itemOfProduct } from '../../platform/analytics';
import { LineageTag } from '../../ui/LineageTag';
import { ProductCard } from '../../ui/ProductCard';
import { ProductCarousel } from '../../ui/ProductCarousel';
import { Stars } from '../../ui/Stars';
import { catalogCss } from '../../ui/catalogCss';
import { useStoreContext } from '../../ui/useStoreContext';
import { SimilarProductsRow } from '../../ui/rankedRows/lazyRows';
import { BuyBox } from './BuyBox';
import { BundleOffer, SpecialBackLink, readSpecialQuery } from './FromSpecial';
import { ImageGallery } from './ImageGallery';
import { productCss } from './productCss';
import { LabResults, PotencyFacts, TagGroups } from './ProductFacts';
import { ProductInStores } from './ProductInStores';
import { ProductReviews } from './ProductReviews';
import { useTrackItemList } from '../../ui/useTrackItemList';

export interface ProductPageProps {
  readonly productId: number;
  readonly storeId: number | null;
  readonly query?: Readonly<Record<string, string>>;
}

/** Product detail (000 §2–4): gallery, buy box, specials, potency, lab results, tags, notes, reviews. */
export function ProductPage({ productId, storeId, query = {} }: ProductPageProps) {
  useStyles('catalog', catalogCss);
  useStyles('product', productCss);
  const { http } = useWidget();
  const { store, currency, paths, assetBase } = useStoreContext(storeId);
  const answer = useResource(`product:${productId}:${storeId ?? ''}`, (signal) => fetchProduct(http, productId, storeId, signal));
  const [weight, setWeight] = useState<WeightId | null>(null);
  const product = answer.data as MenuProduct | undefined;
  useTitle(product ? `${product.name}${product.brand ? ` by ${product.brand}` : ''}` : null);
  useTrack('view_item', product ? `${product.id}:${storeId ?? ''}` : null, () => ({ currency, items: [itemOfProduct(product!)] }));

  if (answer.error) return (answer.error as { status?: number }).status === 404 ? <NotFoundPage /> : <ProductError />;
  if (!product) return <ProductSkeleton />;
  const inStore = storeId !== null && 'store_id' in product;
  const selectedWeight = weight;
  const fromSpecial = readSpecialQuery(query);

  return (
    <article className="cn-pdp" aria-labelledby="cn-pdp-title">
      {store && paths && <SpecialBackLink storeId={store.id} paths={paths} query={fromSpecial} />}
      <nav aria-label="Breadcrumb">
        <ol className="cn-crumbs">
          {store && paths ? (
            <>
              <li>
                <Link to={paths.menu}>{store.name}</Link>
              </li>
              <li>
                <Link to={paths.menu}>Menu</Link>
              </li>
            </>
          ) : (
            <li>
              <Link to="/products">Products</Link>
            </li>
          )}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="cn-pdp__top">
        <ImageGallery product={product} assetBase={assetBase} />
        <div className="cn-pdp__info">
          {product.brand && (
            <p className="cn-pdp__brand">
              {product.product_brand_id ? <Link to={brandPath({ id: product.product_brand_id, name: product.brand })}>{product.brand}</Link> : product.brand}
            </p>
          )}
          <h1 className="cn-h1" id="cn-pdp-title">
            {product.name}
          </h1>
          <p className="cn-pdp__meta">
            {product.category && <LineageTag lineage={product.category} label={store?.custom_lineage_labels?.[product.category]} />}
            <span className="cn-tag">{product.kind.replace('-', ' ')}</span>
            {product.review_count >= 5 && <Stars rating={product.aggregate_rating} count={product.review_count} />}
          </p>
          <PotencyFacts product={product} />
          {product.special_title && store && paths && product.special_id && (
            <Link className="cn-pdp__special" to={paths.special(product.special_id, product.special_title)}>
              <span className="cn-badge">Deal</span> {product.special_title} <span aria-hidden="true">→</span>
            </Link>
          )}
          {store && paths && fromSpecial.bundleSpecialId !== null && <BundleOffer storeId={store.id} paths={paths} product={product} specialId={fromSpecial.bundleSpecialId} />}
          {inStore && store ? (
            <BuyBox product={product} store={store} currency={currency} weight={selectedWeight} onWeight={setWeight} />
          ) : (
            <p className="cn-muted">Choose a store below to see its price and order.</p>
          )}
          {product.store_notes && (
            <aside className="cn-pdp__notes" aria-label="Store notes">
              <strong>Store notes</strong>
              <p>{product.store_notes}</p>
            </aside>
          )}
        </div>
      </div>
      <div className="cn-pdp__details">
        {product.description && (
          <section className="cn-pdp__section" aria-labelledby="cn-desc-title">
            <h2 className="cn-h2" id="cn-desc-title">
              About this product
            </h2>
            <p className="cn-pdp__desc">{product.description}</p>
          </section>
        )}
        <TagGroups product={product} />
        {inStore && <LabResults product={product} weight={selectedWeight ?? 'each'} />}
        {(product.business_licenses ?? []).length > 0 && (
          <p className="cn-muted cn-pdp__license">{product.business_licenses.map((l) => `${l.business_name} · License ${l.license_number} (${l.state})`).join(' · ')}</p>
        )}
        <ProductReviews product={product} store={store ?? null} />
        {!inStore && <ProductInStores product={product} />}
      </div>
      {inStore && store && <SimilarProductsRow storeId={store.id} product={product} />}
      {inStore && store && product.brand && <MoreFromBrand product={product} storeId={store.id} />}
    </article>
  );
}

function MoreFromBrand({ product, storeId }: { product: MenuProduct; storeId: number }) {
  const { http } = useWidget();
  const { store, currency, paths, assetBase } = useStoreContext(storeId);
  const brand = product.brand!;
  const related = useResource(`brand-row:${storeId}:${brand}`, (signal) =>
    searchMenu(http, storeId, { filters: { brand: [brand] }, perPage: 12 }, signal).catch((error: unknown) => {
      if (isAbort(error)) throw error;
      return null;
    }),
  );
  const others = related.loading ? undefined : (related.data?.products ?? []).filter((p) => p.id !== product.id);
  useTrackItemList('related', `More from ${brand}`, store ? others : undefined);
  if (!store || !paths) return null;
  return (
    <ProductCarousel
      title={`More from ${brand}`}
      items={others}
      itemKey={(p) => p.id}
      renderItem={(p) => <ProductCard product={p} store={store} href={paths.product(p)} currency={currency} assetBase={assetBase} />}
      viewAllTo={product.product_brand_id ? brandPath({ id: product.product_brand_id, name: brand }) : null}
    />
  );
}

function ProductSkeleton() {
  return (
    <div className="cn-pdp__top" aria-busy="true" aria-label="Loading product">
      <div className="cn-skel" style={{ aspectRatio: '1/1' }} />
      <div style={{ display: 'grid', gap: 12, alignContent: 'start' }}>
        <div className="cn-skel" style={{ height: 18, width: '30%' }} />
        <div className="cn-skel" style={{ height: 36, width: '80%' }} />
        <div className="cn-skel" style={{ height: 60 }} />
        <div className="cn-skel" style={{ height: 120 }} />
      </div>
    </div>
  );
}

function ProductError() {
  return (
    <div className="cn-state" role="alert">
      <h1 className="cn-h1">This product could not be loaded</h1>
      <button type="button" className="cn-btn cn-btn--primary" onClick={() => location.reload()}>
        Reload
      </button>
    </div>
  );
}
