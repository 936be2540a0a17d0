import { describe, expect, test } from 'vitest';
import { automaticRedemptions, ledgerBalance, ledgerEntry, pointsEarned, POINTS_PER_DOLLAR, type AutomaticLimits, type LedgerEntryKind } from '../../../../shared/loyalty';

// 001 §3 Loyalty integration: points per customer and store, spent on redeemable rewards (point_value, cash_reward,
// max_count). Earned on completed reservations at one point per whole dollar of the discounted subtotal.

describe('pointsEarned: one point per whole dollar of the discounted subtotal (cents)', () => {
  test('the rate', () => expect(POINTS_PER_DOLLAR).toBe(1));
  test.each<[number, number]>([
    [0, 0],
    [99, 0],
    [100, 1],
    [4599, 45],
    [123_456, 1234],
    [-500, 0],
    [Number.NaN, 0],
  ])('%i cents earn %i points', (cents, points) => expect(pointsEarned(cents)).toBe(points));
});

describe('ledgerEntry: the signed points of one entry', () => {
  test.each<[LedgerEntryKind, number, number]>([
    ['earned', 45, 45],
    ['spent', 100, -100],
    ['returned', 100, 100],
    ['adjusted', -30, -30],
    ['adjusted', 400, 400],
    ['earned', -5, 0],
    ['spent', -5, 0],
    ['spent', 12.7, -12],
  ])('%s %d → %d', (kind, points, signed) => expect(ledgerEntry(kind, points)).toBe(signed));
});

describe('ledgerBalance: the sum of the entries, never below zero', () => {
  test.each<[string, number[], number]>([
    ['no entries', [], 0],
    ['the demo member: 400 adjusted', [400], 400],
    ['400, spend $5 off (100)', [400, -100], 300],
    ['400, spend 100, the reservation is cancelled: 100 returned', [400, -100, 100], 400],
    ['400, spend 350 ($5 off and $15 off), complete a $45.99 order: 45 earned', [400, -350, 45], 95],
    ['an operator took more than there was', [50, -80], 0],
  ])('%s', (_name, entries, balance) => expect(ledgerBalance(entries.map((points) => ({ points })))).toBe(balance));
});

describe('automaticRedemptions: the most cash each point buys, within max_count and the points', () => {
  const five = { reward_name: '$5 off', point_value: 100, cash_reward: 500, max_count: 1 };
  const fifteen = { reward_name: '$15 off', point_value: 250, cash_reward: 1500, max_count: 1 };
  const twoDollars = { reward_name: '$2 off', point_value: 50, cash_reward: 200, max_count: 3 };
  test.each<[string, number, (typeof five)[], string[]]>([
    ['no points', 0, [five, fifteen], []],
    ['99 points buy nothing', 99, [five, fifteen], []],
    ['100 points: $5 off', 100, [five, fifteen], ['$5 off']],
    ['250 points: $15 off (6 cents a point) before $5 off (5 cents)', 250, [five, fifteen], ['$15 off']],
    ['350 points: both', 350, [five, fifteen], ['$15 off', '$5 off']],
    ['1000 points: each once (max_count 1)', 1000, [five, fifteen], ['$15 off', '$5 off']],
    ['160 points: $2 off three times would need 150', 160, [twoDollars], ['$2 off', '$2 off', '$2 off']],
    ['120 points: $5 off (5 cents a point) before $2 off (4 cents), then 20 left', 120, [twoDollars, five], ['$5 off']],
  ])('%s', (_name, points, rewards, picked) => expect(automaticRedemptions(rewards, points).map((r) => r.reward_name)).toEqual(picked));
});

describe('automaticRedemptions within what the cart leaves: its subtotal, the rewards the shopper chose, the ones they removed', () => {
  const five = { reward_name: '$5 off', point_value: 100, cash_reward: 500, max_count: 1 };
  const fifteen = { reward_name: '$15 off', point_value: 250, cash_reward: 1500, max_count: 1 };
  test.each<[string, number, AutomaticLimits, string[]]>([
    ['350 points, a $60 cart: both', 350, { room: 6000 }, ['$15 off', '$5 off']],
    ['350 points, a $12 cart: $15 off would waste its points, $5 off fits', 350, { room: 1200 }, ['$5 off']],
    ['350 points, a $4 cart: nothing fits', 350, { room: 400 }, []],
    ['350 points, $5 off held: $15 off from the 250 left', 350, { room: 6000, held: [five] }, ['$15 off']],
    ['300 points, $5 off held: 200 left buy nothing', 300, { room: 6000, held: [five] }, []],
    ['350 points, $15 off removed by the shopper: $5 off only', 350, { room: 6000, declined: ['$15 off'] }, ['$5 off']],
  ])('%s', (_name, points, limits, picked) => expect(automaticRedemptions([five, fifteen], points, limits).map((r) => r.reward_name)).toEqual(picked));
});
