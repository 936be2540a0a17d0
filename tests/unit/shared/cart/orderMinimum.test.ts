import { describe, expect, test } from 'vitest';
import { orderMinimumCents, orderMinimumRefusal } from '../../../../shared/cart/orderMinimum';

describe('the order minimum per mode (docs/api-commerce.md, checkout check 6)', () => {
  test.each([
    ['pickup', { pickup: 1500, curbside: 2500, delivery: 4000 }, 1500],
    ['curbside', { pickup: 1500, curbside: 2500, delivery: 4000 }, 2500],
    ['curbside', { pickup: 1500, curbside: null, delivery: 4000 }, 1500],
    ['delivery', { pickup: 1500, curbside: 2500, delivery: 4000 }, 4000],
  ] as const)('%s with %o needs %i cents', (mode, minimums, expected) => {
    expect(orderMinimumCents(mode, minimums)).toBe(expected);
  });

  test.each([
    ['pickup', 3000, 1200, 'The pickup minimum is $30.00; your subtotal is $12.00'],
    ['delivery', 4000, 3999, 'The delivery minimum is $40.00; your subtotal is $39.99'],
    ['delivery', 4000, 4000, null],
    ['pickup', 0, 0, null],
  ] as const)('%s: minimum %i, subtotal %i → %s', (mode, minimum, subtotal, message) => {
    expect(orderMinimumRefusal(mode, minimum, subtotal)).toBe(message);
  });
});
