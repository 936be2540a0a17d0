export { checkStatusMove, isFinalStatus, isReservationStatus, nextStatuses, RESERVATION_STATUSES } from './statusMachine';
export type { ReservationStatus, StatusMove } from './statusMachine';
export { statusLabel } from './statusLabels';
