import { withReturnTo } from '../../../shared/routes';
import { retrieveGuestReceipt } from '../../api/checkout';
import type { Reservation } from '../../api/checkout';
import { Link, useResource, useStyles, useTitle, useWidget } from '../../app';
import { receiptCss } from '../../ui/receiptCss';
import { LoadError } from '../../ui/StatePanel';
import { useRetry } from '../../ui/useRetry';
import { useSignalValue } from '../../state/useSignalValue';
import { ReceiptDetails } from './ReceiptDetails';
import { cancelReasonOf, statusOf } from './reservationWords';

/**
 * The guest receipt (001 §2 /reservation_receipt/{uuid}): a guest whose e-mail has no account is invited to
 * create one, which links this reservation to it; one whose e-mail has an account (is_registered) to log in.
 */
export function ReceiptPage({ reservationUuid, isRegistered = false, warning }: { reservationUuid: string; isRegistered?: boolean; warning: string | null }) {
  useStyles('receipt', receiptCss);
  useTitle('Your reservation');
  const { http, deviceId } = useWidget();
  const { key, retry } = useRetry(`receipt:${reservationUuid}`);
  const resource = useResource(key, (signal) => retrieveGuestReceipt(http, reservationUuid, deviceId(), signal));
  const reservation = resource.data;
  if (resource.error) {
    return (
      <div className="cn-receipt">
        <LoadError what="this reservation" error={resource.error} onRetry={retry} />
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
  const notice = warning || reservation.warning_message;
  const reason = cancelReasonOf(reservation);
  return (
    <div className="cn-receipt">
      <div className="cn-receipt__hero">
        <div className="cn-receipt__check" aria-hidden="true">
          <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="m5 12 5 5L20 7" />
          </svg>
        </div>
        <h1 className="cn-h1">{statusOf(reservation.status, reservation.reservation_mode).headline}</h1>
        <p className="cn-muted">
          Reservation #{reservation.id} at {reservation.store?.name ?? 'the store'}
        </p>
        {reason && <p>{`Reason: ${reason}`}</p>}
      </div>
      {notice && (
        <div className="cn-ralert" role="status">
          <p>{notice}</p>
        </div>
      )}
      <ReceiptDetails reservation={reservation} />
      {reservation.is_guest && <AccountInvite uuid={reservation.uuid} isRegistered={isRegistered} />}
      <Link className="cn-btn cn-btn--primary" to="/" style={{ justifySelf: 'center' }}>
        Keep shopping
      </Link>
    </div>
  );
}

/**
 * 001 §2: 'Create account' carries the reservation's uuid, so registering links this order to the new account;
 * 'Log in' comes back to this receipt (001 §4).
 */
function AccountInvite({ uuid, isRegistered }: { uuid: string; isRegistered: boolean }) {
  const { router } = useWidget();
  const here = useSignalValue(router.path);
  return (
    <div className="cn-rpanel cn-rcta">
      <p>{isRegistered ? 'You already have an account with this e-mail. Log in to see your reservations.' : 'Create an account to track this order and your next ones.'}</p>
      <Link className="cn-btn cn-btn--secondary" to={isRegistered ? withReturnTo('/login', here) : `/register?reservation_uuid=${encodeURIComponent(uuid)}`}>
        {isRegistered ? 'Log in' : 'Create account'}
      </Link>
    </div>
  );
}

/** A guest receipt opened away from the device that placed it: its state only, and where the details are. */
function RedactedReceipt({ reservation }: { reservation: Reservation }) {
  const reason = cancelReasonOf(reservation);
  return (
    <div className="cn-receipt">
      <div className="cn-rpanel">
        <h1 className="cn-h2">
          Reservation #{reservation.id} at {reservation.store?.name ?? 'the store'}
        </h1>
        <p className="cn-muted">Status: {statusOf(reservation.status, reservation.reservation_mode).label}</p>
        {reason && <p>{`Reason: ${reason}`}</p>}
        <p>For your privacy, the order's details show only on the device it was placed from. Your confirmation e-mail has them too.</p>
      </div>
      <Link className="cn-btn cn-btn--primary" to="/" style={{ justifySelf: 'center' }}>
        Keep shopping
      </Link>
    </div>
  );
}
