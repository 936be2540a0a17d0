import type { Insertable } from 'kysely';
import type { ReviewsTable } from '../db';
import type { Random } from './random';
import { ACTIVITIES, FEELINGS, REVIEW_COMMENTS, REVIEW_NICKNAMES } from './words';

export type SeedReview = Insertable<ReviewsTable> & { id: number; rating: number };

const BASE_DAY = Date.UTC(2025, 0, 1);

function rating(random: Random): number {
  // Skewed high, as real storefront ratings are.
  return random.pick([5, 5, 5, 4, 4, 4, 3, 2, 1]);
}

export function buildReview(random: Random, id: number, target: { product_id?: number; store_id?: number }): SeedReview {
  const hasComment = random.chance(0.75);
  return {
    id,
    product_id: target.product_id ?? null,
    store_id: target.store_id ?? null,
    user_id: null,
    rating: rating(random),
    comment: hasComment ? random.pick(REVIEW_COMMENTS) : null,
    nickname: `${random.pick(REVIEW_NICKNAMES)}${random.int(1, 99)}`,
    avatar: null,
    feelings_json: JSON.stringify(target.product_id ? random.sample(FEELINGS, random.int(0, 3)) : []),
    activities_json: JSON.stringify(target.product_id ? random.sample(ACTIVITIES, random.int(0, 2)) : []),
    upvote_count: random.chance(0.3) ? random.int(1, 40) : 0,
    hidden: random.chance(0.03) ? 1 : 0,
    created_at: new Date(BASE_DAY + random.int(0, 320) * 86_400_000 + random.int(0, 86_399) * 1000).toISOString(),
  };
}

// Some products with ≥ 5 reviews (the display threshold, 000 §9), some with fewer.
export function reviewCountFor(random: Random): number {
  const roll = random.next();
  if (roll < 0.6) return 0;
  if (roll < 0.8) return random.int(1, 4);
  return random.int(5, 14);
}

/** Average of the visible ratings to one decimal, and their count. */
export function summarize(reviews: readonly SeedReview[]): { rating: number | null; count: number } {
  const visible = reviews.filter((r) => r.hidden === 0);
  if (visible.length === 0) return { rating: null, count: 0 };
  const avg = visible.reduce((sum, r) => sum + r.rating, 0) / visible.length;
  return { rating: Math.round(avg * 10) / 10, count: visible.length };
}
