import { RESERVATION_MODES, type ReservationMode } from '../constants';
import type { AppMode } from '../types/catalog';

/** What a store says about its modes (000 §3): the three toggles and curbside_pickup_setting. */
export interface ModeToggles {
  readonly pickup: boolean;
  readonly delivery: boolean;
  readonly curbside: boolean;
  readonly curbside_pickup_setting?: 'allowed' | 'not_allowed' | 'mandatory' | null;
}

/**
 * The reservation modes a checkout offers, in the order of 001 §9. 000 §3 curbside_pickup_setting: not_allowed
 * hides curbside; mandatory hands every pickup over at the curb, so pickup goes where curbside is offered. A kiosk
 * is a tablet in the store: it takes no delivery.
 */
export function offeredReservationModes(store: ModeToggles, appMode: AppMode = 'default'): ReservationMode[] {
  const setting = store.curbside_pickup_setting ?? 'allowed';
  const curbside = store.curbside && setting !== 'not_allowed';
  return RESERVATION_MODES.filter((mode) => {
    if (mode === 'curbside') return curbside;
    if (mode === 'pickup') return store.pickup && !(setting === 'mandatory' && curbside);
    return store.delivery && appMode !== 'kiosk';
  });
}

// 001 §9: pickup is the default mode; curbside is a pickup at the curb, so it comes next.
const PREFERRED: readonly ReservationMode[] = ['pickup', 'curbside', 'delivery'];

/** The mode a checkout starts in when the cart's is not offered. */
export function fallbackReservationMode(offered: readonly ReservationMode[]): ReservationMode {
  return PREFERRED.find((mode) => offered.includes(mode)) ?? 'pickup';
}

/** Why a mode cannot be chosen here, in words a shopper can act on; null when it is offered. */
export function modeRefusal(store: ModeToggles, mode: ReservationMode, appMode: AppMode = 'default'): string | null {
  if (offeredReservationModes(store, appMode).includes(mode)) return null;
  if (mode === 'delivery' && appMode === 'kiosk' && store.delivery) return 'Delivery is not offered at a kiosk';
  if (mode === 'pickup' && store.pickup && store.curbside_pickup_setting === 'mandatory') return 'This store hands pickup orders over at the curb: choose curbside';
  return `This store does not offer ${mode}`;
}

const TIME_LABELS: Readonly<Record<ReservationMode, string>> = { pickup: 'Pickup time', curbside: 'Curbside pickup time', delivery: 'Delivery time' };

/** The label of the checkout's time field: it names the mode, so a curbside shopper reads "Curbside pickup time". */
export function reservationTimeLabel(mode: ReservationMode): string {
  return TIME_LABELS[mode];
}
