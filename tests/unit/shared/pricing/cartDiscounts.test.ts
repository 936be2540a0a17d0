import { describe, expect, test } from 'vitest';
import { applyCrmRedemptions, applyPromoCode, bestCartSpecial } from '../../../../shared/pricing';
import type { CartTotalSpecial, PromoCode } from '../../../../shared/pricing';
import { NOW, ctx } from './fixtures';

const cartSpecial = (over: Partial<CartTotalSpecial>): CartTotalSpecial => ({
  id: 40,
  title: '$10 off $100',
  special_type: 'cart_total',
  discount_type: 'dollar_amount',
  discount_dollar_amount: 1000,
  cart_minimum: 10000,
  ...over,
});

describe('cart-total specials', () => {
  test.each<[string, number, Partial<CartTotalSpecial>[], number, number | null]>([
    ['$10 off at $100: subtotal 10000 reaches it', 10000, [{}], 1000, 40],
    ['$10 off at $100: subtotal 9999 does not', 9999, [{}], 0, null],
    // 15 % of 12345 = 1851.75 → 1852 beats $10.
    ['best of $10 and 15 %', 12345, [{}, { id: 41, discount_type: 'percent', discount_percent: 15 }], 1852, 41],
    ['target price is not a cart discount', 20000, [{ discount_type: 'target_price', discount_target_price: 100 }], 0, null],
    ['$50 off a 3000 cart with no minimum caps at 3000', 3000, [{ cart_minimum: null, discount_dollar_amount: 5000 }], 3000, 40],
    ['expired', 20000, [{ end_time: '2026-01-01T00:00:00Z' }], 0, null],
    ['other state', 20000, [{ rules: { include: { states: ['NV'] } } }], 0, null],
  ])('%s', (_label, subtotal, specials, amount, id) => {
    const r = bestCartSpecial(specials.map(cartSpecial), subtotal, ctx());
    expect(r.amount).toBe(amount);
    expect(r.special?.id ?? null).toBe(id);
  });
});

describe('promo codes', () => {
  const promos: PromoCode[] = [
    { code: 'WELCOME10', discount_type: 'percent', discount_percent: 10 },
    { code: 'FIVE', discount_type: 'dollar_amount', discount_dollar_amount: 500, cart_minimum: 2000 },
    { code: 'OLD', discount_type: 'percent', discount_percent: 50, end_time: '2026-01-01T00:00:00Z' },
  ];
  test.each([
    // 10 % of 4599 = 459.9 → 460; typed in lower case with spaces.
    [' welcome10 ', 4599, 'applied', 460],
    ['FIVE', 2000, 'applied', 500],
    ['FIVE', 1999, 'below_minimum', 0],
    ['FIVE', 300, 'below_minimum', 0],
    ['OLD', 5000, 'expired', 0],
    ['NOPE', 5000, 'not_found', 0],
    ['', 5000, null, 0],
  ])('%j on %i → %s, %i off', (code, subtotal, status, amount) => {
    const r = applyPromoCode(code, promos, subtotal, NOW);
    expect(r.status).toBe(status);
    expect(r.amount).toBe(amount);
  });
  test('a dollar promo never takes more than the subtotal', () => {
    expect(applyPromoCode('x', [{ code: 'X', discount_type: 'dollar_amount', discount_dollar_amount: 9000 }], 2500, NOW).amount).toBe(2500);
  });
});

describe('CRM redemptions (001 §3 crm_redemptions, removed_crm_redemptions)', () => {
  const r1 = { id: 1, reward_name: '$5 off', cash_reward: 500 };
  const r2 = { id: 2, reward_name: '$20 off', cash_reward: 2000 };
  test.each([
    // 500 + 2000 from 3000: both fit.
    ['both fit', 3000, false, [500, 2000], [], 2500],
    // 500 from 1200 leaves 700; the $20 reward takes only the 700 left.
    ['second capped at what is left', 1200, false, [500, 700], [], 1200],
    // 500 from 500 leaves nothing: the $20 reward is removed, not silently dropped.
    ['nothing left: removed', 500, false, [500], [2], 500],
    ['stacking with specials disallowed: all removed', 3000, true, [], [1, 2], 0],
  ])('%s', (_label, subtotal, blocked, amounts, removedIds, total) => {
    const r = applyCrmRedemptions([r1, r2], subtotal, blocked);
    expect(r.applied.map((a) => a.amount)).toEqual(amounts);
    expect(r.removed.map((a) => a.id)).toEqual(removedIds);
    expect(r.amount).toBe(total);
  });
  test('count multiplies the cash reward: 2 × 500', () => {
    expect(applyCrmRedemptions([{ ...r1, count: 2 }], 5000, false).amount).toBe(1000);
  });
});
