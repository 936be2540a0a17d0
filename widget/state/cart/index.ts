export { createCartState } from './createCartState';
export type { CartState, ReplaceRequest } from './CartState';
