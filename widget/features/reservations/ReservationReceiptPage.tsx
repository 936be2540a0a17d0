import { Link } from '../../app';
import { ReceiptDetails } from './ReceiptDetails';
import { ReservationFrame } from './ReservationFrame';
import { ReservationStatusBadge } from './ReservationStatusBadge';
import { placedOn } from './reservationWords';

/** 001 §2 /profile/reservations/{id}/receipt: the receipt of one of the shopper's reservations. */
export function ReservationReceiptPage({ id }: { id: number | null }) {
  return (
    <ReservationFrame id={id} title="Receipt">
      {(reservation) => (
        <div className="cn-resv-detail">
          <div className="cn-resv-summary">
            <ReservationStatusBadge reservation={reservation} />
            <p>
              Reservation #{reservation.id} at {reservation.store?.name ?? 'the store'}, placed {placedOn(reservation)}
            </p>
          </div>
          {reservation.warning_message && (
            <div className="cn-ralert" role="status">
              <p>{reservation.warning_message}</p>
            </div>
          )}
          <ReceiptDetails reservation={reservation} />
          <nav className="cn-resv-actions" aria-label="This reservation">
            <Link className="cn-btn cn-btn--secondary cn-btn--small" to={`/profile/reservations/${reservation.id}`}>
              Back to the reservation
            </Link>
            <Link className="cn-btn cn-btn--secondary cn-btn--small" to={`/invoice/${reservation.id}`}>
              Printable invoice
            </Link>
          </nav>
        </div>
      )}
    </ReservationFrame>
  );
}
