import { useState } from 'react';
import type { Product } from '../../../shared/types';
import { fetchProduct } from '../../api/products';
import { fetchMenuTags } from '../../api/reviews';
import type { SavedReview } from '../../api/reviews';
import { NotFoundPage, productPath, storePaths, useResource, useStyles, useTitle, useWidget } from '../../app';
import { useRequireSignIn } from '../../ui/AccountFrame';
import { ProductImage } from '../../ui/ProductImage';
import { LoadError } from '../../ui/StatePanel';
import { useAssetBase } from '../../ui/useStoreContext';
import { useRetry } from '../../ui/useRetry';
import { ReviewForm } from './ReviewForm';
import { ReviewSaved } from './ReviewSaved';
import { ratingFromQuery, storeIdFromQuery } from './reviewRules';
import { reviewsCss } from './reviewsCss';

export interface ReviewFormPageProps {
  readonly productId: number;
  /**
   * 000 §2: storeId and storeName, the store the shopper bought it at, when known; rating, the stars to start
   * from (a rating tapped on the page that linked here).
   */
  readonly query: Readonly<Record<string, string | undefined>>;
}

/**
 * 000 §2 /products/{productId}/{name}/reviews/new/: a signed-in shopper's review of a product (a guest is sent to
 * log in and back here, 001 §4), then what became of it.
 */
export function ReviewFormPage({ productId, query }: ReviewFormPageProps) {
  useStyles('reviews', reviewsCss);
  const storeId = storeIdFromQuery(query.storeId);
  const storeName = query.storeName?.trim() || null;
  useTitle('Write a review');
  const { http } = useWidget();
  const signedIn = useRequireSignIn();
  // The product page's key: opened from there, the product is already at hand.
  const { key, retry } = useRetry(signedIn ? `product:${productId}:${storeId ?? ''}` : null);
  const answer = useResource(key, (signal) => fetchProduct(http, productId, storeId, signal));
  const tags = useResource(signedIn && storeId !== null ? `menu-tags:${storeId}` : null, (signal) => fetchMenuTags(http, storeId!, signal));
  const [saved, setSaved] = useState<SavedReview | null>(null);
  const assetBase = useAssetBase();

  if (!signedIn) return null;
  if (answer.error) {
    if ((answer.error as { status?: number }).status === 404) return <NotFoundPage />;
    return <LoadError what="this product" error={answer.error} onRetry={retry} />;
  }
  const product = answer.data as Product | undefined;
  if (!product) return <div className="cn-rf cn-skel cn-rf__loading" aria-busy="true" aria-label="Loading the review form" />;
  const backPath = storeId !== null && storeName ? storePaths({ id: storeId, name: storeName }).product(product) : productPath(product);

  if (saved) {
    return (
      <div className="cn-rf">
        <ReviewSaved saved={saved} product={product} storeId={storeId} productPath={backPath} />
      </div>
    );
  }
  return (
    <div className="cn-rf">
      <h1 className="cn-h1" id="cn-rf-title">
        Write a review
      </h1>
      <div className="cn-rf__product">
        <ProductImage product={product} size="small" assetBase={assetBase} className="cn-rf__photo" alt="" />
        <div>
          {product.brand && <p className="cn-rf__brand">{product.brand}</p>}
          <p className="cn-rf__name">{product.name}</p>
          {storeName && <p className="cn-muted">at {storeName}</p>}
        </div>
      </div>
      <ReviewForm product={product} storeId={storeId} initialRating={ratingFromQuery(query.rating)} menuTags={tags.data} productPath={backPath} onSaved={setSaved} />
    </div>
  );
}
