import { describe, expect, test } from 'vitest';
import { visibleTopOf } from '../../../../shared/protocol';

// Where the reachable part of the host page begins, in the widget's own px (its top edge is 0).
describe('visibleTopOf', () => {
  test.each([
    ['the widget top in view, no header', { scrollTop: 0, viewportHeight: 800, offsetTop: 300 }, 0],
    ['scrolled 500 px into the widget, no header', { scrollTop: 800, viewportHeight: 800, offsetTop: 300 }, 500],
    ['an older loader sends no topInset: as 0', { scrollTop: 800, viewportHeight: 800, offsetTop: 300 }, 500],
    ['scrolled 500 px in under a 64 px fixed header', { scrollTop: 800, viewportHeight: 800, offsetTop: 300, topInset: 64 }, 564],
    ['the widget top just under the header', { scrollTop: 250, viewportHeight: 800, offsetTop: 300, topInset: 64 }, 14],
    ['the widget top in view below the header', { scrollTop: 200, viewportHeight: 800, offsetTop: 300, topInset: 64 }, 0],
    ['fractional scrolling rounds', { scrollTop: 800.6, viewportHeight: 800, offsetTop: 300, topInset: 0 }, 501],
  ])('%s → %i', (_, view, expected) => {
    expect(visibleTopOf(view)).toBe(expected);
  });
});
