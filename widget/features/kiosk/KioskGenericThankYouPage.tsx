import { Link, useStyles, useTitle } from '../../app';
import { receiptCss } from '../../ui/receiptCss';
import { KioskAutoReturn } from './KioskAutoReturn';
import { KioskCheckMark } from './KioskCheckMark';
import { kioskCss } from './kioskCss';
import { KIOSK_START } from './useKioskReturn';

/**
 * The kiosk's thank-you without a reservation (000 §2 kiosk /thankyou): after an order whose QR code was already
 * shown, or when staff send the tablet here. It hands the kiosk to the next shopper.
 */
export function KioskGenericThankYouPage() {
  useStyles('receipt', receiptCss);
  useStyles('kiosk', kioskCss);
  useTitle('Thank you');
  return (
    <div className="cn-kiosk cn-kiosk--thanks">
      <KioskCheckMark />
      <h1 className="cn-h1">Thank you</h1>
      <p className="cn-muted">Thanks for shopping with us. The next shopper can start a new order here.</p>
      <Link className="cn-btn cn-btn--primary cn-kiosk__start" to={KIOSK_START}>
        Start a new order
      </Link>
      <KioskAutoReturn />
    </div>
  );
}
