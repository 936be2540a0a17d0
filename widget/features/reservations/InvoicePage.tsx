import { isWeightId, weightLabel } from '../../../shared/weights';
import type { Store } from '../../../shared/types';
import type { Reservation } from '../../api/checkout';
import { whoAmI } from '../../api/sessions';
import type { InvoiceBuyer } from '../../api/reservations';
import { fetchStore } from '../../api/stores';
import { Link, useResource, useStyles, useTitle, useWidget } from '../../app';
import { useRequireSignIn } from '../../ui/AccountFrame';
import { receiptCss } from '../../ui/receiptCss';
import { LoadError } from '../../ui/StatePanel';
import { useRetry } from '../../ui/useRetry';
import { invoiceCss } from './invoiceCss';
import { ReservationSkeleton, ReservationState } from './ReservationState';
import { ReservationStatusBadge } from './ReservationStatusBadge';
import { ReservationTotals } from './ReservationTotals';
import { curbsideText, modeWord, money, placedOn } from './reservationWords';
import { reservationsCss } from './reservationsCss';
import { useReservation } from './useReservation';

/** 001 §2 /invoice/{id}: a printable invoice of one of the signed-in shopper's reservations. */
export function InvoicePage({ id }: { id: number | null }) {
  useStyles('receipt', receiptCss);
  useStyles('reservations', reservationsCss);
  useStyles('invoice', invoiceCss);
  useTitle(id === null ? 'Invoice' : `Invoice #${id}`);
  const signedIn = useRequireSignIn();
  const resource = useReservation(id);
  if (!signedIn) return null;
  return (
    <div className="cn-invoice-page">
      <ReservationState id={id} resource={resource}>
        {(reservation) => <InvoiceOf reservation={reservation} />}
      </ReservationState>
    </div>
  );
}

/** The seller is the reservation's store; the buyer is the signed-in customer (or the guest's contact). */
function InvoiceOf({ reservation }: { reservation: Reservation }) {
  const { http } = useWidget();
  const storeId = reservation.store?.id ?? null;
  const store = useRetry(storeId === null ? null : `store:${storeId}`);
  const seller = useResource(store.key, (signal) => fetchStore(http, storeId!, signal));
  const customer = useRetry(reservation.contact ? null : `whoami@${reservation.id}`);
  const buyer = useResource(customer.key, (signal) => whoAmI(http, signal));
  const failed = seller.error ?? buyer.error;
  if (failed) {
    const retry = () => (seller.error ? store.retry() : customer.retry());
    return <LoadError what="the invoice" error={failed} onRetry={retry} />;
  }
  if (seller.loading || buyer.loading) return <ReservationSkeleton />;
  return <Invoice reservation={reservation} store={seller.data ?? null} buyer={reservation.contact ?? buyer.data ?? null} />;
}

/** 'debit_card' → 'Debit card'. */
const paymentWord = (method: string) => {
  const words = method.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function Invoice({ reservation, store, buyer }: { reservation: Reservation; store: Store | null; buyer: InvoiceBuyer | null }) {
  const buyerName = [buyer?.first_name, buyer?.last_name].filter(Boolean).join(' ');
  return (
    <article className="cn-invoice" aria-labelledby="cn-invoice-title">
      <header className="cn-invoice__head">
        <div>
          <h1 id="cn-invoice-title" className="cn-h1">
            Invoice #{reservation.id}
          </h1>
          <p className="cn-muted">
            Issued {placedOn(reservation)} · {modeWord(reservation.reservation_mode)}
          </p>
        </div>
        <ReservationStatusBadge reservation={reservation} />
      </header>
      <div className="cn-invoice__parties">
        <section aria-labelledby="cn-invoice-seller">
          <h2 id="cn-invoice-seller" className="cn-invoice__label">
            Seller
          </h2>
          <address>
            <strong>{store?.name ?? reservation.store?.name}</strong>
            {store && <span>{store.address}</span>}
            {store && <span>{`${store.city}, ${store.state} ${store.zip}`}</span>}
            {store?.phone && <span>{store.phone}</span>}
          </address>
        </section>
        <section aria-labelledby="cn-invoice-buyer">
          <h2 id="cn-invoice-buyer" className="cn-invoice__label">
            Buyer
          </h2>
          <address>
            {buyerName && <strong>{buyerName}</strong>}
            {buyer?.email && <span>{buyer.email}</span>}
            {buyer?.phone && <span>{buyer.phone}</span>}
          </address>
        </section>
      </div>
      <table className="cn-invoice__lines">
        <caption className="cn-sr">Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Unit price</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {reservation.products.map((line) => (
            <tr key={`${line.id}:${line.price_id}`}>
              <th scope="row">
                {line.name}
                <span className="cn-muted">
                  {[line.brand, isWeightId(line.price_id) && line.price_id !== 'each' ? weightLabel(line.price_id) : null].filter(Boolean).join(' · ')}
                </span>
              </th>
              <td>{line.count}</td>
              <td>{money(line.unit_price)}</td>
              <td>{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ReservationTotals reservation={reservation} itemizeTaxes />
      {reservation.curbside && <p className="cn-muted">Curbside: {curbsideText(reservation.curbside)}</p>}
      {reservation.payment_method && <p className="cn-muted">Payment: {paymentWord(reservation.payment_method)}</p>}
      <div className="cn-invoice__actions">
        <button type="button" className="cn-btn cn-btn--primary" onClick={() => window.print()}>
          Print
        </button>
        <Link className="cn-btn cn-btn--secondary" to={`/profile/reservations/${reservation.id}`}>
          Back to the reservation
        </Link>
      </div>
    </article>
  );
}
