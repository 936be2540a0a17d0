import { useMemo } from 'react';
import { areaTimingOf, checkoutSlots, slotRulesOf, withAreaTiming } from '../../../shared/cart';
import type { ServerCart } from '../../../shared/cart';
import type { ReservationMode } from '../../../shared/constants';
import type { Store } from '../../../shared/types';

/** The time section's notice when the store takes no order now; Place order points at it (aria-describedby). */
export const TIME_CLOSED_ID = 'cn-time-closed';

/**
 * The times the store offers for `mode` (shared/cart slotRules, the host's own rule), a delivery following the saved
 * address's zip timing (000 §3 delivery_zipcodes, withAreaTiming, redrawn whenever the cart answers for another
 * address), and whether it takes no order now at all: no slot in the 7-day window and no ordering now (000 §3
 * allow_off_hours_ordering, future days).
 */
export function useTimeOffer(store: Store, mode: ReservationMode, now: number, remote: ServerCart | null) {
  const area = areaTimingOf(remote);
  const [zipcode, lead, lastCall] = [area?.zipcode ?? null, area?.lead_time_minutes ?? null, area?.last_call_minutes ?? null];
  const rules = useMemo(() => withAreaTiming(slotRulesOf(store, mode), { zipcode, lead_time_minutes: lead, last_call_minutes: lastCall }), [store, mode, zipcode, lead, lastCall]);
  const offer = useMemo(() => checkoutSlots(rules, now), [rules, now]);
  return { rules, offer, closed: offer.slots.length === 0 && offer.ordering.kind !== 'open' };
}
