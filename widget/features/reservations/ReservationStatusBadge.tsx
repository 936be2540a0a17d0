import { statusOf } from './reservationWords';

/** A reservation's state as a badge: the word is the content (colour only repeats it). */
export function ReservationStatusBadge({ status }: { status: string }) {
  const { label, tone } = statusOf(status);
  return <span className={`cn-resv-badge cn-resv-badge--${tone}`}>{label}</span>;
}
