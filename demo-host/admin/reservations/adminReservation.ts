import type { Kysely } from 'kysely';
import { nextStatuses, type ReservationStatus } from '../../../shared/reservations';
import type { ReservationData, ReservationRow, StatusChange } from '../../commerce/checkout/placeReservation';
import { reservationView } from '../../commerce/routes/checkoutRoutes';
import { fromJson, type Database } from '../../db';

/**
 * A reservation as the admin API, its webhooks and the demo Orders page show it (docs/api-admin.md § Reservations):
 * the shopper's view of it (GET /reservations/{id}, with its cancel_reason) plus what the store needs to act on it.
 */
export interface AdminReservation extends ReturnType<typeof reservationView> {
  store_id: number;
  user_id: number | null;
  updated_at: string;
  status_changes: StatusChange[];
  /** The statuses the store may move it to now (shared/reservations): none once it is completed or cancelled. */
  next_statuses: readonly ReservationStatus[];
}

export function adminReservationView(row: ReservationRow): AdminReservation {
  const data = fromJson<ReservationData>(row.data, {} as ReservationData);
  return {
    ...reservationView(row),
    store_id: Number(row.store_id),
    user_id: row.user_id === null ? null : Number(row.user_id),
    updated_at: row.updated_at,
    status_changes: data.status_changes ?? [],
    next_statuses: nextStatuses(row.status),
  };
}

/** One reservation of one store, or null (another store's reservation is not found, never shown). */
export async function loadAdminReservation(db: Kysely<Database>, storeId: number, reservationId: number): Promise<AdminReservation | null> {
  const row = await db.selectFrom('reservations').selectAll().where('id', '=', reservationId).where('store_id', '=', storeId).executeTakeFirst();
  return row ? adminReservationView(row) : null;
}
