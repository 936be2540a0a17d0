export { createBudtender } from './createBudtender';
export type { BudtenderDeps } from './createBudtender';
export type { Budtender } from './types';
export { parseQuestion } from './parseQuestion';
export type { Intent } from './parseQuestion';
