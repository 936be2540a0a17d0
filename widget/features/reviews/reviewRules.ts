import { shouldShowReviews } from '../../../shared/platform';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_NICKNAME_MAX_LENGTH, REVIEW_TAGS_MAX } from '../../../shared/schemas';
import type { ReviewBody } from '../../../shared/schemas';
import type { FormErrors, FormRules } from '../../../shared/forms';
import type { Customer } from '../../../shared/types';
import { REVIEW_DISPLAY_THRESHOLD } from '../../../shared/constants';

export type ReviewValues = {
  rating: number | null;
  comment: string;
  feelings: readonly string[];
  activities: readonly string[];
  nickname: string;
};

export type ReviewField = 'rating' | 'comment' | 'feelings' | 'activities' | 'nickname';
export const REVIEW_FIELDS: readonly ReviewField[] = ['rating', 'comment', 'feelings', 'activities', 'nickname'];

// The limits are the API's (shared ReviewBodySchema), the messages 001 §5's.
export const REVIEW_RULES: FormRules<ReviewValues> = {
  rating: { required: true, min: 1, max: 5 },
  comment: { maxLength: REVIEW_COMMENT_MAX_LENGTH },
  nickname: { required: true, maxLength: REVIEW_NICKNAME_MAX_LENGTH },
};

/** 000 §2: the form's `rating` query pre-sets the stars; anything but a whole 1…5 leaves them unset. */
export function ratingFromQuery(raw: string | null | undefined): number | null {
  return raw && /^[1-5]$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

/** The store a review is written at (000 §2 query storeId): a positive whole id, else none. */
export function storeIdFromQuery(raw: string | null | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** The name a review is shown under unless the shopper changes it: the profile's nickname, else first name. */
export function profileNickname(user: Pick<Customer, 'nickname' | 'first_name'> | null): string {
  return user?.nickname?.trim() || user?.first_name?.trim() || '';
}

/** What POST /products/{id}/reviews is sent: text trimmed, an empty comment left out, the store when known. */
export function reviewBody(values: ReviewValues, storeId: number | null): ReviewBody {
  const comment = values.comment.trim();
  return {
    rating: values.rating ?? 0,
    ...(comment ? { comment } : {}),
    feelings: [...values.feelings],
    activities: [...values.activities],
    nickname: values.nickname.trim(),
    ...(storeId !== null ? { store_id: storeId } : {}),
  };
}

/**
 * The tags a shopper may pick in one group (feelings or activities): the product's own first, then the rest its
 * store's menu uses (000 §3 facets), so a review speaks the words the menu filters by. A product the catalogue
 * tags with none of the group (gear, merch) is not asked about it.
 */
export function tagChoices(own: readonly string[] | null | undefined, menu: readonly string[] | null | undefined): string[] {
  if (!own || own.length === 0) return [];
  return [...new Set([...own, ...(menu ?? [])])];
}

/** Turns a tag on or off; a group holds at most REVIEW_TAGS_MAX (the API's limit), further ones are refused. */
export function toggleTag(chosen: readonly string[], tag: string): readonly string[] {
  if (chosen.includes(tag)) return chosen.filter((t) => t !== tag);
  return chosen.length >= REVIEW_TAGS_MAX ? chosen : [...chosen, tag];
}

/** The form field a server validation names (`feelings.2` is the feelings group), or null for one the form lacks. */
export function reviewFieldOf(key: string): ReviewField | null {
  const head = key.split('.')[0] as ReviewField;
  return REVIEW_FIELDS.includes(head) ? head : null;
}

/** 000 §5: whether the product's rating is on show after this review, in words. */
export function ratingStatus(product: { name: string; review_count: number; aggregate_rating: number | null }): string {
  const count = product.review_count;
  const reviews = `${count} ${count === 1 ? 'review' : 'reviews'}`;
  if (shouldShowReviews(count) && product.aggregate_rating !== null) {
    return `${product.name} is rated ${product.aggregate_rating.toFixed(1)} out of 5 from ${reviews}.`;
  }
  return `${product.name} has ${reviews}. Its rating is shown once ${REVIEW_DISPLAY_THRESHOLD} reviews are in.`;
}

/** Why the form cannot be posted yet (001 §4: submit is disabled while invalid), or null when it can. */
export function submitHint(errors: FormErrors<ReviewValues>, values: Pick<ReviewValues, 'rating' | 'nickname'>): string | null {
  if (errors.rating) return 'Choose 1 to 5 stars to post your review.';
  if (errors.nickname && values.nickname.trim() === '') return 'Enter a nickname to post your review.';
  return REVIEW_FIELDS.some((field) => errors[field]) ? 'Correct the highlighted fields to post your review.' : null;
}
