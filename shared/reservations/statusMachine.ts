// DESIGN §1.7: the store moves a reservation through accepted → ready → completed, or cancels it (saying why)
// before it is completed. Checkout places it ('placed'); completed and cancelled are final. The admin API, the
// demo Orders page and the widget's labels all read this one table.

export const RESERVATION_STATUSES = ['placed', 'accepted', 'ready', 'completed', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

const NEXT: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  placed: ['accepted', 'cancelled'],
  accepted: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const isReservationStatus = (status: string): status is ReservationStatus => (RESERVATION_STATUSES as readonly string[]).includes(status);

/** The statuses a reservation in `status` may move to; none from a final or unknown status. */
export function nextStatuses(status: string): readonly ReservationStatus[] {
  return isReservationStatus(status) ? NEXT[status] : [];
}

export const isFinalStatus = (status: string): boolean => isReservationStatus(status) && NEXT[status].length === 0;

export type StatusMove = { ok: true; reason: string | null } | { ok: false; problem: 'illegal_move' | 'reason_required'; message: string };

/** Whether `from` may move to `to`; a cancellation needs a reason (trimmed), which no other move keeps. */
export function checkStatusMove(from: string, to: string, reason: string | null | undefined): StatusMove {
  if (!nextStatuses(from).includes(to as ReservationStatus)) {
    const allowed = nextStatuses(from);
    const then = allowed.length > 0 ? `it can move to ${allowed.join(' or ')}` : `${from} is final`;
    return { ok: false, problem: 'illegal_move', message: `A reservation cannot move from ${from} to ${to}: ${then}` };
  }
  if (to !== 'cancelled') return { ok: true, reason: null };
  const said = reason?.trim() ?? '';
  if (said === '') return { ok: false, problem: 'reason_required', message: 'Cancelling a reservation needs a reason for the shopper' };
  return { ok: true, reason: said };
}
