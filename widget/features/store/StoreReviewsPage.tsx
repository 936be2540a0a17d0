import { useEffect, useState } from 'react';
import { listStoreReviews } from '../../api/stores';
import type { ReviewList } from '../../api/stores';
import { useResource, useTitle, useWidget } from '../../app';
import { RatingStars } from '../../ui/RatingStars';
import { LoadError, StatePanel } from '../../ui/StatePanel';
import { StorePageFrame } from '../../ui/StorePageFrame';
import { useRetry } from '../../ui/useRetry';
import { shouldShowReviews } from '../../../shared/platform';
import type { Store } from '../../../shared/types';
import { ReviewItem } from './ReviewItem';

/** /stores/{id}/{slug}/reviews (000 §2): the rating (shown at ≥ 5 reviews, 000 §5) and the reviews, paged. */
export function StoreReviewsPage({ storeId }: { storeId: number }) {
  return (
    <StorePageFrame storeId={storeId} current="reviews">
      {({ store }) => <StoreReviews store={store} />}
    </StorePageFrame>
  );
}

function StoreReviews({ store }: { store: Store }) {
  useTitle(`${store.name} reviews`);
  const [pages, setPages] = useState(1);
  const [total, setTotal] = useState<number | null>(null);
  const [perPage, setPerPage] = useState(0);
  const loadedAll = total !== null && pages * perPage >= total;
  return (
    <div className="cn-reviews">
      {shouldShowReviews(store.reviews_count) && (
        <section className="cn-card cn-panel cn-reviews__summary" aria-label="Rating">
          <p className="cn-reviews__score">{store.rating?.toFixed(1) ?? '–'}</p>
          <RatingStars rating={store.rating} size="large" showValue={false} />
          <p className="cn-muted">
            Based on {store.reviews_count} {store.reviews_count === 1 ? 'review' : 'reviews'}
          </p>
        </section>
      )}
      <section aria-labelledby="cn-reviews-title" className="cn-reviews__list">
        <h2 id="cn-reviews-title" className="cn-h2">
          What shoppers say
        </h2>
        <ul className="cn-review-list">
          {Array.from({ length: pages }, (_, index) => (
            <ReviewPage
              key={index}
              storeId={store.id}
              page={index + 1}
              onLoaded={
                index === 0
                  ? (list) => {
                      setTotal(list.nb_hits);
                      setPerPage(list.per_page || list.reviews.length);
                    }
                  : undefined
              }
            />
          ))}
        </ul>
        {total === 0 && (
          <StatePanel title="No reviews yet" icon="★">
            Be the first to tell other shoppers how your visit went.
          </StatePanel>
        )}
        {total !== null && !loadedAll && perPage > 0 && (
          <button type="button" className="cn-btn cn-btn--secondary cn-reviews__more" onClick={() => setPages(pages + 1)}>
            Show more reviews
          </button>
        )}
      </section>
    </div>
  );
}

function ReviewPage({ storeId, page, onLoaded }: { storeId: number; page: number; onLoaded?: (list: ReviewList) => void }) {
  const { http } = useWidget();
  const { key, retry } = useRetry(`store-reviews:${storeId}:${page}`);
  const { data, error } = useResource(key, (signal) => listStoreReviews(http, storeId, page, signal));
  useEffect(() => {
    if (data) onLoaded?.(data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onLoaded is a fresh closure each render; the answer is what matters.
  }, [data]);
  if (error) {
    return (
      <li>
        <LoadError what="the reviews" error={error} onRetry={retry} />
      </li>
    );
  }
  if (!data) {
    return (
      <li aria-busy="true" aria-label="Loading reviews">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="cn-skel" style={{ height: 96, marginBottom: 12, borderRadius: 14 }} />
        ))}
      </li>
    );
  }
  return (
    <>
      {data.reviews
        .filter((review) => !review.hidden)
        .map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
    </>
  );
}
