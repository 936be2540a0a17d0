/** A star rating out of 5 with its text for screen readers. */
export function Stars({ rating, count }: { rating: number | null; count?: number }) {
  if (rating === null || !Number.isFinite(rating)) return null;
  const pct = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className="cn-stars">
      <span className="cn-stars__bar" aria-hidden="true">
        <span style={{ width: `${pct}%` }} />
      </span>
      <span className="cn-stars__text">
        {rating.toFixed(1)}
        {count !== undefined && <span className="cn-muted"> ({count})</span>}
      </span>
      <span className="cn-sr"> out of 5 stars{count !== undefined ? `, ${count} reviews` : ''}</span>
    </span>
  );
}
