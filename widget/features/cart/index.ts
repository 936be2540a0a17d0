export { CartPage, EmptyBag } from './CartPage';
export { ReplaceCartPage } from './ReplaceCartPage';
export { CartOverlayHost } from './CartOverlayHost';
export { CountStepper } from './CountStepper';
export { checkoutPath } from './CheckoutButton';
export { CartTotals } from './CartTotals';
export { useCartView } from './useCartView';
export { cartCss } from './cartCss';
