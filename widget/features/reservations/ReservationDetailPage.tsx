import type { Reservation } from '../../api/checkout';
import { Link } from '../../app';
import { RatingStars } from '../../ui/RatingStars';
import { ReceiptDetails } from './ReceiptDetails';
import { ReservationFrame } from './ReservationFrame';
import { ReservationStatusBadge } from './ReservationStatusBadge';
import { placedOn, statusOf } from './reservationWords';

/**
 * 001 §2 /profile/reservations/{id}: where checkout lands a signed-in shopper (with its optional warning_message),
 * and the reservation's page later: its state, window, items and totals, and the ways on to its receipt, store,
 * invoice and rating.
 */
export function ReservationDetailPage({ id, warning }: { id: number | null; warning: string | null }) {
  return (
    <ReservationFrame id={id} title={(reservation) => statusOf(reservation.status, reservation.reservation_mode).headline}>
      {(reservation) => <ReservationDetail reservation={reservation} warning={warning} />}
    </ReservationFrame>
  );
}

function ReservationDetail({ reservation, warning }: { reservation: Reservation; warning: string | null }) {
  const notice = warning || reservation.warning_message;
  const base = `/profile/reservations/${reservation.id}`;
  return (
    <div className="cn-resv-detail">
      {notice && (
        <div className="cn-ralert" role="status">
          <p>{notice}</p>
        </div>
      )}
      <div className="cn-resv-summary">
        <ReservationStatusBadge reservation={reservation} />
        <p>
          Reservation #{reservation.id} at <Link to={`${base}/store`}>{reservation.store?.name ?? 'the store'}</Link>, placed {placedOn(reservation)}
        </p>
      </div>
      <nav className="cn-resv-actions" aria-label="This reservation">
        <Link className="cn-btn cn-btn--secondary cn-btn--small" to={`${base}/receipt`}>
          Receipt
        </Link>
        <Link className="cn-btn cn-btn--secondary cn-btn--small" to={`/invoice/${reservation.id}`}>
          Invoice
        </Link>
        <Link className="cn-btn cn-btn--secondary cn-btn--small" to={`${base}/store`}>
          Store details
        </Link>
        {!reservation.review && (
          <Link className="cn-btn cn-btn--primary cn-btn--small" to={`/reservationReview?reservation_id=${reservation.id}`}>
            Rate this reservation
          </Link>
        )}
      </nav>
      {reservation.review && (
        <section className="cn-rpanel" aria-labelledby="cn-resv-review">
          <h2 id="cn-resv-review" className="cn-h3">
            Your rating
          </h2>
          <RatingStars rating={reservation.review.rating} showValue={false} />
          {reservation.review.comment && <p>{reservation.review.comment}</p>}
          <Link to={`/reservationReview?reservation_id=${reservation.id}`}>Change your rating</Link>
        </section>
      )}
      <ReceiptDetails reservation={reservation} idPrefix="cn-resv" />
      <Link to="/profile/reservations">← All reservations</Link>
    </div>
  );
}
