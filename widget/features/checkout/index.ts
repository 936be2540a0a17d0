export { CheckoutPage } from './CheckoutPage';
export { CheckoutForm } from './CheckoutForm';
export { receiptPath, submitCheckout } from './submitCheckout';
export type { SubmitOutcome } from './submitCheckout';
export { offeredModes } from './ModeSection';
export { paymentOptions } from './PaymentSection';
export { tipEnabled } from './TipSection';
