// 000 §3 facet bucket_price offered as price buckets beside the min/max box: the product's bucket_price (the lowest
// price a shopper pays in the store, in dollars) falls in one of these. Each bucket is a bucket_price range the
// menu search already takes (inclusive at both ends, so a bucket ends a cent below the next one's start).
export const PRICE_BUCKET_EDGES = [20, 40, 60, 100] as const;

export interface PriceBucket {
  readonly min: number;
  /** null: no upper end. */
  readonly max: number | null;
}

export interface PriceBucketCount extends PriceBucket {
  readonly count: number;
}

export const PRICE_BUCKETS: readonly PriceBucket[] = [0, ...PRICE_BUCKET_EDGES].map((min, i) => ({
  min,
  max: i < PRICE_BUCKET_EDGES.length ? PRICE_BUCKET_EDGES[i] - 0.01 : null,
}));

/** The bucket a price falls in (by its start: buckets cover every price from 0 up). */
export function priceBucketOf(price: number): number {
  let bucket = 0;
  while (bucket < PRICE_BUCKET_EDGES.length && price >= PRICE_BUCKET_EDGES[bucket]) bucket++;
  return bucket;
}
