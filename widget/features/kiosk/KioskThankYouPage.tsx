import { useEffect } from 'react';
import { Link } from '../../app/router/Link';
import { useWidget } from '../../app/WidgetContext';
import { useStyles } from '../../app/useStyles';
import { useTitle } from '../../app/useTitle';
import { receiptCss } from '../reservations';

// A kiosk is shared: after a while the thank-you goes back to the start for the next shopper.
const KIOSK_RESET_MS = 60_000;

/**
 * Kiosk's thank-you (001 §2 /cart/{id}/thankyou). The shopper takes the reservation number to the counter.
 * The spec's QR code is not drawn yet: no QR encoder is among the chosen dependencies (DESIGN §4).
 */
export function KioskThankYouPage({ reservationId }: { reservationId: string }) {
  useStyles('receipt', receiptCss);
  useTitle('Thank you');
  const { router } = useWidget();
  const reset = () => router.navigate('/');
  useEffect(() => {
    const timer = setTimeout(() => {
      reset();
    }, KIOSK_RESET_MS);
    return () => clearTimeout(timer);
  }, [router]);
  return (
    <div className="cn-kiosk">
      <div className="cn-receipt__check" aria-hidden="true">
        <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" style={{ width: 30, height: 30, padding: 0, border: 0, background: 'none' }}>
          <path d="m5 12 5 5L20 7" />
        </svg>
      </div>
      <h1 className="cn-h1">Thank you!</h1>
      <p className="cn-muted">Show this number at the counter to collect your order.</p>
      <p style={{ fontSize: 48, fontWeight: 800, letterSpacing: '.04em' }} aria-label={`Reservation number ${reservationId}`}>
        #{reservationId}
      </p>
      <Link className="cn-btn cn-btn--primary" to="/">
        Start a new order
      </Link>
    </div>
  );
}
