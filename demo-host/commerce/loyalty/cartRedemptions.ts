import type { RedeemableReward } from '../../../shared/types';
import type { CartData, HeldCrmRedemption } from '../cart/loadCart';
import { AUTOMATIC_ID_BASE } from './automaticRedemption';

/** How many of the shopper's own removals a cart keeps listing in removed_crm_redemptions. */
const REMOVED_KEPT = 10;

/** The cart's data with one more `reward` held (the next id), no longer listed as removed. Store money is cents. */
export function withRedemption(data: CartData, reward: RedeemableReward, provider: string): CartData {
  const held = data.crm_redemptions ?? [];
  const removed = data.removed_crm_redemptions ?? [];
  const id = [...held, ...removed].filter((r) => r.id < AUTOMATIC_ID_BASE).reduce((max, r) => Math.max(max, r.id), 0) + 1;
  const redemption: HeldCrmRedemption = { id, crm_provider: provider, reward_name: reward.reward_name, point_value: reward.point_value, cash_reward: reward.cash_reward };
  return { ...data, crm_redemptions: [...held, redemption], removed_crm_redemptions: removed.filter((r) => r.reward_name !== reward.reward_name) };
}

/**
 * The cart's data without the redemption `id`, held by the shopper or applied `automatic`ally, which is listed in
 * removed_crm_redemptions (001 §3): its points count as the shopper's again (shared/cart redemptionRefusal counts
 * only held rewards) and the program does not apply it to this cart again. Null when the cart has no such redemption.
 */
export function withoutRedemption(data: CartData, id: number, automatic: readonly HeldCrmRedemption[] = []): CartData | null {
  const held = data.crm_redemptions ?? [];
  const gone = held.find((r) => r.id === id) ?? automatic.find((r) => r.id === id);
  if (!gone) return null;
  const removed = [...(data.removed_crm_redemptions ?? []).filter((r) => r.reward_name !== gone.reward_name), gone].slice(-REMOVED_KEPT);
  return { ...data, crm_redemptions: held.filter((r) => r.id !== id), removed_crm_redemptions: removed };
}
