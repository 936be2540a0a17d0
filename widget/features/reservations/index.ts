export { ReceiptPage } from './ReceiptPage';
export { receiptCss } from './receiptCss';
