import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../../../widget/api/ApiError';
import type { CompletionItem, DocumentAnswer } from '../../../../../widget/api/documents';
import {
  DOCUMENT_ITEMS,
  PHOTO_TYPE_MESSAGE,
  continueLabel,
  hasIdForCheckout,
  itemState,
  photoProblem,
  uploadErrorMessage,
} from '../../../../../widget/features/identification/documentRules';
import { answerWith } from './fixtures';
import { MAX_PHOTO_BYTES } from '../../../../../shared/identification';

const MB = 1024 * 1024;

describe('001 §3: the items of the identification document and their state', () => {
  test('four items in the order of 001 §3; the medical card has a front and a back', () => {
    expect(DOCUMENT_ITEMS.map((item) => [item.item, item.sides.map((side) => side.field)])).toEqual([
      ['government_photo', ['government_photo']],
      ['mmj_card', ['mmj_card', 'mmj_card_back']],
      ['student_photo', ['student_photo']],
      ['veteran_photo', ['veteran_photo']],
    ]);
  });

  test.each<[string, CompletionItem, Parameters<typeof answerWith>[0], string]>([
    ['a government photo on file is done', 'government_photo', { government_photo: 'g' }, 'done'],
    ['no government photo: not added', 'government_photo', {}, 'missing'],
    ['the medical card with both sides is done', 'mmj_card', { mmj_card: 'f', mmj_card_back: 'b' }, 'done'],
    ['the medical card front only needs the back side', 'mmj_card', { mmj_card: 'f' }, 'needs_back'],
    ['the medical card back only needs the front side', 'mmj_card', { mmj_card_back: 'b' }, 'needs_front'],
    ['no medical card: not added', 'mmj_card', {}, 'missing'],
    ['a student ID photo is done', 'student_photo', { student_photo: 's' }, 'done'],
    ['a veteran ID photo is done', 'veteran_photo', { veteran_photo: 'v' }, 'done'],
  ])('%s', (_name, item, photos, state) => {
    expect(itemState(item, answerWith(photos))).toBe(state);
  });

  test("the state follows the host's completion, which counts the medical card only with both sides", () => {
    const answer: DocumentAnswer = {
      ...answerWith({ mmj_card: 'f', mmj_card_back: 'b' }),
      completion: { government_photo: false, mmj_card: false, student_photo: false, veteran_photo: false },
    };
    expect(itemState('mmj_card', answer)).toBe('missing');
  });
});

describe('what the host takes (docs/api-commerce.md: JPEG, PNG or WebP, at most 5 MB), in plain words', () => {
  test.each([
    ['a JPEG of 1 MB', 'image/jpeg', MB, null],
    ['a PNG of exactly 5 MB', 'image/png', MAX_PHOTO_BYTES, null],
    ['a WebP', 'image/webp', 200_000, null],
    ['a JPEG of 7.2 MB', 'image/jpeg', 7.2 * MB, 'This photo is 7.2 MB; the limit is 5 MB'],
    ['a PNG one byte over 5 MB (rounded up, never "5 MB")', 'image/png', MAX_PHOTO_BYTES + 1, 'This photo is 5.1 MB; the limit is 5 MB'],
    ['a photo of 12 MB', 'image/jpeg', 12 * MB, 'This photo is 12 MB; the limit is 5 MB'],
    ['a HEIC photo', 'image/heic', MB, PHOTO_TYPE_MESSAGE],
    ['a PDF', 'application/pdf', MB, PHOTO_TYPE_MESSAGE],
    ['a large GIF: the type is said first', 'image/gif', 9 * MB, PHOTO_TYPE_MESSAGE],
    ['a file without a type', '', 100, PHOTO_TYPE_MESSAGE],
  ])('%s', (_name, type, size, message) => {
    expect(photoProblem({ type, size })).toBe(message);
  });

  test.each([
    [
      '413 for a file over the limit: its size',
      new ApiError('validation', 'mmj_card is larger than 5 MB', { status: 413, validations: { mmj_card: ['must be at most 5 MB'] }, path: '/documents' }),
      6 * MB,
      'This photo is 6 MB; the limit is 5 MB',
    ],
    [
      '413 for a file the page thought small enough',
      new ApiError('http', 'Payload Too Large', { status: 413, path: '/documents' }),
      MB,
      'This photo is too large; the limit is 5 MB',
    ],
    [
      "422 on the photo's field (type or first bytes)",
      new ApiError('validation', 'mmj_card is not a image/jpeg file', { status: 422, validations: { mmj_card: ['is not a image/jpeg file'] }, path: '/documents' }),
      MB,
      PHOTO_TYPE_MESSAGE,
    ],
    ['any other failure keeps its message', new ApiError('network', 'Something went wrong', { path: '/documents' }), MB, 'Something went wrong'],
    ['an error without a message', new Error(''), MB, 'An unknown error occurred'],
  ])("the host's refusal: %s", (_name, error, size, message) => {
    expect(uploadErrorMessage(error, 'mmj_card', { size })).toBe(message);
  });
});

describe('return_to (001 §4): back to checkout once the ID a store asks for is on file', () => {
  test.each([
    ['a government photo ID', { government_photo: true, mmj_card: false }, true],
    // The host's checkout asks for the government photo ID (shared/cart missingIdDocuments); a medical card is not it.
    ['both medical card sides only', { government_photo: false, mmj_card: true }, false],
    ['neither', { government_photo: false, mmj_card: false }, false],
  ])('%s → %s', (_name, done, ready) => {
    expect(hasIdForCheckout({ ...done, student_photo: true, veteran_photo: true })).toBe(ready);
  });

  test.each([
    ['/cart/checkout', 'Continue to checkout'],
    ['/cart/checkout?mode=delivery', 'Continue to checkout'],
    ['/cart/checkout/', 'Continue to checkout'],
    ['/cart', 'Continue'],
    ['/stores/1/menu', 'Continue'],
  ])('%s → %s', (path, label) => {
    expect(continueLabel(path)).toBe(label);
  });
});
