export { createCartState } from './createCartState';
export type { AddInput, AddStatus, BundlePrompt, CartDeps, CartLine, CartState, CartUi, ReplaceRequest } from './createCartState';
export { createCartStore } from './cartStore';
export type { CartStore } from './cartStore';
export { EXPERIMENTS_KEY, checkoutExperiment } from './checkoutExperiments';
