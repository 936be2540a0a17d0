/** A rating out of 5 as stars, with the number and a phrase for screen readers. */
export function RatingStars({
  rating,
  count,
  size = 'small',
  showValue = true,
}: {
  rating: number | null | undefined;
  count?: number;
  size?: 'small' | 'large';
  showValue?: boolean;
}) {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return null;
  const pct = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className={`cn-rating cn-rating--${size}`}>
      <span className="cn-rating__stars" aria-hidden="true">
        <span className="cn-rating__fill" style={{ width: `${pct}%` }} />
      </span>
      {showValue && (
        <span className="cn-rating__value" aria-hidden="true">
          {rating.toFixed(1)}
        </span>
      )}
      {count !== undefined && (
        <span className="cn-rating__count" aria-hidden="true">
          ({count})
        </span>
      )}
      <span className="cn-sr">
        Rated {rating.toFixed(1)} out of 5{count !== undefined ? `, ${count} ${count === 1 ? 'review' : 'reviews'}` : ''}
      </span>
    </span>
  );
}
