import { checkStatusMove } from '../../../shared/reservations';
import type { ReservationData, ReservationRow, StatusChange } from '../../commerce/checkout/placeReservation';
import { settlePointsAfterMove } from '../../commerce/loyalty/reservationPoints';
import { timeZoneOfReservation } from '../../commerce/checkout/reservationTimeZone';
import { receiptLink, reservationStatusMail, shopperEmailOf } from '../../commerce/mail';
import { fromJson } from '../../db';
import { ApiError } from '../../http';
import type { AdminDeps } from '../deps';
import { adminReservationViews, type AdminReservation } from './adminReservation';

export interface StatusMoveInput {
  status: string;
  /** Required when cancelling (shown to the shopper and mailed); ignored otherwise. */
  reason?: string | null;
}

export type ReservationStatusDeps = Pick<AdminDeps, 'db' | 'now' | 'events' | 'mailer' | 'publicOrigin' | 'log'>;

/** Tries of a move whose row another writer changed meanwhile without moving it (a shopper's review). */
const ATTEMPTS = 3;

/**
 * Moves one reservation of a store to another status (docs/api-admin.md § Reservations), for PATCH
 * /stores/{id}/reservations/{id} and the demo Orders page alike. The write is guarded by the row as it was read
 * (its status and its data), so of two concurrent moves only one changes the row, and the other, read again, is
 * the 409 of a move from where it now is; a review written meanwhile is read again and kept. Once written, the
 * move is published (webhooks, the Orders page), settles the shopper's loyalty points (completed earns, cancelled
 * returns what checkout spent) and is mailed to the shopper; a failed mail or ledger write fails nothing.
 */
export async function changeReservationStatus(deps: ReservationStatusDeps, storeId: number, reservationId: number, input: StatusMoveInput): Promise<AdminReservation> {
  for (let attempt = 1; ; attempt += 1) {
    const row = await deps.db.selectFrom('reservations').selectAll().where('id', '=', reservationId).where('store_id', '=', storeId).executeTakeFirst();
    if (!row) throw new ApiError('not_found', `No reservation with id ${reservationId} in this store`);
    const { written, reason } = plannedMove(row, input, deps.now());
    const result = await deps.db.updateTable('reservations').set(written).where('id', '=', row.id).where('status', '=', row.status).where('data', '=', row.data).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      const moved: ReservationRow = { ...row, ...written };
      deps.events.publish({ type: 'reservation.updated', storeId, reservationId: row.id });
      await settlePointsAfterMove(deps, moved);
      await mailStatusChange(deps, moved, reason);
      return (await adminReservationViews(deps.db, [moved]))[0];
    }
    if (attempt === ATTEMPTS)
      throw new ApiError('conflict', 'The reservation kept changing while it was being moved; try again', undefined, { from: row.status, to: input.status });
  }
}

/** The columns a legal move writes, with the move recorded in status_changes; a 409 or 422 for a move the table refuses. */
function plannedMove(row: ReservationRow, input: StatusMoveInput, now: Date) {
  const move = checkStatusMove(row.status, input.status, input.reason);
  if (!move.ok) {
    if (move.problem === 'reason_required') throw new ApiError('unprocessable', move.message, { reason: ['is required to cancel a reservation'] });
    throw new ApiError('conflict', move.message, undefined, { from: row.status, to: input.status });
  }
  const at = now.toISOString();
  const data = fromJson<ReservationData>(row.data, {} as ReservationData);
  const change: StatusChange = { from: row.status, to: input.status, at, reason: move.reason };
  return { written: { status: input.status, updated_at: at, data: JSON.stringify({ ...data, status_changes: [...(data.status_changes ?? []), change] }) }, reason: move.reason };
}

/** The shopper hears of each move; the move is committed, so a failure here is the mail's alone. */
async function mailStatusChange(deps: ReservationStatusDeps, row: ReservationRow, reason: string | null): Promise<void> {
  try {
    const to = await shopperEmailOf(deps.db, row);
    // The widget's own pages on the host (no partner's mode base is known here): the account's reservation, or the guest's receipt.
    if (to) await deps.mailer.send(reservationStatusMail(row, to, receiptLink(deps.publicOrigin, '', row), reason, await timeZoneOfReservation(deps.db, row)));
  } catch (error) {
    deps.log('[mail] reservation_status mail was not sent', error);
  }
}
