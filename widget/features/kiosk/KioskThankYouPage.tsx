import { Link, useStyles, useTitle } from '../../app';
import { receiptCss } from '../../ui/receiptCss';
import { KioskAutoReturn } from './KioskAutoReturn';
import { KioskCheckMark } from './KioskCheckMark';
import { QrCode } from './QrCode';
import { KIOSK_START } from './useKioskReturn';

/** What the counter's scanner reads off the kiosk's QR code: the reservation, by number. */
export const kioskQrText = (reservationId: string) => `CANOPY-RESERVATION:${reservationId}`;

/**
 * Kiosk's QR thank-you (001 §2 /cart/{id}/thankyou): the shopper shows the QR code (or the number) at the
 * counter, where staff scan it to pull up the reservation.
 */
export function KioskThankYouPage({ reservationId }: { reservationId: string }) {
  useStyles('receipt', receiptCss);
  useTitle('Thank you');
  return (
    <div className="cn-kiosk">
      <KioskCheckMark />
      <h1 className="cn-h1">Thank you!</h1>
      <p className="cn-muted">Show this code at the counter to collect your order.</p>
      <QrCode text={kioskQrText(reservationId)} label={`QR code for reservation ${reservationId}`} />
      <p style={{ fontSize: 48, fontWeight: 800, letterSpacing: '.04em' }} aria-label={`Reservation number ${reservationId}`}>
        #{reservationId}
      </p>
      <Link className="cn-btn cn-btn--primary cn-kiosk__start" to={KIOSK_START}>
        Start a new order
      </Link>
      <KioskAutoReturn />
    </div>
  );
}
