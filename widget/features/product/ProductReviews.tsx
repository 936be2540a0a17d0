import { buildPath } from '../../../shared/routes';
import { shouldShowReviews } from '../../../shared/platform';
import type { Product, Store } from '../../../shared/types';
import { listProductReviews } from '../../api/products';
import { Link, useResource, useWidget } from '../../app';
import { Stars } from '../../ui/Stars';

/** 000 §5: reviews are shown only when there are at least 5; the review form is linked wherever sign-in is on (001 §1). */
export function ProductReviews({ product, store }: { product: Product; store: Pick<Store, 'id' | 'name'> | null }) {
  const { http, session } = useWidget();
  const show = shouldShowReviews(product.review_count);
  const reviews = useResource(show ? `reviews:product:${product.id}` : null, (signal) => listProductReviews(http, product.id, signal));
  const formPath = buildPath('reviewForm', { productId: product.id, slug: product.url_slug || product.name }, { storeId: store?.id, storeName: store?.name });
  return (
    <section className="cn-pdp__section" aria-labelledby="cn-reviews-title">
      <div className="cn-section__head">
        <h2 className="cn-h2" id="cn-reviews-title">
          Reviews
        </h2>
        {session.enabled && (
          <Link className="cn-btn cn-btn--secondary cn-btn--small" to={formPath}>
            Write a review
          </Link>
        )}
      </div>
      {show ? (
        <>
          <Stars rating={product.aggregate_rating} count={product.review_count} />
          <ul className="cn-reviews">
            {(reviews.data?.reviews ?? [])
              .filter((review) => !review.hidden)
              .slice(0, 6)
              .map((review) => (
                <li key={review.id} className="cn-review">
                  <div className="cn-review__head">
                    <strong>{review.nickname}</strong>
                    <Stars rating={review.rating} />
                  </div>
                  {review.comment && <p>{review.comment}</p>}
                  {review.feelings.length > 0 && <p className="cn-muted cn-review__tags">Felt: {review.feelings.join(', ')}</p>}
                  {review.activities.length > 0 && <p className="cn-muted cn-review__tags">Good for: {review.activities.join(', ')}</p>}
                </li>
              ))}
          </ul>
        </>
      ) : (
        <p className="cn-muted">Not enough reviews yet. Be one of the first to share how it was.</p>
      )}
    </section>
  );
}
