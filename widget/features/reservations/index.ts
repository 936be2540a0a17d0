export { CartAlertsPage } from './CartAlertsPage';
export { InvoicePage } from './InvoicePage';
export { ReceiptPage } from './ReceiptPage';
export { ReservationDetailPage } from './ReservationDetailPage';
export { ReservationReceiptPage } from './ReservationReceiptPage';
export { ReservationReviewPage } from './ReservationReviewPage';
export { ReservationStorePage } from './ReservationStorePage';
export { ReservationsPage } from './ReservationsPage';
