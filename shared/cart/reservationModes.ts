import { RESERVATION_MODES } from '../constants';
import type { ReservationMode } from '../constants';
import type { Store } from '../types/store';

/** 001 §9 reservation modes, only those the store offers (000 §3: a curbside setting of not_allowed hides it). */
export function offeredReservationModes(store: Pick<Store, 'pickup' | 'delivery' | 'curbside' | 'curbside_pickup_setting'>): ReservationMode[] {
  return RESERVATION_MODES.filter((mode) => (mode === 'curbside' ? store.curbside && store.curbside_pickup_setting !== 'not_allowed' : store[mode]));
}
