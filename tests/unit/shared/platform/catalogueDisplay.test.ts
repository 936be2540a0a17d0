import { describe, expect, test } from 'vitest';
import type { Photo } from '../../../../shared/types';
import { defaultPhotoPaths, productImage, shouldShowReviews } from '../../../../shared/platform';

const photo = (id: number, position: number): Photo => ({
  id,
  position,
  urls: { extraLarge: `xl-${id}`, medium: `m-${id}`, original: `o-${id}`, small: `s-${id}` },
});

describe('000 §5: default-photos/{type}/{subtype}.png, falling back to general/{type}.png', () => {
  test.each([
    ['flower', 'indica', { src: 'default-photos/flower/indica.png', fallback: 'default-photos/general/flower.png' }],
    ['edible', 'Chocolate Bar', { src: 'default-photos/edible/chocolate-bar.png', fallback: 'default-photos/general/edible.png' }],
    ['pre-roll', null, { src: 'default-photos/general/pre-roll.png', fallback: 'default-photos/general/pre-roll.png' }],
    ['vape', '', { src: 'default-photos/general/vape.png', fallback: 'default-photos/general/vape.png' }],
    ['extract', '../../etc', { src: 'default-photos/extract/etc.png', fallback: 'default-photos/general/extract.png' }],
  ])('%s / %j', (type, subtype, expected) => {
    expect(defaultPhotoPaths(type, subtype)).toEqual(expected);
  });
});

describe('productImage: the first photo by position, else the default photo', () => {
  test('picks the lowest position, not the first in the list', () => {
    expect(productImage({ photos: [photo(1, 2), photo(2, 0), photo(3, 1)], type: 'flower', root_subtype: null })).toEqual({
      kind: 'photo',
      photo: photo(2, 0),
    });
  });

  test('without photos: the default path with its fallback', () => {
    expect(productImage({ photos: [], type: 'edible', root_subtype: 'gummies' })).toEqual({
      kind: 'default',
      src: 'default-photos/edible/gummies.png',
      fallback: 'default-photos/general/edible.png',
    });
  });
});

describe('000 §5, §9: reviews are shown only when review_count is at least 5', () => {
  test.each([
    [0, false],
    [4, false],
    [5, true],
    [120, true],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
  ])('%s reviews → %s', (count, shown) => {
    expect(shouldShowReviews(count)).toBe(shown);
  });
});
