// The cart state of issue 7 lives in ./cart/; this module keeps the path the shell and the catalogue import.
export { createCartState } from './cart/index';
export type { AddInput, AddStatus, BundlePrompt, CartDeps, CartLine, CartState, ReplaceRequest } from './cart/index';
