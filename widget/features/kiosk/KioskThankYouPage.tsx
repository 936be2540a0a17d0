import { useEffect } from 'react';
import { Link, useStyles, useTitle, useWidget } from '../../app';
import { receiptCss } from '../../ui/receiptCss';
import { QrCode } from './QrCode';

// A kiosk is shared: after a while the thank-you goes back to the start for the next shopper.
const KIOSK_RESET_MS = 60_000;

/** What the counter's scanner reads off the kiosk's QR code: the reservation, by number. */
export const kioskQrText = (reservationId: string) => `CANOPY-RESERVATION:${reservationId}`;

/**
 * Kiosk's QR thank-you (001 §2 /cart/{id}/thankyou): the shopper shows the QR code (or the number) at the
 * counter, where staff scan it to pull up the reservation.
 */
export function KioskThankYouPage({ reservationId }: { reservationId: string }) {
  useStyles('receipt', receiptCss);
  useTitle('Thank you');
  const { router } = useWidget();
  useEffect(() => {
    const timer = setTimeout(() => router.navigate('/'), KIOSK_RESET_MS);
    return () => clearTimeout(timer);
  }, [router]);
  return (
    <div className="cn-kiosk">
      <div className="cn-receipt__check" aria-hidden="true">
        <svg
          width="30"
          height="30"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          style={{ width: 30, height: 30, padding: 0, border: 0, background: 'none' }}
        >
          <path d="m5 12 5 5L20 7" />
        </svg>
      </div>
      <h1 className="cn-h1">Thank you!</h1>
      <p className="cn-muted">Show this code at the counter to collect your order.</p>
      <QrCode text={kioskQrText(reservationId)} label={`QR code for reservation ${reservationId}`} />
      <p style={{ fontSize: 48, fontWeight: 800, letterSpacing: '.04em' }} aria-label={`Reservation number ${reservationId}`}>
        #{reservationId}
      </p>
      <Link className="cn-btn cn-btn--primary" to="/">
        Start a new order
      </Link>
    </div>
  );
}
