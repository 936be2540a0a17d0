import type { RedeemableReward } from '../types';

type Reward = Pick<RedeemableReward, 'reward_name' | 'point_value' | 'cash_reward' | 'max_count'>;

/** What a cart leaves the automatic choice (all optional: no limit beyond the points and max_count). */
export interface AutomaticLimits {
  /** The cents the rewards may still take off the cart: a reward worth more than what is left would waste its points. */
  room?: number;
  /** Rewards the shopper applied themselves: their points are taken and they count against max_count. */
  held?: readonly { reward_name: string; point_value: number }[];
  /** Names of rewards the shopper removed from this cart (001 §3 removed_crm_redemptions): never picked again for it. */
  declined?: readonly string[];
}

/**
 * 001 §3 automatic_redemption: the rewards a member's `points` redeem without the shopper choosing. The reward that
 * gives the most cash per point goes first (ties: the larger cash reward), as many times as its max_count, the points
 * left and the room left allow; then the next. A reward worth nothing or costing no points is never picked.
 */
export function automaticRedemptions<T extends Reward>(rewards: readonly T[], points: number, limits: AutomaticLimits = {}): T[] {
  const held = limits.held ?? [];
  const declined = new Set(limits.declined ?? []);
  const ranked = rewards
    .filter((r) => r.point_value > 0 && r.cash_reward > 0 && !declined.has(r.reward_name))
    .sort((a, b) => b.cash_reward / b.point_value - a.cash_reward / a.point_value || b.cash_reward - a.cash_reward);
  const picked: T[] = [];
  let left = Math.max(0, points - held.reduce((sum, r) => sum + Math.max(0, r.point_value), 0));
  let room = limits.room ?? Number.POSITIVE_INFINITY;
  for (const reward of ranked) {
    const count = Math.max(1, reward.max_count) - held.filter((r) => r.reward_name === reward.reward_name).length;
    for (let n = 0; n < count && reward.point_value <= left && reward.cash_reward <= room; n += 1) {
      picked.push(reward);
      left -= reward.point_value;
      room -= reward.cash_reward;
    }
  }
  return picked;
}
