import * as v from 'valibot';
import { IdSchema, textSchema } from './common';

export const REVIEW_COMMENT_MAX_LENGTH = 2000;
export const REVIEW_TAGS_MAX = 10;
/** As long as a profile's nickname may be (POST /users). */
export const REVIEW_NICKNAME_MAX_LENGTH = 50;

const tags = v.pipe(v.array(textSchema(40)), v.maxLength(REVIEW_TAGS_MAX, `must list at most ${REVIEW_TAGS_MAX} values`));

/**
 * POST /products/{id}/reviews by a signed-in shopper (the write-review form, 001 §2: query storeId,
 * storeName, rating). The author comes from the session, never from the body; `nickname` is only the name shown
 * with the review (000 §3 review record), the author's profile name when it is absent or blank.
 */
export const ReviewBodySchema = v.object({
  rating: v.pipe(
    v.number('Please enter a numeric value.'),
    v.integer('must be a whole number of stars'),
    v.minValue(1, 'Please enter a numeric value greater than or equal to 1.'),
    v.maxValue(5, 'Please enter a numeric value less than or equal to 5.'),
  ),
  comment: v.optional(v.nullable(textSchema(REVIEW_COMMENT_MAX_LENGTH))),
  feelings: v.optional(tags, []),
  activities: v.optional(tags, []),
  nickname: v.optional(v.nullable(textSchema(REVIEW_NICKNAME_MAX_LENGTH))),
  store_id: v.optional(IdSchema),
});
export type ReviewBody = v.InferOutput<typeof ReviewBodySchema>;
