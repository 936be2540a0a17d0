import type { Review } from '../../../shared/types';
import { RatingStars } from '../../ui/RatingStars';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** One shopper's review: who, when, the stars, the words, and how it felt. */
export function ReviewItem({ review }: { review: Review }) {
  const date = review.created_at ? new Date(review.created_at) : null;
  const tags = [...(review.feelings ?? []), ...(review.activities ?? [])];
  return (
    <li className="cn-review">
      <div className="cn-review__head">
        <span className="cn-review__avatar" aria-hidden="true">
          {(review.nickname || '?').charAt(0).toUpperCase()}
        </span>
        <div>
          <p className="cn-review__name">{review.nickname || 'Anonymous'}</p>
          {date && !Number.isNaN(date.getTime()) && (
            <time className="cn-muted cn-review__date" dateTime={review.created_at}>
              {dateFormat.format(date)}
            </time>
          )}
        </div>
        <RatingStars rating={review.rating} />
      </div>
      {review.comment && <p className="cn-review__comment">{review.comment}</p>}
      {tags.length > 0 && (
        <ul className="cn-review__tags" aria-label="Feelings and activities">
          {tags.map((tag) => (
            <li key={tag} className="cn-tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
