import type { Reservation } from '../../api/checkout';
import { cancelReasonOf, statusOf } from './reservationWords';

export type StatusOfReservation = Pick<Reservation, 'status' | 'reservation_mode' | 'cancel_reason'>;

/**
 * A reservation's state as a badge: the word is the content (colour only repeats it); ready says what for, and a
 * cancelled one says why, in the store's words (text, never markup).
 */
export function ReservationStatusBadge({ reservation }: { reservation: StatusOfReservation }) {
  const { label, tone } = statusOf(reservation.status, reservation.reservation_mode);
  const reason = cancelReasonOf(reservation);
  return (
    <span className="cn-resv-status">
      <span className={`cn-resv-badge cn-resv-badge--${tone}`}>{label}</span>
      {reason && <span className="cn-resv-status__reason">{`Reason: ${reason}`}</span>}
    </span>
  );
}
