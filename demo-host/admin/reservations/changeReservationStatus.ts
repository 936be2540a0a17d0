import { checkStatusMove } from '../../../shared/reservations';
import type { ReservationData, ReservationRow, StatusChange } from '../../commerce/checkout/placeReservation';
import { receiptLink, reservationStatusMail, shopperEmailOf } from '../../commerce/mail';
import { fromJson } from '../../db';
import { ApiError } from '../../http';
import type { AdminDeps } from '../deps';
import { adminReservationView, type AdminReservation } from './adminReservation';

export interface StatusMoveInput {
  status: string;
  /** Required when cancelling (shown to the shopper and mailed); ignored otherwise. */
  reason?: string | null;
}

export type ReservationStatusDeps = Pick<AdminDeps, 'db' | 'now' | 'events' | 'mailer' | 'publicOrigin' | 'log'>;

const notFound = (id: number) => new ApiError('not_found', `No reservation with id ${id} in this store`);

/**
 * Moves one reservation of a store to another status (docs/api-admin.md § Reservations), for PATCH
 * /stores/{id}/reservations/{id} and the demo Orders page alike. The write is guarded by the status it was read
 * with, so of two concurrent moves only one changes the row; the other is a 409. Once written, the move is
 * published (webhooks, the Orders page) and mailed to the shopper; a failed mail fails nothing.
 */
export async function changeReservationStatus(deps: ReservationStatusDeps, storeId: number, reservationId: number, input: StatusMoveInput): Promise<AdminReservation> {
  const row = await deps.db.selectFrom('reservations').selectAll().where('id', '=', reservationId).where('store_id', '=', storeId).executeTakeFirst();
  if (!row) throw notFound(reservationId);
  const move = checkStatusMove(row.status, input.status, input.reason);
  if (!move.ok) {
    if (move.problem === 'reason_required') throw new ApiError('unprocessable', move.message, { reason: ['is required to cancel a reservation'] });
    throw new ApiError('conflict', move.message, undefined, { from: row.status, to: input.status });
  }
  const at = deps.now().toISOString();
  const data = fromJson<ReservationData>(row.data, {} as ReservationData);
  const change: StatusChange = { from: row.status, to: input.status, at, reason: move.reason };
  const written = { status: input.status, updated_at: at, data: JSON.stringify({ ...data, status_changes: [...(data.status_changes ?? []), change] }) };
  const result = await deps.db.updateTable('reservations').set(written).where('id', '=', row.id).where('status', '=', row.status).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw await lostRace(deps, row, input.status);
  const moved: ReservationRow = { ...row, ...written };
  deps.events.publish({ type: 'reservation.updated', storeId, reservationId: row.id });
  await mailStatusChange(deps, moved, move.reason);
  return adminReservationView(moved);
}

/** Another move changed the row between our read and our write: the 409 names where it is now. */
async function lostRace(deps: ReservationStatusDeps, row: ReservationRow, to: string): Promise<ApiError> {
  const now = await deps.db.selectFrom('reservations').select('status').where('id', '=', row.id).executeTakeFirst();
  if (!now) return notFound(row.id);
  return new ApiError('conflict', `The reservation moved from ${row.status} to ${now.status} meanwhile; it cannot move from ${now.status} to ${to}`, undefined, {
    from: now.status,
    to,
  });
}

/** The shopper hears of each move; the move is committed, so a failure here is the mail's alone. */
async function mailStatusChange(deps: ReservationStatusDeps, row: ReservationRow, reason: string | null): Promise<void> {
  try {
    const to = await shopperEmailOf(deps.db, row);
    // The widget's own pages on the host (no partner's mode base is known here): the account's reservation, or the guest's receipt.
    if (to) await deps.mailer.send(reservationStatusMail(row, to, receiptLink(deps.publicOrigin, '', row), reason));
  } catch (error) {
    deps.log('[mail] reservation_status mail was not sent', error);
  }
}
