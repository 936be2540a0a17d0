export { cartRoutes } from './cartRoutes';
export { cartProductRoutes } from './cartProductRoutes';
export { checkoutRoutes, reservationView } from './checkoutRoutes';
export { crmRoutes } from './crmRoutes';
export { receiptRoutes, redactedReceipt } from './receiptRoutes';
export { documentRoutes, completion, MAX_PHOTO_BYTES, PHOTO_FIELDS } from './documentRoutes';
export { sessionRoutes, openSession, SESSION_DAYS, SIGN_IN_FAILED } from './sessionRoutes';
export { userRoutes, RESET_INVALID, RESET_SENT } from './userRoutes';
