import { describe, expect, test } from 'vitest';
import { MIN_SHEET_HEIGHT_PX, overlayBand } from '../../../../../widget/features/cart/overlayBand';

// The drawer and modals sit over the part of the tall iframe the shopper can see: below the host's fixed header
// (topInset), down to the viewport's bottom or the widget's end.
describe('overlayBand', () => {
  const content = 4000;
  test.each([
    ['scrolled into the widget, no header', { scrollTop: 1000, viewportHeight: 800, offsetTop: 200 }, content, { top: 800, height: 800 }],
    ['scrolled into the widget under a 90 px header', { scrollTop: 1000, viewportHeight: 800, offsetTop: 200, topInset: 90 }, content, { top: 890, height: 710 }],
    ['the widget top in view 300 px down the screen', { scrollTop: 0, viewportHeight: 800, offsetTop: 300, topInset: 90 }, content, { top: 0, height: 500 }],
    ['the widget end in view: the band stops there', { scrollTop: 3700, viewportHeight: 800, offsetTop: 200, topInset: 90 }, content, { top: 3590, height: 410 }],
    ['little of the widget on screen: never shorter than the minimum', { scrollTop: 0, viewportHeight: 800, offsetTop: 700 }, content, { top: 0, height: MIN_SHEET_HEIGHT_PX }],
  ])('%s', (_, view, contentHeight, expected) => {
    expect(overlayBand(view, contentHeight)).toEqual(expected);
  });
});
