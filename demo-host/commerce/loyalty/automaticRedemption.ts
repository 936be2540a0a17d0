import type { LoyaltyStanding } from '../../../shared/cart';
import { automaticRedemptions } from '../../../shared/loyalty';
import type { PricedCart } from '../../../shared/pricing';
import type { CartData, HeldCrmRedemption, StoreRecord } from '../cart/loadCart';

/**
 * Ids of automatic redemptions start here: a shopper's own count up from 1 (cartRedemptions withRedemption), so the
 * two never meet. An automatic one's id names its reward and its place among that reward's picks, so it stays the
 * same from one pricing to the next and the shopper can remove it by it.
 */
export const AUTOMATIC_ID_BASE = 1_000_000;
const PICKS_PER_REWARD = 1_000;

/**
 * The cents rewards may still take off a priced cart: its discounted subtotal, or nothing when the store keeps
 * loyalty points from stacking with a special that already discounted it (shared/pricing applyCrmRedemptions).
 */
export function redemptionRoom(priced: PricedCart, stackingEnabled: boolean): number {
  const specials = priced.product_discounts_total + priced.group_discounts_total + priced.brand_discounts_total + priced.cart_discount_amount;
  return !stackingEnabled && specials > 0 ? 0 : Math.max(0, priced.discounted_subtotal);
}

/**
 * 001 §3 automatic_redemption: the rewards the store's program applies by itself to its member's cart, decided
 * again on every pricing (shared/loyalty automaticRedemptions): within the member's points and max_count after the
 * rewards they applied themselves (`kept`), within `room`, never one they removed from this cart. Nothing for a
 * guest, a non-member or a locked wallet (001 §3 wallet_state).
 */
export function automaticHeld(store: StoreRecord, standing: LoyaltyStanding | null, data: CartData, kept: readonly HeldCrmRedemption[], room: number): HeldCrmRedemption[] {
  const program = store.data.loyalty;
  if (!program?.automatic_redemption || !standing?.signed_up || standing.wallet_state === 'locked') return [];
  const declined = (data.removed_crm_redemptions ?? []).map((r) => r.reward_name);
  const picked = automaticRedemptions(program.redeemable_rewards, standing.points, { room, held: kept, declined });
  const picksOf = new Map<string, number>();
  return picked.map((reward) => {
    const pick = picksOf.get(reward.reward_name) ?? 0;
    picksOf.set(reward.reward_name, pick + 1);
    const id = AUTOMATIC_ID_BASE + program.redeemable_rewards.indexOf(reward) * PICKS_PER_REWARD + pick;
    return { id, crm_provider: program.provider, reward_name: reward.reward_name, point_value: reward.point_value, cash_reward: reward.cash_reward, automatic: true };
  });
}
