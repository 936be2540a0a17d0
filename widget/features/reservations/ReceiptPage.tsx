import { dollarsToCents, formatCurrency } from '../../../shared/money';
import { weightLabel, isWeightId } from '../../../shared/weights';
import { retrieveGuestReceipt, retrieveReservation } from '../../api/checkout';
import type { Reservation } from '../../api/checkout';
import { Link, useResource, useStyles, useTitle, useWidget } from '../../app';
import { receiptCss } from '../../ui/receiptCss';

const money = (dollars: number | null | undefined) => formatCurrency(dollarsToCents(dollars ?? null));
const MODE_WORD: Record<string, string> = { pickup: 'Pickup', delivery: 'Delivery', curbside: 'Curbside pickup' };

function when(reservation: Reservation): string | null {
  if (!reservation.delivery_started_at) return null;
  const start = new Date(reservation.delivery_started_at);
  const end = reservation.delivery_finished_at ? new Date(reservation.delivery_finished_at) : null;
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric' }).format(start);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
  const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(start).find((part) => part.type === 'timeZoneName')?.value;
  return `${day}, ${time.format(start)}${end ? ` – ${time.format(end)}` : ''}${zone ? ` ${zone}` : ''}`;
}

/**
 * The receipt (001 §2): the guest receipt by reservation uuid (with is_registered: a guest whose e-mail has an
 * account is invited to log in) or a signed-in shopper's reservation by id, with an optional warning.
 */
export function ReceiptPage({
  reservationUuid,
  reservationId,
  isRegistered = false,
  warning,
}: {
  reservationUuid?: string;
  reservationId?: number | null;
  isRegistered?: boolean;
  warning: string | null;
}) {
  useStyles('receipt', receiptCss);
  useTitle('Your reservation');
  const { http, deviceId } = useWidget();
  const key = reservationUuid ? `receipt:${reservationUuid}` : reservationId ? `reservation:${reservationId}` : null;
  const resource = useResource(key, (signal) =>
    reservationUuid ? retrieveGuestReceipt(http, reservationUuid, deviceId(), signal) : retrieveReservation(http, reservationId!, signal),
  );
  const reservation = resource.data;
  if (resource.error) {
    return (
      <div className="cn-receipt">
        <div className="cn-rpanel">
          <h1 className="cn-h2">We could not load this reservation</h1>
          <p className="cn-muted">{resource.error.message}</p>
        </div>
      </div>
    );
  }
  if (!reservation)
    return (
      <div className="cn-receipt" aria-busy="true">
        <div className="cn-rpanel">
          <p className="cn-muted">Loading your reservation…</p>
        </div>
      </div>
    );
  if (reservation.redacted) return <RedactedReceipt reservation={reservation} />;
  const totals = reservation.totals ?? {};
  const slot = when(reservation);
  return (
    <div className="cn-receipt">
      <div className="cn-receipt__hero">
        <div className="cn-receipt__check" aria-hidden="true">
          <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="m5 12 5 5L20 7" />
          </svg>
        </div>
        <h1 className="cn-h1">Your order is reserved</h1>
        <p className="cn-muted">
          Reservation #{reservation.id} at {reservation.store?.name ?? 'the store'}
        </p>
      </div>
      {(warning || reservation.warning_message) && (
        <div className="cn-ralert" role="status">
          <p>{warning || reservation.warning_message}</p>
        </div>
      )}
      <section className="cn-rpanel" aria-labelledby="cn-receipt-details">
        <h2 id="cn-receipt-details" className="cn-h3">
          Details
        </h2>
        <dl>
          <div>
            <dt>{MODE_WORD[reservation.reservation_mode] ?? reservation.reservation_mode}</dt>
            <dd>{slot ?? 'As soon as possible'}</dd>
          </div>
          {reservation.delivery_address && (
            <div>
              <dt>Address</dt>
              <dd>
                {reservation.delivery_address.street}, {reservation.delivery_address.city} {reservation.delivery_address.state_code} {reservation.delivery_address.zipcode}
              </dd>
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
        </dl>
      </section>
      <section className="cn-rpanel" aria-labelledby="cn-receipt-items">
        <h2 id="cn-receipt-items" className="cn-h3">
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
        <dl className="cn-rtotals">
          <div>
            <dt>Subtotal</dt>
            <dd>{money(totals.item_total)}</dd>
          </div>
          {Number(totals.all_discounts_total) > 0 && (
            <div>
              <dt>Discounts</dt>
              <dd>−{money(totals.all_discounts_total)}</dd>
            </div>
          )}
          {Number(totals.delivery_fee_amount) > 0 && (
            <div>
              <dt>Delivery fee</dt>
              <dd>{money(totals.delivery_fee_amount)}</dd>
            </div>
          )}
          {Number(totals.service_fee_amount) > 0 && (
            <div>
              <dt>Service fee</dt>
              <dd>{money(totals.service_fee_amount)}</dd>
            </div>
          )}
          {Number(totals.tip_amount) > 0 && (
            <div>
              <dt>Tip</dt>
              <dd>{money(totals.tip_amount)}</dd>
            </div>
          )}
          <div>
            <dt>Taxes</dt>
            <dd>{money((Number(totals.sales_tax_amount) || 0) + (Number(totals.store_tax_amount) || 0))}</dd>
          </div>
          <div className="cn-rtotals__total">
            <dt>Total</dt>
            <dd>{money(reservation.amount)}</dd>
          </div>
        </dl>
      </section>
      {reservation.is_guest && (
        <div className="cn-rpanel cn-rcta">
          <p>
            {isRegistered
              ? 'You already have an account with this e-mail. Log in to see this order in your reservations.'
              : 'Create an account to track your orders and earn rewards.'}
          </p>
          <Link className="cn-btn cn-btn--secondary" to={isRegistered ? '/login' : '/register'}>
            {isRegistered ? 'Log in' : 'Create account'}
          </Link>
        </div>
      )}
      <Link className="cn-btn cn-btn--primary" to="/" style={{ justifySelf: 'center' }}>
        Keep shopping
      </Link>
    </div>
  );
}

/** A guest receipt opened away from the device that placed it: its state only, and where the details are. */
function RedactedReceipt({ reservation }: { reservation: Reservation }) {
  return (
    <div className="cn-receipt">
      <div className="cn-rpanel">
        <h1 className="cn-h2">
          Reservation #{reservation.id} at {reservation.store?.name ?? 'the store'}
        </h1>
        <p className="cn-muted">
          Status: <span style={{ textTransform: 'capitalize' }}>{reservation.status.replace(/_/g, ' ')}</span>
        </p>
        <p>For your privacy, the order's details show only on the device it was placed from. Your confirmation e-mail has them too.</p>
      </div>
      <Link className="cn-btn cn-btn--primary" to="/" style={{ justifySelf: 'center' }}>
        Keep shopping
      </Link>
    </div>
  );
}
