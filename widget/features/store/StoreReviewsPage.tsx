import { useState } from 'react';
import { listStoreReviews } from '../../api/stores';
import { useResource } from '../../app/useResource';
import { useStyles } from '../../app/useStyles';
import { useTitle } from '../../app/useTitle';
import { useWidget } from '../../app/WidgetContext';
import { catalogCss, Stars, StoreHeader, storeHeaderCss, useStoreContext } from '../catalog';
import { storeCss } from './storeCss';

/** Store reviews (000 §2 /stores/{id}/{slug}/reviews), paged. */
export function StoreReviewsPage({ storeId }: { storeId: number }) {
  useStyles('catalog', catalogCss + storeHeaderCss);
  useStyles('store', storeCss);
  const { http } = useWidget();
  const { store, paths } = useStoreContext(storeId);
  const [page, setPage] = useState(1);
  const answer = useResource(`store-reviews:${storeId}:${page}`, (signal) => listStoreReviews(http, storeId, page, signal), { keepPrevious: true });
  useTitle(store ? `${store.name} · Reviews` : null);
  if (!store || !paths) return <div className="cn-skel" style={{ height: 240 }} aria-busy="true" aria-label="Loading store" />;
  const pages = answer.data ? Math.max(1, Math.ceil(answer.data.nb_hits / answer.data.per_page)) : 1;
  return (
    <div>
      <StoreHeader store={store} paths={paths} current="reviews" />
      <section className="cn-section" aria-labelledby="cn-store-reviews">
        <div className="cn-section__head">
          <h2 className="cn-h2" id="cn-store-reviews">
            What shoppers say
          </h2>
          <Stars rating={store.rating} count={store.reviews_count} />
        </div>
        <ul className="cn-storereviews">
          {(answer.data?.reviews ?? [])
            .filter((review) => !review.hidden)
            .map((review) => (
              <li key={review.id} className="cn-card cn-storereview">
                <div className="cn-storereview__head">
                  <strong>{review.nickname}</strong>
                  <Stars rating={review.rating} />
                </div>
                {review.comment && <p>{review.comment}</p>}
                <p className="cn-muted cn-storereview__date">{new Date(review.created_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}</p>
              </li>
            ))}
        </ul>
        {answer.data && answer.data.reviews.length === 0 && <p className="cn-muted">No reviews yet.</p>}
        {pages > 1 && (
          <nav className="cn-pager" aria-label="Review pages">
            <button type="button" className="cn-btn cn-btn--secondary cn-btn--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </button>
            <span className="cn-muted">
              Page {page} of {pages}
            </span>
            <button type="button" className="cn-btn cn-btn--secondary cn-btn--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </button>
          </nav>
        )}
      </section>
    </div>
  );
}
