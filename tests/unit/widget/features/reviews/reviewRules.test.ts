import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { validateForm } from '../../../../../shared/forms';
import { ReviewBodySchema } from '../../../../../shared/schemas';
import {
  REVIEW_RULES,
  profileNickname,
  ratingFromQuery,
  ratingStatus,
  reviewBody,
  reviewFieldOf,
  storeIdFromQuery,
  submitHint,
  tagChoices,
  toggleTag,
} from '../../../../../widget/features/reviews/reviewRules';
import type { ReviewValues } from '../../../../../widget/features/reviews/reviewRules';

const filled: ReviewValues = { rating: 4, comment: '', feelings: [], activities: [], nickname: 'leafy' };

describe('the write-review form rules (000 §2, 000 §3 review record, 001 §5 messages)', () => {
  test.each([
    ['5', 5],
    ['1', 1],
    [' 3 ', 3],
    ['0', null],
    ['6', null],
    ['4.5', null],
    ['four', null],
    ['', null],
    [undefined, null],
  ])('query rating %j pre-sets %j stars', (raw, stars) => {
    expect(ratingFromQuery(raw)).toBe(stars);
  });

  test.each([
    ['12', 12],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['99999999999', null],
    [undefined, null],
  ])('query storeId %j is store %j', (raw, id) => {
    expect(storeIdFromQuery(raw)).toBe(id);
  });

  test.each([
    ['no rating', { rating: null }, { rating: 'Please fill out this field.' }],
    ['a comment of 2,000 characters', { comment: 'x'.repeat(2000) }, {}],
    ['a comment of 2,001 characters', { comment: 'x'.repeat(2001) }, { comment: 'Please use no more than 2000 characters.' }],
    ['a blank nickname', { nickname: '   ' }, { nickname: 'Please fill out this field.' }],
    ['a nickname of 51 characters', { nickname: 'n'.repeat(51) }, { nickname: 'Please use no more than 50 characters.' }],
    ['stars and a nickname', {}, {}],
  ] as const)('%s: %j', (_name, change, errors) => {
    expect(validateForm({ ...filled, ...change }, REVIEW_RULES)).toEqual(errors);
  });

  test('the limits are the API’s: what the form accepts, ReviewBodySchema accepts; one more character and neither does', () => {
    const longest = { ...filled, comment: 'x'.repeat(2000), nickname: 'n'.repeat(50) };
    expect(validateForm(longest, REVIEW_RULES)).toEqual({});
    expect(v.safeParse(ReviewBodySchema, reviewBody(longest, 1)).success).toBe(true);
    const over = { ...longest, nickname: 'n'.repeat(51) };
    expect(validateForm(over, REVIEW_RULES)).toHaveProperty('nickname');
    expect(v.safeParse(ReviewBodySchema, reviewBody(over, 1)).success).toBe(false);
  });

  test('the request body: text trimmed, an empty comment left out, tags as chosen, the store when known', () => {
    const values: ReviewValues = { rating: 5, comment: '  Bright and piney.  ', feelings: ['Focused', 'Happy'], activities: ['Get creative'], nickname: ' leafy ' };
    expect(reviewBody(values, 3)).toEqual({
      rating: 5,
      comment: 'Bright and piney.',
      feelings: ['Focused', 'Happy'],
      activities: ['Get creative'],
      nickname: 'leafy',
      store_id: 3,
    });
    expect(reviewBody({ ...values, comment: '   ' }, null)).toEqual({ rating: 5, feelings: ['Focused', 'Happy'], activities: ['Get creative'], nickname: 'leafy' });
  });

  test.each([
    [{ nickname: 'leafy', first_name: 'Ada' }, 'leafy'],
    [{ nickname: null, first_name: 'Ada' }, 'Ada'],
    [{ nickname: '  ', first_name: null }, ''],
    [null, ''],
  ])('the nickname starts as the profile’s: %j → %j', (user, name) => {
    expect(profileNickname(user)).toBe(name);
  });

  test('tag choices: the product’s own first, then the store menu’s, each once; none for a product with no tags of its own', () => {
    expect(tagChoices(['Happy', 'Sleepy'], ['Relaxed', 'Happy', 'Focused'])).toEqual(['Happy', 'Sleepy', 'Relaxed', 'Focused']);
    expect(tagChoices(['Happy'], undefined)).toEqual(['Happy']);
    expect(tagChoices([], ['Relaxed'])).toEqual([]);
    expect(tagChoices(undefined, ['Relaxed'])).toEqual([]);
  });

  test('a chip toggles; a group holds at most 10 tags (the API’s limit)', () => {
    expect(toggleTag(['Happy'], 'Sleepy')).toEqual(['Happy', 'Sleepy']);
    expect(toggleTag(['Happy', 'Sleepy'], 'Happy')).toEqual(['Sleepy']);
    const ten = Array.from({ length: 10 }, (_, i) => `tag${i}`);
    expect(toggleTag(ten, 'eleventh')).toEqual(ten);
    expect(toggleTag(ten, 'tag3')).toHaveLength(9);
  });

  test.each([
    ['rating', 'rating'],
    ['feelings.2', 'feelings'],
    ['nickname', 'nickname'],
    ['store_id', null],
    ['body', null],
  ])('a server validation on %j shows on the %j field', (key, field) => {
    expect(reviewFieldOf(key)).toBe(field);
  });

  test.each([
    [4, 4.5, 'Blue Dream has 4 reviews. Its rating is shown once 5 reviews are in.'],
    [1, 5, 'Blue Dream has 1 review. Its rating is shown once 5 reviews are in.'],
    [5, 4.2, 'Blue Dream is rated 4.2 out of 5 from 5 reviews.'],
    [12, 3, 'Blue Dream is rated 3.0 out of 5 from 12 reviews.'],
  ])('000 §5: with %i reviews (rating %s) the product says “%s”', (count, rating, text) => {
    expect(ratingStatus({ name: 'Blue Dream', review_count: count, aggregate_rating: rating })).toBe(text);
  });

  test.each([
    ['no stars yet', { rating: null }, 'Choose 1 to 5 stars to post your review.'],
    ['no nickname', { nickname: '' }, 'Enter a nickname to post your review.'],
    ['a comment too long', { comment: 'x'.repeat(2001) }, 'Correct the highlighted fields to post your review.'],
    ['everything in order', {}, null],
  ] as const)('001 §4: submit is disabled with %s, and the form says why', (_name, change, hint) => {
    const values = { ...filled, ...change };
    expect(submitHint(validateForm(values, REVIEW_RULES), values)).toBe(hint);
  });
});
