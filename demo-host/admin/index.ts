// The operators' API (DESIGN §1.7, docs/api-admin.md): tokens, and the routes a portal or a POS integration calls.
export { createAdminApi, MENU_IMPORT_BODY_LIMIT } from './createAdminApi';
export type { AdminApi } from './createAdminApi';
export type { AdminDeps } from './deps';
export { ReservationEvents } from './reservationEvents';
export type { ReservationEvent, ReservationEventType, ReservationListener } from './reservationEvents';
export { createOperatorToken, listOperatorTokens, revokeOperatorToken, OPERATOR_TOKEN_PREFIX } from './auth/operatorTokens';
export type { ReservationDesk } from './reservations/reservationDesk';
export type { AdminReservation } from './reservations/adminReservation';
export type { StatusMoveInput } from './reservations/changeReservationStatus';
