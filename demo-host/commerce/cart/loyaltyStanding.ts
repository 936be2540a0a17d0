import type { LoyaltyStanding } from '../../../shared/cart';
import type { CommerceDeps } from '../deps';
import { memberBalance } from '../loyalty/loyaltyLedger';
import { linkedMember } from '../loyalty/loyaltyMembers';
import type { StoreRecord } from './loadCart';

/** 001 §3 wallet_state as the store set it for its whole program: unlocked unless the store locked it. */
export const programWallet = (store: StoreRecord): 'locked' | 'unlocked' => (store.data.loyalty?.wallet_state === 'locked' ? 'locked' : 'unlocked');

const NOT_A_MEMBER: LoyaltyStanding = { signed_up: false, points: 0, wallet_state: 'locked' };

/**
 * The standing of the cart's user in the store's loyalty program (shared/cart redemptionRefusal): null without a
 * user; a member when a membership of the store's program is linked to the account (commerce/loyalty), with the
 * balance of its ledger and the program's wallet_state (a store that locked its program's wallet redeems nothing).
 * `deps.db` may be a transaction.
 */
export async function loyaltyStanding(deps: Pick<CommerceDeps, 'db'>, userId: number | null, store: StoreRecord): Promise<LoyaltyStanding | null> {
  if (userId === null) return null;
  const provider = store.data.loyalty?.provider;
  if (!provider) return NOT_A_MEMBER;
  const member = await linkedMember(deps.db, store.row.id, provider, userId);
  if (!member) return NOT_A_MEMBER;
  return { signed_up: true, points: await memberBalance(deps.db, member.id), wallet_state: programWallet(store) };
}
