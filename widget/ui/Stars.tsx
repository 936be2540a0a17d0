/** A star rating out of 5: stars drawn for the eye, the figure in words for screen readers. */
export function Stars({ rating, count }: { rating: number | null; count?: number }) {
  if (rating === null || !Number.isFinite(rating)) return null;
  const pct = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className="cn-stars">
      <span className="cn-stars__bar" aria-hidden="true">
        ★★★★★
        <span className="cn-stars__fill" style={{ width: `${pct}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="cn-stars__text" aria-hidden="true">
        {rating.toFixed(1)}
        {count !== undefined && <span className="cn-muted"> ({count})</span>}
      </span>
      <span className="cn-sr">
        Rated {rating.toFixed(1)} out of 5{count !== undefined ? `, ${count} ${count === 1 ? 'review' : 'reviews'}` : ''}
      </span>
    </span>
  );
}
