import { expect, test } from 'vitest';
import { discountOn } from '../../../../shared/pricing';
import type { Discount } from '../../../../shared/pricing';

const pct = (p: number): Discount => ({ discount_type: 'percent', discount_percent: p });
const dollar = (d: number): Discount => ({ discount_type: 'dollar_amount', discount_dollar_amount: d });
const target = (t: number): Discount => ({ discount_type: 'target_price', discount_target_price: t });

test.each([
  ['20 % of 4000', 4000, 1, pct(20), 800],
  ['15 % of 1099 = 164.85 → 165', 1099, 1, pct(15), 165],
  ['$5 off each of 2 units of 2000 each', 4000, 2, dollar(500), 1000],
  ['$50 off a 3000 amount caps at the amount', 3000, 1, dollar(5000), 3000],
  ['target $30 per unit on 4000', 4000, 1, target(3000), 1000],
  ['target $30 per unit, 3 units, 12000 → 9000', 12000, 3, target(3000), 3000],
  ['target above the price never raises it', 2500, 1, target(3000), 0],
  ['target 0 makes it free', 2500, 1, target(0), 2500],
  ['nothing off a zero amount', 0, 1, pct(50), 0],
])('%s', (_label, amount, units, discount, expected) => {
  expect(discountOn(amount, units, discount)).toBe(expected);
});
