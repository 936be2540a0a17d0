import type { RedeemableReward } from '../types';

type Reward = Pick<RedeemableReward, 'reward_name' | 'point_value' | 'cash_reward' | 'max_count'>;

/**
 * 001 §3 automatic_redemption: the rewards a member's `points` redeem without the shopper choosing. The reward that
 * gives the most cash per point goes first (ties: the larger cash reward), as many times as its max_count and
 * the points left allow; then the next. A reward worth nothing or costing no points is never picked.
 */
export function automaticRedemptions<T extends Reward>(rewards: readonly T[], points: number): T[] {
  const ranked = rewards
    .filter((r) => r.point_value > 0 && r.cash_reward > 0)
    .sort((a, b) => b.cash_reward / b.point_value - a.cash_reward / a.point_value || b.cash_reward - a.cash_reward);
  const picked: T[] = [];
  let left = Math.max(0, points);
  for (const reward of ranked) {
    for (let n = 0; n < Math.max(1, reward.max_count) && reward.point_value <= left; n += 1) {
      picked.push(reward);
      left -= reward.point_value;
    }
  }
  return picked;
}
