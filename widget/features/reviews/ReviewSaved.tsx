import { useEffect, useRef } from 'react';
import type { Product } from '../../../shared/types';
import { fetchProduct } from '../../api/products';
import type { SavedReview } from '../../api/reviews';
import { Link, useResource, useWidget } from '../../app';
import { ratingStatus } from './reviewRules';

export interface ReviewSavedProps {
  readonly saved: SavedReview;
  readonly product: Pick<Product, 'id' | 'name'>;
  readonly storeId: number | null;
  readonly productPath: string;
}

/**
 * After a review is posted: saved (201) or updated (200, the shopper's earlier review of the product rewritten),
 * and whether the product's rating is on show yet (000 §5: at 5 reviews), read afresh from the API.
 */
export function ReviewSaved({ saved, product, storeId, productPath }: ReviewSavedProps) {
  const { http } = useWidget();
  const heading = useRef<HTMLHeadingElement>(null);
  // The same key as the product page's, whose stale answer the form dropped: this read fills it again.
  const fresh = useResource(`product:${product.id}:${storeId ?? ''}`, (signal) => fetchProduct(http, product.id, storeId, signal));
  useEffect(() => heading.current?.focus(), []);
  const { rating } = saved.review;
  return (
    <section className="cn-rf__done" aria-labelledby="cn-rf-done-title">
      <div className="cn-rf__done-icon" aria-hidden="true">
        ✓
      </div>
      <h1 className="cn-h1" id="cn-rf-done-title" tabIndex={-1} ref={heading}>
        {saved.created ? 'Your review is saved' : 'Your review is updated'}
      </h1>
      <p>
        {saved.created
          ? `Thanks! Your ${rating}-star review of ${product.name} is saved.`
          : `You had already reviewed ${product.name}, so we updated that review: ${rating} ${rating === 1 ? 'star' : 'stars'} now.`}
      </p>
      <p className="cn-muted" role="status">
        {fresh.data ? ratingStatus(fresh.data) : fresh.error ? '' : 'Checking the product’s rating…'}
      </p>
      <Link className="cn-btn cn-btn--primary" to={productPath}>
        Back to {product.name}
      </Link>
    </section>
  );
}
