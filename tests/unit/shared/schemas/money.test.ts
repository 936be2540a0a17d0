import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { NonNegativeWireMoneySchema, WireMoneySchema } from '../../../../shared/schemas';

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
