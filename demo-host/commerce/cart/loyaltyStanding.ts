import type { LoyaltyStanding } from '../../../shared/cart';
import type { LoyaltyProvider } from '../../../shared/types';
import { fromJson } from '../../db';
import type { CommerceDeps } from '../deps';
import type { StoreRecord } from './loadCart';

/**
 * What users.data may say of a shopper's loyalty memberships, by store id. It is the only record of a member
 * this host has: nothing writes it yet (the provider's sign-in, initiate_crm_auth, links no account and no
 * points ledger exists), so until one does a redemption is backed only where an operator enrolled the shopper.
 */
interface UserLoyaltyData {
  loyalty_memberships?: Record<string, { provider?: LoyaltyProvider; points?: number } | undefined>;
}

const NOT_A_MEMBER: LoyaltyStanding = { signed_up: false, points: 0 };

/**
 * The standing of the cart's user in the store's loyalty program (shared/cart redemptionRefusal): null without
 * a user; not a member without a membership of this store with the store's provider.
 */
export async function loyaltyStanding(deps: CommerceDeps, userId: number | null, store: StoreRecord): Promise<LoyaltyStanding | null> {
  if (userId === null) return null;
  const provider = store.data.loyalty?.provider;
  if (!provider) return NOT_A_MEMBER;
  const user = await deps.db.selectFrom('users').select('data').where('id', '=', userId).executeTakeFirst();
  const membership = fromJson<UserLoyaltyData | null>(user?.data, null)?.loyalty_memberships?.[String(store.row.id)];
  const points = membership?.points;
  if (membership?.provider !== provider || typeof points !== 'number' || !Number.isFinite(points)) return NOT_A_MEMBER;
  return { signed_up: true, points: Math.max(0, Math.floor(points)) };
}
