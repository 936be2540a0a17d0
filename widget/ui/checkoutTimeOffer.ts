import { checkoutSlots, slotRulesOf, withAreaTiming } from '../../shared/cart';
import type { AreaTiming, SlotOffer, SlotRules } from '../../shared/cart';
import type { ReservationMode } from '../../shared/constants';
import type { Store } from '../../shared/types';

export interface CheckoutTimeOffer {
  readonly rules: SlotRules;
  readonly offer: SlotOffer;
  /** No slot in the 7-day window and no ordering now (000 §3 allow_off_hours_ordering, future days). */
  readonly closed: boolean;
}

/**
 * The times the store offers for `mode` (shared/cart slotRules, the host's own rule), a delivery following the saved
 * address's zip timing (000 §3 delivery_zipcodes, withAreaTiming). The checkout form and one-click checkout both ask this.
 */
export function checkoutTimeOffer(store: Store, mode: ReservationMode, now: number, area: AreaTiming | null): CheckoutTimeOffer {
  const rules = withAreaTiming(slotRulesOf(store, mode), area);
  const offer = checkoutSlots(rules, now);
  return { rules, offer, closed: offer.slots.length === 0 && offer.ordering.kind !== 'open' };
}
