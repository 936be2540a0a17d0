import { describe, expect, test } from 'vitest';
import { orderMinimumCents, orderMinimumNotice, orderMinimumRefusal, orderMinimumShortfall, orderMinimumShortfalls, orderMinimumsOf } from '../../../../shared/cart/orderMinimum';

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

describe('what to add before checkout refuses (the bag and checkout, from the same numbers as the refusal)', () => {
  test.each([
    ['delivery', 3000, 1200, 'Add $18.00 more for delivery (minimum $30.00)'],
    ['pickup', 2000, 1999, 'Add $0.01 more for pickup (minimum $20.00)'],
    ['curbside', 2000, 500, 'Add $15.00 more for curbside (minimum $20.00)'],
    ['delivery', 3000, 3000, null],
    ['pickup', 0, 0, null],
  ] as const)('%s: minimum %i, subtotal %i → %s', (mode, minimum, subtotal, notice) => {
    const short = orderMinimumShortfall(mode, minimum, subtotal);
    expect(short && orderMinimumNotice(short)).toBe(notice);
    // Refused at checkout exactly when the bag says what to add.
    expect(orderMinimumRefusal(mode, minimum, subtotal) === null).toBe(short === null);
  });

  test("a store's minimums in cents: the address's delivery minimum wins, curbside its own or pickup's", () => {
    const store = { pickup_minimum: 20, delivery_minimum: '30.00', curbside_timing: { minimum_order: null } } as const;
    expect(orderMinimumsOf(store as never, null)).toEqual({ pickup: 2000, curbside: null, delivery: 3000 });
    expect(orderMinimumsOf(store as never, 4000)).toEqual({ pickup: 2000, curbside: null, delivery: 4000 });
  });

  test('every offered mode short of its minimum, the current one first', () => {
    const minimums = { pickup: 2000, curbside: null, delivery: 3000 };
    expect(orderMinimumShortfalls(['pickup', 'delivery', 'curbside'], 'delivery', minimums, 2500)).toEqual([{ mode: 'delivery', minimumCents: 3000, shortCents: 500 }]);
    expect(orderMinimumShortfalls(['pickup', 'delivery', 'curbside'], 'curbside', minimums, 1000).map((s) => s.mode)).toEqual(['curbside', 'pickup', 'delivery']);
  });
});
