import type { NumberRange } from '../../../shared/search';
import type { PriceBucketCount } from '../../../shared/search/priceBuckets';

const dollars = (amount: number) => `$${Math.round(amount)}`;

/** A bucket as shoppers read it: 'Under $20', '$20 – $40', '$100 & up' (its max is a cent below the next start). */
export function priceBucketLabel(bucket: { min: number; max: number | null }): string {
  if (bucket.max === null) return `${dollars(bucket.min)} & up`;
  if (bucket.min === 0) return `Under ${dollars(bucket.max + 0.01)}`;
  return `${dollars(bucket.min)} – ${dollars(bucket.max + 0.01)}`;
}

const sameRange = (bucket: PriceBucketCount, range: NumberRange | undefined) => range != null && (range.min ?? 0) === bucket.min && (range.max ?? null) === bucket.max;

/**
 * The price buckets of the bucket_price facet (000 §3) with their counts, beside the min/max box: choosing one sets
 * the price range to it, choosing it again clears it. Empty buckets are left out unless chosen.
 */
export function PriceBuckets({
  buckets,
  value,
  onChoose,
}: {
  buckets: readonly PriceBucketCount[] | undefined;
  value: NumberRange | undefined;
  onChoose: (range: NumberRange | null) => void;
}) {
  const shown = (buckets ?? []).filter((bucket) => bucket.count > 0 || sameRange(bucket, value));
  if (shown.length === 0) return null;
  return (
    <div className="cn-pbuckets" role="group" aria-label="Price ranges">
      {shown.map((bucket) => {
        const chosen = sameRange(bucket, value);
        return (
          <button key={bucket.min} type="button" className="cn-pbucket" aria-pressed={chosen} onClick={() => onChoose(chosen ? null : { min: bucket.min, max: bucket.max })}>
            {priceBucketLabel(bucket)}
            <span className="cn-check__count" aria-label={`${bucket.count} products`}>
              {bucket.count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
