import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { fromCents, NonNegativeWireMoneySchema, toCents, WireMoneySchema } from '../../../../shared/schemas';

describe('wire money ⇄ cents', () => {
  test.each([
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [12.5, 1250],
    [0, 0],
    [-5.25, -525],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('toCents(%s) = %s', (dollars, cents) => {
    expect(toCents(dollars as number | null | undefined)).toBe(cents);
  });

  test.each([
    [1999, 19.99],
    [5, 0.05],
    [-525, -5.25],
    [null, null],
    [Number.POSITIVE_INFINITY, null],
  ])('fromCents(%s) = %s', (cents, dollars) => {
    expect(fromCents(cents as number | null)).toBe(dollars);
  });

  test('a round trip keeps every cent amount', () => {
    for (let cents = -300; cents <= 30_000; cents += 7) expect(toCents(fromCents(cents))).toBe(cents);
  });
});

describe('WireMoneySchema', () => {
  test.each([0, 19.99, 12.5, 1_000_000, -3])('accepts %s', (value) => {
    expect(v.safeParse(WireMoneySchema, value).success).toBe(true);
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY, 1.005, '12.00', 1_000_000.01, null])('rejects %s', (value) => {
    expect(v.safeParse(WireMoneySchema, value).success).toBe(false);
  });

  test('a tip may not be negative', () => {
    expect(v.safeParse(NonNegativeWireMoneySchema, -0.01).success).toBe(false);
    expect(v.safeParse(NonNegativeWireMoneySchema, 0).success).toBe(true);
  });
});
