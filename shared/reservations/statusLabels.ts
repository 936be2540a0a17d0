import type { ReservationStatus } from './statusMachine';

// The words a shopper and a store read for each status: the widget's badges, the status mail, the Orders page.

const LABELS: Readonly<Record<ReservationStatus, string>> = {
  placed: 'Placed',
  accepted: 'Accepted',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const humanize = (word: string) => {
  const spaced = word.replace(/_/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** 'Ready for pickup' or 'Ready for delivery' by the reservation's mode (curbside is a pickup); an unknown status in its own words. */
export function statusLabel(status: string, mode: string): string {
  if (status === 'ready') return mode === 'delivery' ? 'Ready for delivery' : 'Ready for pickup';
  return (LABELS as Readonly<Record<string, string>>)[status] ?? humanize(status);
}
