import { useMemo } from 'react';
import { checkoutSlots, slotRulesOf } from '../../../shared/cart';
import type { ReservationMode } from '../../../shared/constants';
import type { Store } from '../../../shared/types';

/** The time section's notice when the store takes no order now; Place order points at it (aria-describedby). */
export const TIME_CLOSED_ID = 'cn-time-closed';

/**
 * The times the store offers for `mode` (shared/cart slotRules, the host's own rule), and whether it takes no order
 * now at all: no slot in the 7-day window and no ordering now (000 §3 allow_off_hours_ordering, future days).
 */
export function useTimeOffer(store: Store, mode: ReservationMode, now: number) {
  const rules = useMemo(() => slotRulesOf(store, mode), [store, mode]);
  const offer = useMemo(() => checkoutSlots(rules, now), [rules, now]);
  return { rules, offer, closed: offer.slots.length === 0 && offer.ordering.kind !== 'open' };
}
