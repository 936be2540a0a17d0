export { CartPage } from './CartPage';
export { ReplaceCartPage } from './ReplaceCartPage';
