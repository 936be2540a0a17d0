import type { ReactNode } from 'react';
import { ApiError } from '../../api/ApiError';
import type { Reservation } from '../../api/checkout';
import { Link } from '../../app';
import { LoadError, StatePanel } from '../../ui/StatePanel';
import type { ReservationResource } from './useReservation';

/**
 * A page about one reservation, in its states: a bad or unknown id (the host answers 404 for someone else's
 * reservation too), loading, a failure with a retry, then the page itself.
 */
export function ReservationState({ id, resource, children }: { id: number | null; resource: ReservationResource; children: (reservation: Reservation) => ReactNode }) {
  if (id === null || (resource.error instanceof ApiError && resource.error.status === 404)) {
    return (
      <StatePanel
        title="We couldn't find this reservation"
        action={
          <Link className="cn-btn cn-btn--primary" to="/profile/reservations">
            See your reservations
          </Link>
        }
      >
        It may belong to another account, or the link is incomplete.
      </StatePanel>
    );
  }
  if (resource.error) return <LoadError what="this reservation" error={resource.error} onRetry={resource.retry} />;
  if (!resource.data) return <ReservationSkeleton />;
  return <>{children(resource.data)}</>;
}

/** The loading state: the shape of the page to come, and a sentence for screen readers. */
export function ReservationSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="cn-resv-skeleton" aria-busy="true">
      <p className="cn-sr" role="status">
        Loading…
      </p>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="cn-resv-skeleton__row" aria-hidden="true" />
      ))}
    </div>
  );
}
