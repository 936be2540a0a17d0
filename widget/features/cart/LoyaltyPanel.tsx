import { useEffect, useState } from 'react';
import type { ServerCart } from '../../../shared/cart';
import type { HeldRedemption } from '../../../shared/cart/serverCart';
import { withReturnTo } from '../../../shared/routes';
import type { CrmIntegrationAnswer } from '../../../shared/schemas/cartAnswers';
import type { RedeemableReward, Store } from '../../../shared/types';
import { Link, useTrack, useWidget } from '../../app';
import { applyCrmRedemption, fetchCrmIntegration, removeCrmRedemption } from '../../api/carts';
import type { Http } from '../../api/createHttp';
import type { CartState } from '../../state/cart';
import { useSignalValue } from '../../state/useSignalValue';
import { TRACKED_SCREENS } from '../../platform/analytics';
import { LoyaltyLinkForm } from './LoyaltyLinkForm';
import { LoyaltyRewards } from './LoyaltyRewards';

type Standing = NonNullable<CrmIntegrationAnswer['crm_integration']>;

/** The shopper's standing in the store's program (001 §7 crm_integration), read again when they sign in or out. */
function useStanding(http: Http, storeId: number | null, signedIn: boolean) {
  const [standing, setStanding] = useState<{ key: string; value: Standing | null } | null>(null);
  const [failed, setFailed] = useState(false);
  const key = `${storeId}:${signedIn}`;
  useEffect(() => {
    if (storeId === null) return;
    const controller = new AbortController();
    setFailed(false);
    fetchCrmIntegration(http, storeId, {}, controller.signal).then(
      (answer) => setStanding({ key, value: answer.crm_integration }),
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => controller.abort();
  }, [http, storeId, key]);
  return { standing: standing?.key === key ? standing.value : undefined, failed, set: (value: Standing | null) => setStanding({ key, value }) };
}

/**
 * Loyalty (001 §3 loyalty integration) on the bag: the shopper's real balance from the store's ledger, the rewards,
 * and applying or removing one (001 §8: a failure ends the applying state with its error_message). A guest is asked
 * to log in; a signed-in shopper who is no member yet can link a membership with a mailed code.
 */
export function LoyaltyPanel({ store, remote, cart, http }: { store: Store | null; remote: ServerCart; cart: CartState; http: Http }) {
  const { session } = useWidget();
  const signedIn = useSignalValue(session.signedIn);
  const { standing, failed, set } = useStanding(http, store?.loyalty ? store.id : null, signedIn);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useTrack('screen_view', store?.loyalty ? TRACKED_SCREENS.loyaltyPoints : null, () => ({ screen_name: TRACKED_SCREENS.loyaltyPoints }));
  if (!store?.loyalty) return null;
  const run = async (key: string, action: () => Promise<ServerCart>, failure: string) => {
    setBusy(key);
    setError(null);
    try {
      const answer = await action();
      // Checked out or replaced while the request was out: the answer is about a cart the widget no longer holds.
      if (answer.uuid === cart.uuid.peek()) cart.loaded(answer);
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : failure);
    } finally {
      setBusy(null);
    }
  };
  const held = remote.redemptions;
  const member = standing?.signed_up === true && standing.wallet_state === 'unlocked';
  // 001 §3 wallet_state: a member whose wallet is locked keeps their points but redeems nothing for now.
  const locked = standing?.signed_up === true && standing.wallet_state === 'locked';
  const available = member ? Math.max(0, standing.points - held.reduce((sum, r) => sum + r.pointValue, 0)) : null;
  const apply = (reward: RedeemableReward) =>
    run(reward.reward_name, () => applyCrmRedemption(http, { cart_uuid: remote.uuid, reward_name: reward.reward_name }), 'The reward could not be applied');
  const remove = (redemption: HeldRedemption) =>
    run(
      redemption.rewardName,
      () => removeCrmRedemption(http, { cart_uuid: remote.uuid, id: redemption.id, crm_provider: redemption.crmProvider }),
      'The reward could not be removed',
    );
  return (
    <section className="cn-panel" aria-labelledby="cn-loyalty-title" aria-busy={standing === undefined && !failed}>
      <h2 id="cn-loyalty-title" className="cn-panel__title">
        Rewards
        {member && (
          <span className="cn-points" aria-label={`${standing.points} points`}>
            <strong>{standing.points}</strong> <span className="cn-muted">points</span>
          </span>
        )}
      </h2>
      {standing === undefined && !failed && <p className="cn-muted">Loading your rewards…</p>}
      {failed && <p className="cn-field__error">Your rewards could not be loaded.</p>}
      {!signedIn && (
        <p className="cn-muted cn-loyalty-hint">
          {session.enabled ? (
            <>
              <Link to={withReturnTo('/login', '/cart')}>Log in</Link> to see your points and redeem rewards at {store.name}.
            </>
          ) : (
            `Members of ${store.name}'s rewards redeem them at the store.`
          )}
        </p>
      )}
      {member && (
        <p className="cn-muted cn-loyalty-hint" role="status">
          Member {standing.crm_member_id ?? ''} · {available} points to spend on this order
          {standing.automatic_redemption && ' · rewards are applied automatically; remove any you want to keep for later'}
        </p>
      )}
      {locked && (
        <p className="cn-muted cn-loyalty-hint" role="status">
          Your rewards wallet at {store.name} is locked: your {standing.points} points can&apos;t be redeemed right now.
        </p>
      )}
      {signedIn && standing && !member && !locked && (
        <>
          <p className="cn-muted cn-loyalty-hint">You join with your first completed order at {store.name}: a point for every dollar.</p>
          <LoyaltyLinkForm http={http} cartUuid={remote.uuid} storeId={store.id} onLinked={(answer) => set(answer.crm_integration)} />
        </>
      )}
      {standing !== undefined && (
        <LoyaltyRewards
          rewards={standing?.redeemable_rewards ?? store.loyalty.redeemable_rewards}
          held={held}
          available={available}
          busy={busy}
          onApply={apply}
          onRemove={remove}
        />
      )}
      {error && (
        <p className="cn-field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
