import type { RedeemableReward } from '../types';

/** A shopper's standing in one store's loyalty program (001 §3 Loyalty integration: signed_up, points, wallet_state). */
export interface LoyaltyStanding {
  signed_up: boolean;
  points: number;
  /** A locked wallet redeems nothing, however many points it holds. */
  wallet_state: 'locked' | 'unlocked';
}

/** A reward as a cart holds it (001 §3 crm_redemptions). */
export interface HeldReward {
  reward_name: string;
  point_value: number;
}

export type RedemptionRefusal =
  { kind: 'not_signed_in' } | { kind: 'not_member' } | { kind: 'wallet_locked' } | { kind: 'max_count'; max_count: number } | { kind: 'points'; needed: number; available: number };

type Reward = Pick<RedeemableReward, 'reward_name' | 'point_value' | 'max_count'>;

const pointsHeld = (held: readonly HeldReward[]): number => held.reduce((sum, r) => sum + Math.max(0, r.point_value), 0);

/**
 * Why one more `reward` may not go on a cart that already holds `held`, or null when it may. `standing` is the
 * cart's signed-in shopper's (null: nobody is signed in). A reward needs a member of the program whose wallet is
 * unlocked (001 §3 wallet_state), stays within
 * its max_count per order, and needs its points on top of the points the rewards already held take.
 */
export function redemptionRefusal(reward: Reward, standing: LoyaltyStanding | null, held: readonly HeldReward[]): RedemptionRefusal | null {
  if (!standing) return { kind: 'not_signed_in' };
  if (!standing.signed_up) return { kind: 'not_member' };
  if (standing.wallet_state === 'locked') return { kind: 'wallet_locked' };
  const maxCount = Math.max(1, reward.max_count);
  if (held.filter((r) => r.reward_name === reward.reward_name).length >= maxCount) return { kind: 'max_count', max_count: maxCount };
  const available = Math.max(0, standing.points - pointsHeld(held));
  return reward.point_value > available ? { kind: 'points', needed: reward.point_value, available } : null;
}

/**
 * The rewards on a cart that are still backed, in the order they were redeemed, and the ones that are not: each
 * must still be offered by the store (`offered`) and pass redemptionRefusal against the ones kept before it. A
 * shopper who signed out, lost their points or left the program keeps no discount.
 */
export function backedRedemptions<T extends HeldReward>(held: readonly T[], standing: LoyaltyStanding | null, offered: readonly Reward[]): { kept: T[]; dropped: T[] } {
  const kept: T[] = [];
  const dropped: T[] = [];
  for (const redemption of held) {
    const reward = offered.find((r) => r.reward_name === redemption.reward_name);
    if (reward && !redemptionRefusal({ ...reward, point_value: redemption.point_value }, standing, kept)) kept.push(redemption);
    else dropped.push(redemption);
  }
  return { kept, dropped };
}
