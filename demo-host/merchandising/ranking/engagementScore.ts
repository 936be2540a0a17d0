// How stored engagement moves a row (docs/api-merchandising.md § Engagement). Each product gets a lift from its
// click-through over the last 30 days, smoothed toward a prior so a handful of events cannot swing a row:
//   rate = (clicks + insight clicks + 3 × add-to-cart + 3 × checkout units + 1) / (max(impressions, weighted clicks) + 20)
//   lift = rate / (1 / 20), kept within [0.25, 4]
// A product with no engagement has lift 1. A row is then re-ordered by (position + 1) / lift: a product keeps its place
// unless its lift beats the products ahead of it, so relevance still leads and engagement breaks near-ties.

export interface ProductEngagement {
  impressions: number;
  clicks: number;
  addToCart: number;
  checkouts: number;
  /** Search-analytics object ids a device chose (001 §7 insights): counted like clicks. */
  insightClicks: number;
}

export type EngagementStats = ReadonlyMap<number, ProductEngagement>;

export const ADD_TO_CART_WEIGHT = 3;
export const CHECKOUT_WEIGHT = 3;
export const PRIOR_CLICKS = 1;
export const PRIOR_IMPRESSIONS = 20;
export const MIN_LIFT = 0.25;
export const MAX_LIFT = 4;
/** A brand this device filtered on in search (insight filters) counts as this much more lift in menu_dynamic_row. */
export const DEVICE_BRAND_LIFT = 2;

export const NO_ENGAGEMENT: ProductEngagement = { impressions: 0, clicks: 0, addToCart: 0, checkouts: 0, insightClicks: 0 };

/** A product's lift from its engagement (1: none, or as much as the prior expects). */
export function liftOf(engagement: ProductEngagement | undefined): number {
  if (!engagement) return 1;
  const weighted = engagement.clicks + engagement.insightClicks + ADD_TO_CART_WEIGHT * engagement.addToCart + CHECKOUT_WEIGHT * engagement.checkouts;
  const rate = (weighted + PRIOR_CLICKS) / (Math.max(engagement.impressions, weighted) + PRIOR_IMPRESSIONS);
  return Math.min(MAX_LIFT, Math.max(MIN_LIFT, rate / (PRIOR_CLICKS / PRIOR_IMPRESSIONS)));
}

/**
 * The row re-ordered by engagement: each product at (position + 1) / lift, ties kept in the row's order. `extraLift`
 * multiplies a product's lift (a device's favourite brand). Products with lift 1 keep their relative order, so only the
 * others are sorted and then merged in: a long row with little engagement costs one pass.
 */
export function rerankByEngagement(productIds: readonly number[], stats: EngagementStats, extraLift?: (productId: number) => number): number[] {
  if (stats.size === 0 && !extraLift) return [...productIds];
  const plain: number[] = [];
  const moved: { position: number; key: number }[] = [];
  productIds.forEach((id, position) => {
    const lift = liftOf(stats.get(id)) * (extraLift?.(id) ?? 1);
    if (lift === 1) plain.push(position);
    else moved.push({ position, key: (position + 1) / lift });
  });
  moved.sort((a, b) => a.key - b.key || a.position - b.position);
  const order: number[] = [];
  let m = 0;
  for (const position of plain) {
    while (m < moved.length && (moved[m].key < position + 1 || (moved[m].key === position + 1 && moved[m].position < position))) order.push(productIds[moved[m++].position]);
    order.push(productIds[position]);
  }
  while (m < moved.length) order.push(productIds[moved[m++].position]);
  return order;
}
