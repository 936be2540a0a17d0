import { expect, test } from 'vitest';
import { maxTip, tipAmount, TIP_FLOOR } from '../../../../shared/pricing';
import type { TipChoice, TipSettings } from '../../../../shared/pricing';

test.each<[string, TipChoice | null, TipSettings | null, 'pickup' | 'delivery', number, number]>([
  ['no tip: 0 (001 §9 default tip 0.0)', null, null, 'delivery', 5000, 0],
  ['$3 tip', { amount: 300 }, null, 'delivery', 5000, 300],
  // 18 % of 4599 = 827.82 → 828.
  ['18 % of the discounted subtotal', { percent: 18 }, { variant: 'percentage' }, 'delivery', 4599, 828],
  // 15 % of 1003 = 150.45 → 150.
  ['15 % rounds half up: 150.45 → 150', { percent: 15 }, null, 'pickup', 1003, 150],
  ['tips enabled for delivery only, pickup cart', { amount: 300 }, { enabled_for: ['delivery'] }, 'pickup', 5000, 0],
  ['tips enabled for delivery, delivery cart', { amount: 300 }, { enabled_for: ['delivery'] }, 'delivery', 5000, 300],
  ['a negative tip is no tip', { amount: -300 }, null, 'delivery', 5000, 0],
])('%s', (_label, choice, settings, mode, subtotal, expected) => {
  expect(tipAmount(choice, settings, mode, subtotal)).toBe(expected);
});

// Our bound (001 §3 gives tip_amount without one): up to the discounted subtotal, never below $50.
test.each<[string, number, number]>([
  ['a $120 order allows a tip up to $120', 12_000, 12_000],
  ['a $3 order still allows a $50 tip (the dollar presets fit any order)', 300, 5_000],
  ['an empty order allows $50', 0, 5_000],
])('maxTip: %s', (_label, subtotal, expected) => {
  expect(maxTip(subtotal)).toBe(expected);
  expect(TIP_FLOOR).toBe(5_000);
});
