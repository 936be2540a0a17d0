import { useState } from 'react';
import { applyCrmRedemption, initiateCrmAuth, removeCrmRedemption } from '../../api/carts';
import type { Http } from '../../api/createHttp';
import type { CartState } from '../../state/cart';
import type { ServerCart } from '../../../shared/cart';
import { dollarsToCents, formatCurrency } from '../../../shared/money';
import type { Store } from '../../../shared/types';

/**
 * Loyalty (001 §3 loyalty integration): points, rewards, apply and remove a redemption, and the locked-wallet
 * state (001 §8 CRM errors).
 */
export function LoyaltyPanel({ store, remote, cart, http }: { store: Store | null; remote: ServerCart; cart: CartState; http: Http }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const loyalty = store?.loyalty;
  if (!loyalty) return null;
  const applied = remote.redemptions;
  const run = async (key: string, action: () => Promise<ServerCart>, failure: string) => {
    setBusy(key);
    setError(null);
    try {
      const answer = await action();
      // Checked out or replaced while the request was out: the answer is about a cart the widget no longer holds.
      if (answer.uuid === cart.uuid.peek()) cart.loaded(answer);
    } catch (cause) {
      // 001 §8: error_message or failure ends the applying state; a removal failure raises a remove error.
      setError(cause instanceof Error && cause.message ? cause.message : failure);
    } finally {
      setBusy(null);
    }
  };
  const locked = loyalty.wallet_state === 'locked';
  return (
    <section className="cn-panel" aria-labelledby="cn-loyalty-title">
      <h2 id="cn-loyalty-title" className="cn-panel__title">
        Rewards
        <span className="cn-points">
          <strong>{loyalty.points}</strong> <span className="cn-muted">points</span>
        </span>
      </h2>
      {!loyalty.signed_up && (
        <p className="cn-muted" style={{ fontSize: 13 }}>
          Earn points with every order at {store!.name}; rewards unlock as your points grow.
        </p>
      )}
      {locked ? (
        <div className="cn-alert cn-alert--info">
          <p>Your rewards wallet is locked. We can send you a code to unlock it.</p>
          <button
            type="button"
            className="cn-btn cn-btn--small cn-btn--secondary"
            disabled={busy !== null}
            onClick={async () => {
              setBusy('auth');
              try {
                setInfo((await initiateCrmAuth(http, remote.uuid)).message);
              } catch (cause) {
                setError(cause instanceof Error ? cause.message : 'Something went wrong');
              } finally {
                setBusy(null);
              }
            }}
          >
            Send code
          </button>
        </div>
      ) : (
        <ul className="cn-rewards">
          {loyalty.redeemable_rewards.map((reward) => {
            const redemption = applied.find((r) => r.rewardName === reward.reward_name);
            return (
              <li key={reward.reward_name} className="cn-reward">
                <span>
                  <span className="cn-reward__name">{reward.reward_name}</span>
                  <span className="cn-muted"> · {reward.point_value} points</span>
                  {!redemption && reward.point_value > loyalty.points && (
                    <span className="cn-muted" style={{ display: 'block', fontSize: 12 }}>
                      {reward.point_value - loyalty.points} more points to unlock
                    </span>
                  )}
                </span>
                {redemption ? (
                  <button
                    type="button"
                    className="cn-btn cn-btn--small cn-btn--secondary"
                    disabled={busy !== null}
                    onClick={() =>
                      run(
                        reward.reward_name,
                        () => removeCrmRedemption(http, { cart_uuid: remote.uuid, id: redemption.id, crm_provider: redemption.crmProvider }),
                        'The reward could not be removed',
                      )
                    }
                  >
                    Remove
                  </button>
                ) : (
                  <button
                    type="button"
                    className="cn-btn cn-btn--small cn-btn--secondary"
                    disabled={busy !== null || reward.point_value > loyalty.points}
                    aria-label={`Apply ${reward.reward_name} (${formatCurrency(dollarsToCents(reward.cash_reward))})`}
                    onClick={() =>
                      run(
                        reward.reward_name,
                        () =>
                          applyCrmRedemption(http, { cart_uuid: remote.uuid, reward_name: reward.reward_name, crm_provider: loyalty.provider, point_value: reward.point_value }),
                        'The reward could not be applied',
                      )
                    }
                  >
                    Apply
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {info && (
        <p className="cn-muted" role="status">
          {info}
        </p>
      )}
      {error && (
        <p className="cn-field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
