export { cartLimitBreach, cartLimitUsage, limitMessage } from './cartLimits';
export type { LimitLine } from './cartLimits';
export { limitLineOf, limitProductOf } from './limitLine';
export type { LimitProduct } from './limitLine';
