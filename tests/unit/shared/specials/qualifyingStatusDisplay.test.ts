import { describe, expect, test } from 'vitest';
import { parseQualifyingStatus, qualifyingStatusDisplay } from '../../../../shared/specials';

describe('000 §4, 001 §4: special qualifying status', () => {
  test.each([
    // status, footer, 'Checkout now' button, icons dimmed, discounted products listed
    ['not_qualified', false, false, true, false],
    ['qualified', true, false, false, true],
    ['applied', true, true, false, true],
  ])('%s: footer %s, button %s, dimmed %s, discounted listed %s', (status, showFooter, showCheckoutButton, dimIcons, listDiscountedProducts) => {
    expect(qualifyingStatusDisplay(status)).toEqual({ showFooter, showCheckoutButton, dimIcons, listDiscountedProducts });
  });

  test.each([
    ['applied', 'applied'],
    ['qualified', 'qualified'],
    ['not_qualified', 'not_qualified'],
    ['APPLIED', 'not_qualified'],
    ['pending', 'not_qualified'],
    [null, 'not_qualified'],
    [undefined, 'not_qualified'],
  ])('an unknown status promises nothing: %j → %s', (value, expected) => {
    expect(parseQualifyingStatus(value)).toBe(expected);
  });
});
