import { isWeightId, weightLabel } from '../../../shared/weights';
import type { Reservation } from '../../api/checkout';
import { ReservationTotals } from './ReservationTotals';
import { addressLine, curbsideText, modeWord, money, windowText } from './reservationWords';

/**
 * A reservation's details and its items with totals: the body of the receipt, and of the reservation's
 * page in the profile. `idPrefix` keeps the section headings' ids unique when both are on one page.
 */
export function ReceiptDetails({ reservation, idPrefix = 'cn-receipt' }: { reservation: Reservation; idPrefix?: string }) {
  const slot = windowText(reservation);
  const address = addressLine(reservation.delivery_address);
  const curbside = curbsideText(reservation.curbside);
  return (
    <>
      <section className="cn-rpanel" aria-labelledby={`${idPrefix}-details`}>
        <h2 id={`${idPrefix}-details`} className="cn-h3">
          Details
        </h2>
        <dl>
          <div>
            <dt>{modeWord(reservation.reservation_mode)}</dt>
            <dd>{slot ?? 'As soon as possible'}</dd>
          </div>
          {address && (
            <div>
              <dt>Address</dt>
              <dd>{address}</dd>
            </div>
          )}
          {curbside && (
            <div>
              <dt>Curbside</dt>
              <dd>{curbside}</dd>
            </div>
          )}
          {reservation.payment_method && (
            <div>
              <dt>Payment</dt>
              <dd style={{ textTransform: 'capitalize' }}>{reservation.payment_method.replace(/_/g, ' ')}</dd>
            </div>
          )}
          {reservation.contact?.email && (
            <div>
              <dt>Confirmation to</dt>
              <dd>{reservation.contact.email}</dd>
            </div>
          )}
          {reservation.message && (
            <div>
              <dt>Notes</dt>
              <dd>{reservation.message}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className="cn-rpanel" aria-labelledby={`${idPrefix}-items`}>
        <h2 id={`${idPrefix}-items`} className="cn-h3">
          Items
        </h2>
        <ul className="cn-rlines">
          {reservation.products.map((p) => (
            <li key={`${p.id}:${p.price_id}`}>
              <span>
                {p.count} × {p.name}
                {isWeightId(p.price_id) && p.price_id !== 'each' && <span className="cn-muted"> · {weightLabel(p.price_id)}</span>}
              </span>
              <span>{money(p.total)}</span>
            </li>
          ))}
        </ul>
        <ReservationTotals reservation={reservation} />
      </section>
    </>
  );
}
