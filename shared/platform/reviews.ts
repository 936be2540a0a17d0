import { REVIEW_DISPLAY_THRESHOLD } from '../constants';

/** 000 §5, §9: reviews are shown only when review_count is at least 5. */
export function shouldShowReviews(reviewCount: number | null | undefined): boolean {
  return typeof reviewCount === 'number' && reviewCount >= REVIEW_DISPLAY_THRESHOLD;
}
