export { CartPage } from './CartPage';
export { ReplaceCartPage } from './ReplaceCartPage';
export { CartOverlayHost } from './CartOverlayHost';
export { CountStepper } from './CountStepper';
export { checkoutPath } from './CheckoutButton';
