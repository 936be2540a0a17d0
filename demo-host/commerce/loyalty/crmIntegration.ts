import type { LoyaltyIntegration } from '../../../shared/types';
import type { StoreRecord } from '../cart/loadCart';
import type { CommerceDeps } from '../deps';
import { programAsAnyoneSees } from '../../../shared/loyalty';
import { programWallet } from '../cart/loyaltyStanding';
import { toDollars } from '../money';
import { memberBalance } from './loyaltyLedger';
import { linkedMember } from './loyaltyMembers';

/** 001 §3 Loyalty integration as one shopper sees it; beyond the spec, the member number of their linked membership. */
export type ShopperLoyalty = LoyaltyIntegration & { crm_member_id: string | null };

/** 001 §3 CRM integration response. */
export interface CrmIntegrationAnswer {
  crm_integration: ShopperLoyalty | null;
  integration_type: 'phone' | 'email' | null;
  error: string | null;
}

/**
 * The store's program with the shopper's own standing in it (money in dollars, as on the wire): a membership
 * linked to the account is signed up, its wallet the program's (unlocked unless the store locked it), its points
 * the ledger's balance. Anyone else (a guest, an account with no linked membership) sees the program as anyone
 * does (shared/loyalty programAsAnyoneSees): locked, no points. A membership that exists but is not theirs yet is
 * not told apart from none, so an e-mail or a member number cannot be probed.
 */
export async function crmIntegrationAnswer(deps: Pick<CommerceDeps, 'db'>, store: StoreRecord, userId: number | null, error: string | null = null): Promise<CrmIntegrationAnswer> {
  const program = store.data.loyalty;
  if (!program) return { crm_integration: null, integration_type: null, error };
  const member = userId === null ? undefined : await linkedMember(deps.db, store.row.id, program.provider, userId);
  const anyone = programAsAnyoneSees({ ...program, redeemable_rewards: program.redeemable_rewards.map((r) => ({ ...r, cash_reward: toDollars(r.cash_reward) })) });
  const standing = member
    ? { signed_up: true, points: await memberBalance(deps.db, member.id), wallet_state: programWallet(store), crm_member_id: member.crm_member_id }
    : { crm_member_id: null };
  return {
    crm_integration: { ...anyone, ...standing },
    // springbig knows its members by phone; the others by e-mail (this host sends every code by e-mail).
    integration_type: program.provider === 'springbig' ? 'phone' : 'email',
    error,
  };
}
