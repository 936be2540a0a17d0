import type { AdminDeps } from '../deps';
import type { ReservationListener } from '../reservationEvents';
import { loadAdminReservation, type AdminReservation } from './adminReservation';
import { changeReservationStatus, type StatusMoveInput } from './changeReservationStatus';
import { listAdminReservations } from './listAdminReservations';

/**
 * What the demo Orders page does with a store's reservations, in this process: the same reads and the same status
 * change as the admin routes (docs/api-admin.md § Reservations), and the events they publish.
 */
export interface ReservationDesk {
  /** The newest reservations of a store, newest first. */
  recent(storeId: number, limit: number): Promise<AdminReservation[]>;
  load(storeId: number, reservationId: number): Promise<AdminReservation | null>;
  move(storeId: number, reservationId: number, input: StatusMoveInput): Promise<AdminReservation>;
  /** Hears every reservation.created and reservation.updated; the answer stops it. */
  subscribe(listener: ReservationListener): () => void;
}

export function reservationDesk(deps: AdminDeps): ReservationDesk {
  return {
    recent: async (storeId, limit) =>
      (await listAdminReservations(deps.db, storeId, { statuses: [], from: null, before: null }, { page: 1, per_page: limit, offset: 0 })).reservations,
    load: (storeId, reservationId) => loadAdminReservation(deps.db, storeId, reservationId),
    move: (storeId, reservationId, input) => changeReservationStatus(deps, storeId, reservationId, input),
    subscribe: (listener) => deps.events.subscribe(listener),
  };
}
