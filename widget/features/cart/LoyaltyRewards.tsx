import type { HeldRedemption } from '../../../shared/cart/serverCart';
import { dollarsToCents, formatCurrency } from '../../../shared/money';
import type { RedeemableReward } from '../../../shared/types';

export interface LoyaltyRewardsProps {
  rewards: readonly RedeemableReward[];
  held: readonly HeldRedemption[];
  /** Points the shopper can still spend on this cart; null when they cannot redeem here (a guest, not a member). */
  available: number | null;
  busy: string | null;
  onApply(reward: RedeemableReward): void;
  onRemove(redemption: HeldRedemption): void;
}

/**
 * 001 §3 redeemable rewards: each with its points and cash value; a member applies one or removes it, including one
 * the program applied by itself (automatic_redemption), which then stays off this order.
 */
export function LoyaltyRewards({ rewards, held, available, busy, onApply, onRemove }: LoyaltyRewardsProps) {
  return (
    <ul className="cn-rewards">
      {rewards.map((reward) => {
        const redemption = held.find((r) => r.rewardName === reward.reward_name);
        const value = formatCurrency(dollarsToCents(reward.cash_reward));
        const short = available !== null && !redemption && reward.point_value > available ? reward.point_value - available : 0;
        return (
          <li key={reward.reward_name} className="cn-reward">
            <span>
              <span className="cn-reward__name">{reward.reward_name}</span>
              <span className="cn-muted"> · {reward.point_value} points</span>
              {redemption && (
                <span className="cn-reward__note">
                  {redemption.automatic ? 'Applied automatically' : 'Applied'}: {value} off this order
                </span>
              )}
              {short > 0 && <span className="cn-reward__note cn-muted">{short} more points to unlock</span>}
            </span>
            {available === null ? null : redemption ? (
              <button
                type="button"
                className="cn-btn cn-btn--small cn-btn--secondary"
                disabled={busy !== null}
                aria-label={`Remove ${reward.reward_name}${redemption.automatic ? ' (applied automatically)' : ''}`}
                onClick={() => onRemove(redemption)}
              >
                {busy === reward.reward_name ? 'Removing…' : 'Remove'}
              </button>
            ) : (
              <button
                type="button"
                className="cn-btn cn-btn--small cn-btn--secondary"
                disabled={busy !== null || short > 0}
                aria-label={`Apply ${reward.reward_name} (${value})`}
                onClick={() => onApply(reward)}
              >
                {busy === reward.reward_name ? 'Applying…' : 'Apply'}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
