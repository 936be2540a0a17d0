export { cartLimitBreach, cartLimitUsage, limitMessage } from './cartLimits';
export type { LimitBreach, LimitLine, LimitUsage } from './cartLimits';
export { limitLineOf, limitProductOf } from './limitLine';
export type { LimitProduct } from './limitLine';
