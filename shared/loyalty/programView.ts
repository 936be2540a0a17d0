import type { LoyaltyIntegration } from '../types';

/**
 * A store's loyalty program as anyone sees it: its settings (offers, rewards, automatic_redemption, provider) with
 * nobody's standing in it — not signed up, no points, the wallet locked. GET /stores/{id} is the same answer for
 * every caller, so it carries this; a shopper's own standing is GET /stores/{id}/crm_integration (001 §7), which
 * answers this too for a guest or an account with no membership.
 */
export function programAsAnyoneSees<P extends LoyaltyIntegration>(program: P): P {
  return { ...program, signed_up: false, points: 0, wallet_state: 'locked' };
}
