import { useMemo } from 'react';
import { areaTimingOf } from '../../../shared/cart';
import type { ServerCart } from '../../../shared/cart';
import type { ReservationMode } from '../../../shared/constants';
import type { Store } from '../../../shared/types';
import { checkoutTimeOffer } from '../../ui/checkoutTimeOffer';

/** The time section's notice when the store takes no order now; Place order points at it (aria-describedby). */
export const TIME_CLOSED_ID = 'cn-time-closed';

/**
 * The times the store offers for `mode` and whether it takes no order now at all (ui/checkoutTimeOffer), redrawn
 * whenever the cart answers for another address.
 */
export function useTimeOffer(store: Store, mode: ReservationMode, now: number, remote: ServerCart | null) {
  const area = areaTimingOf(remote);
  const [zipcode, lead, lastCall] = [area?.zipcode ?? null, area?.lead_time_minutes ?? null, area?.last_call_minutes ?? null];
  return useMemo(() => checkoutTimeOffer(store, mode, now, { zipcode, lead_time_minutes: lead, last_call_minutes: lastCall }), [store, mode, now, zipcode, lead, lastCall]);
}
